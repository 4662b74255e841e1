import assert from 'node:assert/strict';
import { extractFacts } from './fact-extraction.ts';

/**
 * Cases found while building the offline engine's corpus (issue 10, bench/clarity-corpus/),
 * kept in their own block so that the main table of extractor cases merges beside it.
 */
const offlineEngineCorpusCases: { name: string; text: string; hard: string[] }[] = [
  {
    name: 'a full month name ending a sentence leaves the period to the sentence',
    text: 'She will consider your request once the committee decides on 12 December.',
    hard: ['12 December'],
  },
  {
    name: 'a full month name before a year ending a sentence leaves the period too',
    text: 'The IRB approval expires on 31 May 2026. We will renew it.',
    hard: ['31 May 2026'],
  },
  {
    name: 'an abbreviated month keeps its period',
    text: 'The deadline moved to 5 Dec. 2025, a Friday.',
    hard: ['5 Dec. 2025', 'Friday'],
  },
  {
    name: 'a month first, then the day, at the end of a sentence',
    text: 'We will send the report to the board by April 30.',
    hard: ['April 30'],
  },
  {
    name: '"Sept." is an abbreviation, "September" is not',
    text: 'Closed from Sept. 3 to the end of September.',
    hard: ['Sept. 3', 'September'],
  },
  {
    name: 'e-mail addresses are found whole, with dots and plus signs in the local part',
    text: 'Write to j.moreno@uni-example.edu or to lab+orders@example.org today.',
    hard: ['j.moreno@uni-example.edu', 'lab+orders@example.org'],
  },
  {
    name: 'one unbroken 8,000-character word holds no fact (and is read in linear time)',
    text: 'x'.repeat(8_000),
    hard: [],
  },
];

for (const { name, text, hard } of offlineEngineCorpusCases) {
  Deno.test(`fact extraction (offline engine corpus): ${name}`, () => {
    const found = extractFacts(text)
      .filter((fact) => fact.hard)
      .map((fact) => fact.text);
    assert.deepEqual(found, hard);
  });
}

Deno.test('fact extraction (offline engine corpus): every "n\'t" word is one negation', () => {
  const negations = extractFacts("We didn't see it, and it isn't there; they can't say.")
    .filter((fact) => fact.kind === 'negation')
    .map((fact) => fact.text);
  assert.deepEqual(negations, ["We didn't see", "it isn't there", "they can't say"]);
});
