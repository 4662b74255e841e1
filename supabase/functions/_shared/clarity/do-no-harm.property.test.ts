import fc from 'fast-check';
import assert from 'node:assert/strict';
import { refinementStyleSchema } from '../contract/route-request-contract.ts';
import { createFactLock, keepsEngineFacts } from '../refinement/fact-lock.ts';
import { refineMessage } from './clarity-engine.ts';

/**
 * Drafts built to tempt every rule into harm: names written with initials and titles next to
 * the passives, openers and long clauses the rules rewrite; abbreviations, decimals and
 * ellipses where a sentence might seem to end; brackets around words the rules drop; and
 * intensifiers whose degree is the claim.
 */
const names = [
  'Anna K. Lindqvist',
  'J. R. R. Okonkwo',
  'Tomas B. Berg',
  'Dr. Okafor',
  'Prof. M. Haddad',
  'the U.S. Army',
];
const name = fc.constantFrom(...names);

const quantities = [
  'very few',
  'very little',
  'extremely rare',
  'very large',
  'extremely competitive',
  'very low',
];
const quantity = fc.constantFrom(...quantities);

const pieces = fc.oneof(
  name,
  quantity,
  fc.constantFrom(
    'the samples were collected by',
    'the survey was designed by',
    'it was found that',
    'an investigation was conducted into',
    'in order to',
    'due to the fact that',
    'I just wanted to reach out regarding',
    '(very helpful)',
    '(really important)',
    '(basically)',
    'absolutely essential',
    'e.g.',
    'et al.',
    'Fig. 2',
    '3.5',
    'and',
    ', and we',
    ', which',
    '; the',
    'the results',
    'we found that',
    'showed',
    'in 2019',
    'the team',
    '...',
    'colleagues',
    'Now comes',
    'then tested',
    ', who were',
    'which was approved in',
    'due to',
    'there are many studies that',
  ),
);

const sentence = fc
  .array(pieces, { minLength: 3, maxLength: 16 })
  .map((parts) => `${parts.join(' ').replace(/ ([,;])/g, '$1')}.`);
const draft = fc
  .array(sentence, { minLength: 1, maxLength: 3 })
  .map((sentences) => sentences.join(' '));
const style = fc.constantFrom(undefined, ...refinementStyleSchema.options);

const spacesInsideBrackets = (text: string) => (text.match(/[([{]\s|\s[)\]}]/g) ?? []).length;
const spacesBeforePunctuation = (text: string) =>
  (text.match(/[^\S\n][,;:!?](?!\S)/g) ?? []).length;
const count = (text: string, phrase: string) => text.split(phrase).length - 1;

Deno.test('no rewrite, in any style, breaks a name, a bracket or a quantity', async () => {
  await fc.assert(
    fc.asyncProperty(draft, style, async (text, chosen) => {
      const { refined } = await refineMessage(text, chosen ? { style: chosen } : {});
      const why = `${chosen}\n${text}\n${refined}`;
      assert.ok(keepsEngineFacts(createFactLock(text).check(refined)), `lost a fact: ${why}`);
      for (const written of names) {
        const bare = written.replace(/^the /, '');
        assert.equal(count(refined, bare), count(text, bare), `name "${bare}": ${why}`);
      }
      for (const phrase of quantities) {
        const lower = refined.toLowerCase();
        assert.ok(count(lower, phrase) >= count(text.toLowerCase(), phrase), `"${phrase}": ${why}`);
      }
      assert.ok(spacesInsideBrackets(refined) <= spacesInsideBrackets(text), `bracket: ${why}`);
      assert.ok(spacesBeforePunctuation(refined) <= spacesBeforePunctuation(text), `space: ${why}`);
    }),
    { numRuns: 300, seed: 2027 },
  );
});
