import assert from 'node:assert/strict';
import { draftPattern, unboundedRepetitions } from './bounded-pattern.ts';

Deno.test('bounded patterns: every unbounded repetition is named, bounded ones pass', () => {
  assert.deepEqual(unboundedRepetitions(String.raw`a+b*c{2,}`), ['+ at 1', '* at 3', '{2,} at 5']);
  assert.deepEqual(unboundedRepetitions(String.raw`\d{1,3}(?:\.\d{1,3}){3}x?`), []);
});

Deno.test('bounded patterns: escapes, classes and group openers are not repetitions', () => {
  const source = String.raw`\+\*[+*]\p{L}{1,4}\u{27E6}\k<separator>(?<name>a)(?:b)(?=c)(?!d)(?<=e)(?<!f)`;
  assert.deepEqual(unboundedRepetitions(source), []);
});

Deno.test(
  'bounded patterns: a pattern with an unbounded repetition is refused at load time',
  () => {
    assert.throws(
      () => draftPattern(String.raw`[a-z]+@`, 'gu'),
      /unbounded repetition \(\+ at 5\)/,
    );
    assert.equal(draftPattern(String.raw`[a-z]{1,64}@`, 'gu').flags, 'gu');
  },
);
