import assert from 'node:assert/strict';
import { pickKey, readKeyMap } from './key-map.ts';

Deno.test('takes the key named default, wherever it is in the map', () => {
  assert.equal(pickKey({ default: 'sb_publishable_a' }), 'sb_publishable_a');
  assert.equal(
    pickKey({ mobile: 'sb_publishable_m', default: 'sb_publishable_d' }),
    'sb_publishable_d',
  );
});

Deno.test('takes the only key, whatever its name', () => {
  assert.equal(pickKey({ web: 'sb_secret_w' }), 'sb_secret_w');
});

Deno.test('takes the first key in the order the platform wrote them when none is default', () => {
  const keys = readKeyMap('{"server":"sb_secret_first","backup":"sb_secret_second"}');
  assert.equal(pickKey(keys), 'sb_secret_first');
});

Deno.test('skips blank keys, default included, and trims the one it takes', () => {
  assert.equal(pickKey({ default: '  ', other: ' sb_secret_o ' }), 'sb_secret_o');
  assert.equal(pickKey({ first: '', second: 'sb_secret_s' }), 'sb_secret_s');
});

Deno.test('has no key to give for an empty or all-blank map', () => {
  assert.equal(pickKey({}), undefined);
  assert.equal(pickKey({ default: '', web: ' ' }), undefined);
});

Deno.test('reads a map only from a JSON object of strings', () => {
  assert.deepEqual(readKeyMap('{"default":"sb_x","web":""}'), { default: 'sb_x', web: '' });
  assert.deepEqual(readKeyMap('{}'), {});
  for (const text of ['["sb_x"]', 'null', '"sb_x"', '{"default":1}', '{"default":null}']) {
    assert.throws(() => readKeyMap(text), /JSON object of keys/, text);
  }
  assert.throws(() => readKeyMap('{default:'), SyntaxError);
});
