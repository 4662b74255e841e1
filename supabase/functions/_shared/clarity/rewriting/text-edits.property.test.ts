import fc from 'fast-check';
import assert from 'node:assert/strict';
import { applyEditsOneAtATime } from './edits-one-at-a-time.test-support.ts';
import { guardText } from '../../text/protected-spans.ts';
import { applyEdits, type Edit } from './text-edits.ts';

/** Words and marks that make seams interesting: spaces, commas, capitals, articles, brackets. */
const part = fc.constantFrom(
  'word',
  'Word',
  'a',
  'an',
  'A',
  'An',
  'hour',
  'unit',
  'MRI',
  'apple',
  'very',
  'May',
  '2',
  '12%',
  'iPhone',
  '"quoted"',
  ' ',
  '  ',
  '\t',
  '\n',
  '\n\n',
  ',',
  '.',
  '!',
  '?',
  '(',
  ')',
  ': ',
  'Dr.',
);
const replacement = fc.constantFrom('', '', '', 'use', 'an', 'apple', 'hour', 'Unit', 'x y', 'MRI');

/** A text and edits on it that do not overlap, as the rounds choose them. */
const textWithEdits = fc
  .array(part, { minLength: 1, maxLength: 40 })
  .map((parts) => parts.join(''))
  .chain((text) =>
    fc.uniqueArray(fc.integer({ min: 0, max: text.length }), { maxLength: 16 }).chain((cuts) => {
      const sorted = [...cuts].sort((a, b) => a - b);
      const spans: [number, number][] = [];
      for (let index = 0; index + 1 < sorted.length; index += 2) {
        spans.push([sorted[index]!, sorted[index + 1]!]);
      }
      return fc.tuple(
        fc.constant(text),
        fc.tuple(...spans.map(() => replacement)).map((replacements) =>
          spans.map(([start, end], index): Edit => ({
            start,
            end,
            replacement: replacements[index]!,
            reason: 'test',
            family: 'mechanics',
            rule: 'test',
          })),
        ),
      );
    }),
  );

Deno.test(
  'edits applied from the end in pieces give the text each one applied to a copy gave',
  () => {
    fc.assert(
      fc.property(textWithEdits, ([text, edits]) => {
        const guard = guardText(text);
        assert.deepEqual(applyEdits(text, edits, guard), applyEditsOneAtATime(text, edits, guard));
      }),
      { numRuns: 3000, seed: 2211 },
    );
  },
);
