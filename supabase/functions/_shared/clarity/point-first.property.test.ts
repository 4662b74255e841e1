import fc from 'fast-check';
import assert from 'node:assert/strict';
import { createFactLock } from '../refinement/fact-lock.ts';
import { readDocument } from '../text/text-document.ts';
import { pointMovesFor, leadWithPoint } from './point-first.ts';

/**
 * Messages built of a greeting, sentences carrying facts (numbers, dates, links, citations,
 * quotations), a buried request or news, and a sign-off: the point's move must keep every fact
 * and every sentence, word for word, and leave the greeting and sign-off where they were.
 */
const fact = fc.constantFrom(
  '12%',
  '3 May 2025',
  'https://example.org/in-order-to',
  '[14]',
  '(Smith et al., 2020)',
  '"we utilize every sample"',
  'p = 0.043',
  'BRCA1',
  '9:15 a.m.',
);
const context = fc
  .tuple(
    fc.constantFrom(
      'The pilot ended on',
      'We measured',
      'Maria Lopez reported',
      'The data in',
      'As you may know, the room on',
    ),
    fact,
    fc.constantFrom('was noisy.', 'held up.', 'is ready.', 'helps.'),
  )
  .map((parts) => parts.join(' '));
const point = fc.oneof(
  fact.map((value) => `Could you send me the figures for ${value} by Friday?`),
  fact.map((value) => `The new time is Thursdays at 2pm, starting ${value}.`),
  fact.map((value) => `Please review ${value} before our meeting on Tuesday.`),
);
const message = fc
  .tuple(
    fc.constantFrom('Dear Dr. Osei,\n\n', 'Hi all,\n\n', ''),
    fc.array(context, { minLength: 1, maxLength: 5 }),
    point,
    fc.array(context, { maxLength: 2 }),
    fc.constantFrom('\n\nBest regards,\nAna', '\n\nThanks,\nLi', ''),
    fc.boolean(),
  )
  .map(([greeting, before, asked, after, signOff, paragraphs]) => {
    const glue = paragraphs ? '\n\n' : ' ';
    return {
      greeting,
      signOff,
      text: `${greeting}${[...before, asked, ...after].join(glue)}${signOff}`,
    };
  });

/** The text's sentences as the document reads them, in any order. */
const sentencesOf = (text: string) => {
  const document = readDocument(text);
  return document.sentences.map((sentence) => text.slice(sentence.start, sentence.end)).sort();
};

Deno.test(
  'the point’s move keeps every fact and every sentence, greeting and sign-off in place',
  () => {
    fc.assert(
      fc.property(
        message,
        fc.constantFrom(undefined, 'direct'),
        ({ greeting, signOff, text }, style) => {
          const placed = leadWithPoint(text, pointMovesFor(style));
          const { missing } = createFactLock(text).check(placed.text);
          assert.deepEqual(
            missing.filter((found) => found.hard || found.kind === 'name'),
            [],
          );
          assert.deepEqual(sentencesOf(placed.text), sentencesOf(text));
          assert.ok(placed.text.startsWith(greeting));
          assert.ok(placed.text.endsWith(signOff));
        },
      ),
      { numRuns: 300 },
    );
  },
);
