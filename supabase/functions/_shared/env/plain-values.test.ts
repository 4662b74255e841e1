import assert from 'node:assert/strict';
import { isFilledString, isOptionalString, isRecord } from './plain-values.ts';

Deno.test('a record is a JSON object: not an array, not null, not a primitive', () => {
  assert.equal(isRecord({}), true);
  assert.equal(isRecord({ a: 1 }), true);
  for (const value of [null, undefined, [], ['a'], 'x', 1, true])
    assert.equal(isRecord(value), false);
});

Deno.test('an optional string is absent or a string, never null or another type', () => {
  assert.equal(isOptionalString(undefined), true);
  assert.equal(isOptionalString(''), true);
  assert.equal(isOptionalString('a'), true);
  for (const value of [null, 1, {}, []]) assert.equal(isOptionalString(value), false);
});

Deno.test('a filled string has at least one character', () => {
  assert.equal(isFilledString('a'), true);
  assert.equal(isFilledString(' '), true);
  for (const value of ['', undefined, null, 1]) assert.equal(isFilledString(value), false);
});
