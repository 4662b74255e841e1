import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fillers } from 'fillers';
import { hedges } from 'hedges';
import { retext } from 'retext';
import retextEnglish from 'retext-english';
import { weasels } from 'weasels';
import { countWeakWording } from './weak-wording.ts';
import { intensifyCounts } from './weak-wording-reference.test-support.ts';

const parser = retext().use(retextEnglish);
const counted = (text: string) => countWeakWording(parser.parse(text));

Deno.test('counts hedges, fillers and weasel words by kind', () => {
  // "basically" is a filler, "may" a hedge, "real" a weasel word (vague).
  assert.deepEqual(counted('Basically, the effect may be real.'), {
    hedges: 1,
    fillers: 1,
    weasels: 1,
  });
  assert.deepEqual(counted('We measured recall twice.'), { hedges: 0, fillers: 0, weasels: 0 });
});

Deno.test('matches a phrase across white space but not across punctuation, in any case', () => {
  assert.equal(counted('It is A  Bit slow.').hedges, 1);
  assert.equal(counted('It is a, bit slow.').hedges, 0);
});

Deno.test('skips words quoted or set off as a literal, as retext-intensify does', async () => {
  for (const text of ['The word "basically" is weak.', 'Avoid (basically) here.']) {
    assert.deepEqual(counted(text), await intensifyCounts(text), text);
  }
});

const listed = fc.constantFrom(...fillers, ...hedges, ...weasels);
const plain = fc.constantFrom('we', 'measured', 'the', 'recall', 'data', 'grant', 'It', 'are');
const separator = fc.constantFrom(' ', ' ', ' ', ', ', '. ', ' "', '" ', ' (', ') ', ' – ', "'");

Deno.test('agrees with retext-intensify on any text built from its lists', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.oneof(listed, plain), separator), { minLength: 1, maxLength: 14 }),
      async (pieces) => {
        const text = pieces.map(([words, between]) => words + between).join('');
        assert.deepEqual(counted(text), await intensifyCounts(text), text);
      },
    ),
    { numRuns: 400 },
  );
});
