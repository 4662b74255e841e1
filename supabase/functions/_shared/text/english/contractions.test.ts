import assert from 'node:assert/strict';
import { countContractions, findContractions, inCaseOf } from './contractions.ts';

Deno.test('finds every kind of contraction, with either apostrophe', () => {
  const text =
    "We don't know; it's late, they're out, I'm in, we've sent it, she'll call, we'd go, let’s see, that’s it, can't.";
  assert.deepEqual(
    findContractions(text).map((found) => found.text),
    ["don't", "it's", "they're", "I'm", "we've", "she'll", "we'd", 'let’s', 'that’s', "can't"],
  );
});

Deno.test('counts no possessive, no "o\'clock", no quote mark as a contraction', () => {
  assert.equal(countContractions("Maria's data, Smith's lab, the team's plan."), 0);
  assert.equal(countContractions("At 3 o'clock, ma'am, the 'pilot' ends."), 0);
  assert.equal(countContractions('We do not know; it is late.'), 0);
});

Deno.test('writes an expansion in the case of the word it replaces', () => {
  assert.equal(inCaseOf("Don't", 'do not'), 'Do not');
  assert.equal(inCaseOf("don't", 'do not'), 'do not');
  assert.equal(inCaseOf("DON'T", 'do not'), 'DO NOT');
  assert.equal(inCaseOf('I', "i'm"), "I'm");
});
