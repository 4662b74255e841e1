import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createFactLock } from '../refinement/fact-lock.ts';
import { refineMessage } from './clarity-engine.ts';

/** One hard fact of each kind the lock knows, written the ways research prose writes them. */
const word = fc.constantFrom('alpha', 'cohort', 'assay', 'pilot', 'survey', 'batch');
const small = fc.integer({ min: 1, max: 99 });
const hardFact = fc.oneof(
  fc.integer({ min: 0, max: 99_999 }).map(String),
  fc.tuple(small, small).map(([whole, part]) => `${whole}.${part}`),
  small.map((value) => `${value}%`),
  small.map((value) => `${value} percent`),
  fc.tuple(small, small).map(([low, high]) => `${low}–${low + high}`),
  small.map((value) => `p = 0.0${value}`),
  fc.constantFrom('p < .05', 'p<0.001', 'P = 0.43'),
  fc
    .tuple(small, fc.constantFrom('mg', 'h', 'ml', 'kDa', '°C', 'years'))
    .map(([n, unit]) => `${n} ${unit}`),
  fc.tuple(small, fc.constantFrom(0, 1, 2)).map(([n, spread]) => `${n} ± ${spread}.5 mg`),
  fc
    .tuple(fc.constantFrom('March', 'Sept.', 'May'), small, fc.integer({ min: 2000, max: 2030 }))
    .map(([month, day, year]) => `${month} ${(day % 28) + 1}, ${year}`),
  fc.integer({ min: 2000, max: 2030 }).map((year) => `${year}-03-15`),
  fc.constantFrom('10:30', '3 pm', '9:15 a.m.', '18:40'),
  small.map((value) => `$${value},500`),
  small.map((value) => `EUR ${value} million`),
  word.map((path) => `https://example.org/${path}`),
  word.map((name) => `${name}@lab.example.org`),
  fc.tuple(word, small).map(([name, n]) => `doi:10.1234/${name}.${n}`),
  small.map((value) => `[${value}]`),
  fc.tuple(small, small).map(([a, b]) => `[${a}, ${a + b}]`),
  fc.integer({ min: 1990, max: 2025 }).map((year) => `(Smith et al., ${year})`),
  fc.integer({ min: 1990, max: 2025 }).map((year) => `Garcia and Ruiz (${year})`),
  word.map((quoted) => `"the very ${quoted} in order to"`),
  word.map((code) => `\`utilize --${code}\``),
  fc.constantFrom('BRCA1', 'COVID-19', 'GPT-4', 'IL-6', 'SARS-CoV-2', 'H2O2'),
);

/** Sentences full of what the engine rewrites (wordy phrases, fillers, hedges, a/an, repeats). */
const frame = fc.constantFrom(
  (fact: string) => `I think that we will utilize ${fact} in order to decide.`,
  (fact: string) => `Basically, the very first result was ${fact} prior to the change.`,
  (fact: string) => `We really need ${fact} for a RNA-seq run, and the the data is sufficient.`,
  (fact: string) => `In order to modify the plan, numerous people cited ${fact}.`,
  (fact: string) => `It is actually clear that ${fact} was found by the team.`,
);

const draft = fc
  .array(fc.tuple(frame, hardFact), { minLength: 1, maxLength: 6 })
  .map((sentences) => sentences.map(([write, fact]) => write(fact)).join(' '));

Deno.test('the offline engine never loses a hard fact of the draft', async () => {
  await fc.assert(
    fc.asyncProperty(draft, async (text) => {
      const { refined } = await refineMessage(text);
      const check = createFactLock(text).check(refined);
      assert.equal(
        check.hardMissing,
        0,
        `lost ${JSON.stringify(check.missing)} from ${text} in ${refined}`,
      );
    }),
    { numRuns: 150, seed: 9 },
  );
});
