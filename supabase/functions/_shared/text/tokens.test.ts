import fc from 'fast-check';
import assert from 'node:assert/strict';
import { indexOfUnlettered, joined, tokenize } from './tokens.ts';

Deno.test('two words are joined across spaces and at most one line break, nothing else', () => {
  const gap = fc
    .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', ',', '(', '-'), { maxLength: 12 })
    .map((parts) => parts.join(''));
  fc.assert(
    fc.property(gap, (between) => {
      const text = `left${between}right`;
      const [left, right] = tokenize(text);
      if (!left || !right) return;
      // What it says, as a pattern: read once instead, a long run of spaces was quadratic here.
      const expected = /^[^\S\n]*\n?[^\S\n]*$/.test(text.slice(left.end, right.start));
      assert.equal(joined(text, left, right), expected && right.start > left.end);
    }),
    { numRuns: 2_000, seed: 7 },
  );
});

Deno.test('a word is found with no letter against its ends, wherever else it stands', () => {
  assert.equal(indexOfUnlettered('superb and super-fast', 'super'), 11);
  assert.equal(indexOfUnlettered('ok1', 'ok'), 0);
  assert.equal(indexOfUnlettered('a lot ofx, a lot of', 'a lot of'), 11);
  assert.equal(indexOfUnlettered('éok 𝐀ok ok', 'ok'), 9);
  assert.equal(indexOfUnlettered('superb', 'super'), -1);
});
