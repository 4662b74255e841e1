import fc from 'fast-check';
import assert from 'node:assert/strict';
import { extractFacts } from '../../text/facts/fact-extraction.ts';
import { createFactLock } from '../../refinement/fact-lock.ts';
import { budgetFor } from '../../text/work-meter.ts';
import { familiesFor } from '../styles/refinement-styles.ts';
import { applyKeepingFactsOneAtATime } from './edits-one-at-a-time.test-support.ts';
import { applyKeepingFacts } from './fact-safe-edits.ts';
import { proposeEdits } from './rewrite-rounds.ts';
import { readDocument } from '../../text/text-document.ts';
import { chooseEdits } from './text-edits.ts';

/**
 * Sentences where a rewrite can change how a fact reads (a capital "May" before a day, a word
 * dropped between two numbers), among facts and phrases every family rewrites.
 */
const part = fc.constantFrom(
  'very may',
  'may possibly',
  '{date}',
  '{date}',
  '{day}',
  '{day}',
  'June {number}',
  'in order to',
  'utilize',
  'very',
  'prior to',
  'the data was analyzed by the team',
  'Basically,',
  'we would like to kindly ask you to',
  'It is important to note that',
  '{number}%',
  '{number} pm',
  'between {number} and {number} mg',
  '(Smith et al., 2020)',
  'https://example.org/a_(b',
  'Maria',
  'the',
  'samples',
  'was',
  ',',
);
/** Openers whose rewrite capitalises a "may" before a day: only at a sentence's start. */
const opener = fc.constantFrom(
  '',
  '',
  'Very may possibly {date}',
  'Basically, may {day}',
  'Very may',
);
const sentence = fc
  .tuple(opener, fc.array(part, { minLength: 2, maxLength: 10 }))
  .map(([first, parts]) => `${[first, ...parts].join(' ').trim().replace(/ ,/g, ',')}.`);
/**
 * Every fact written once: where the same fact stands twice, the old whole-text check let an
 * edit change how one of them reads (the other kept its key); the check around each edit leaves
 * such an edit out. Drafts are normal text in that each date and number is its own.
 */
const draft = fc.array(sentence, { minLength: 1, maxLength: 8 }).map((all) => {
  let next = 1;
  return all
    .join(' ')
    .replace(/\{date\}/g, () => `${next++} January ${1990 + next}`)
    .replace(/\{day\}/g, () => `${next++} June`)
    .replace(/\{number\}/g, () => String(100 + next++));
});
const style = fc.constantFrom(
  undefined,
  'shorter',
  'formal',
  'friendly',
  'direct',
  'plain' as const,
);

Deno.test('a round keeps the same edits as when the whole text was checked after each one', () => {
  let fellBack = 0;
  fc.assert(
    fc.property(draft, style, (text, chosenStyle) => {
      const hardKeys = extractFacts(text)
        .filter((fact) => fact.hard)
        .map((fact) => fact.key);
      fc.pre(new Set(hardKeys).size === hardKeys.length);
      const document = readDocument(text);
      const context = {
        document,
        text,
        tokens: document.tokens,
        spelling: 'us' as const,
        round: 0,
      };
      const { guard } = document;
      const edits = chooseEdits(proposeEdits(context, familiesFor(chosenStyle)), text, guard);
      const lock = createFactLock(text);
      const expected = applyKeepingFactsOneAtATime(text, edits, guard, lock);
      if (expected.applied.length < edits.length) fellBack++;
      const { text: refined, applied } = applyKeepingFacts(
        text,
        edits,
        guard,
        lock,
        budgetFor(text.length),
      );
      assert.deepEqual({ text: refined, applied }, expected);
    }),
    { numRuns: 1000, seed: 22 },
  );
  // The property is only worth its runs if many of them left an edit out.
  assert.ok(fellBack > 80, `only ${fellBack} runs left an edit out`);
});
