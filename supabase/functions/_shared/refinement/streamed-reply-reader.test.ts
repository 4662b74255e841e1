import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseVendorReply } from './reply-parsing.ts';
import { createStreamedReplyReader } from './streamed-reply-reader.ts';

/** Feeds `pieces` to a fresh reader; returns what it gave out after each piece, then at the end. */
function read(pieces: readonly string[]): string[] {
  const reader = createStreamedReplyReader();
  return [...pieces.map((piece) => reader.push(piece)), reader.end()];
}

/** `text` cut at `cuts` (positions, in any order). */
function cut(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((point) => point % (text.length + 1)))].sort((a, b) => a - b);
  return [0, ...points].map((start, index) => text.slice(start, points[index] ?? text.length));
}

/** Word by word, as vendors stream (`REFINED`, `\nPlease`, ` use`, …). */
const words = (text: string) => text.match(/\s*\S+|\s+$/g) ?? [];

Deno.test('gives out the refined message word by word, and nothing of the scaffolding', () => {
  const reply = 'REFINED\nPlease use the new form.\n\nCHANGES\n- "utilize" -> "use": plainer.';
  const out = read(words(reply));
  assert.deepEqual(out.slice(0, 6), ['', 'Please', ' use', ' the', ' new', ' form.']);
  assert.equal(out.join(''), 'Please use the new form.');
});

Deno.test('holds back a line that may still become a heading, until a word rules it out', () => {
  const reply = 'REFINED\nFirst line.\nChanges to the plan are due.\n\nCHANGES\n- none';
  const out = read(words(reply));
  assert.deepEqual(out.slice(2, 7), [' line.', '', '\nChanges to', ' the', ' plan']);
  assert.equal(out.join(''), 'First line.\nChanges to the plan are due.');
  const split = read(['REFINED\nOne.\n\nCHAN', 'GES\n', '- none']);
  assert.deepEqual(split, ['One.', '', '', '']);
});

Deno.test('starts on the REFINED line itself once its colon is there', () => {
  assert.deepEqual(read(['Refined', ': Please', ' use it.', '\nChanges:\n- shorter']), [
    '',
    'Please',
    ' use it.',
    '',
    '',
  ]);
});

Deno.test(
  'gives out the lines before CHANGES when no REFINED heading came, once CHANGES has',
  () => {
    const out = read(words('Please use the new form.\n\nCHANGES\n- shorter'));
    assert.deepEqual(out.slice(0, 6), ['', '', '', '', '', '']);
    assert.equal(out[6], 'Please use the new form.', 'when the CHANGES line ended');
    assert.equal(out.join(''), 'Please use the new form.');
  },
);

Deno.test('a reply with no heading at all gives out nothing: it is not a refinement', () => {
  assert.equal(read(words('Waves that whisper, tides that turn.')).join(''), '');
});

Deno.test('keeps paragraphs, one blank line between them, none at either end', () => {
  const reply = 'REFINED\n\n  Dear Dana,\n\n\n\nThe draft is ready.\n\n\nCHANGES\n- none';
  assert.equal(read(words(reply)).join(''), 'Dear Dana,\n\nThe draft is ready.');
});

Deno.test('drops Markdown a model slips in: heading marks, quotes, fences and bold', () => {
  const reply =
    '## Refined version\n> Please **use** the new form.\n```\ncode stays\n```\n\n### Changes made\n1. shorter';
  const out = read(cut(reply, [4, 17, 25, 31, 40, 50, 60]));
  assert.equal(out.join(''), parseVendorReply(reply)!.refined);
});

Deno.test('reads \\r\\n line ends, also split between two pieces', () => {
  assert.equal(read(['REFINED\r', '\nOne.\r\n\r', '\nCHANGES\r\n- x']).join(''), 'One.');
});

/** Replies in the shapes vendors send, whose refined message the whole-reply parser reads. */
const shapes = [
  (message: string) => `REFINED\n${message}\n\nCHANGES\n- "utilize" -> "use": plainer.`,
  (message: string) => `Refined: ${message}\nChanges:\n- shorter`,
  (message: string) => `**Refined message:**\n${message}\n\n**Changes:**\n- shorter`,
  (message: string) => `Here is your refined message:\n\nREFINED\n${message}\n\nCHANGES\n* x`,
  (message: string) => `${message}\n\nCHANGES\n- shorter`,
  (message: string) => `REFINED\n${message}\n\nCHANGES\n- a\n\nNOTES\n- b`,
  (message: string) => `REFINED\n${message}`,
];

const word = fc.constantFrom(
  'Please',
  'review',
  'the',
  '12%',
  'drafts',
  'by',
  '3 May,',
  'Dr.',
  'Okafor',
  '(p < 0.05)',
  'https://doi.org/10.1/x',
  'did',
  'not',
  'change',
  'notes',
  'Changes',
  'REFINED',
  'é',
  '—',
  '"quoted"',
  '**bold**',
  '#tag',
  '`code`',
  '> quoted',
  '- item',
);
const sentence = fc.array(word, { minLength: 1, maxLength: 12 }).map((list) => list.join(' '));
const message = fc
  .array(fc.tuple(sentence, fc.constantFrom('\n', '\n\n', ' ')), { minLength: 1, maxLength: 4 })
  .map((parts) =>
    parts
      .map(([text, gap]) => text + gap)
      .join('')
      .trim(),
  );

Deno.test(
  'property: however the reply is cut, what is given out is the message the parser reads',
  () => {
    fc.assert(
      fc.property(
        message,
        fc.nat(shapes.length - 1),
        fc.array(fc.nat(), { maxLength: 30 }),
        (text, shape, cuts) => {
          const reply = shapes[shape]!(text);
          const expected = parseVendorReply(reply)?.refined;
          fc.pre(expected !== undefined);
          assert.equal(read(cut(reply, cuts)).join(''), expected);
        },
      ),
      { numRuns: 1_000 },
    );
  },
);
