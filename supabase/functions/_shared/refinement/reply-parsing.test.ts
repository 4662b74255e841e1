import assert from 'node:assert/strict';
import { parseChange, parseVendorReply, stripMarkdown } from './reply-parsing.ts';

Deno.test('reads the reply format the prompt asks for', () => {
  const parsed = parseVendorReply(
    'REFINED\nPlease use the new form.\n\nCHANGES\n- "utilize" -> "use": plainer.\n- Dropped "kindly": padding.',
  );
  assert.deepEqual(parsed, {
    refined: 'Please use the new form.',
    changes: [
      { reason: 'plainer', before: 'utilize', after: 'use' },
      { reason: 'padding', before: 'kindly', after: '' },
    ],
    notes: [],
  });
});

const variants: [name: string, reply: string][] = [
  ['lower case headings', 'refined\nPlease use the new form.\n\nchanges\n- shorter'],
  [
    '"Refined:" with the message on the same line',
    'Refined: Please use the new form.\nChanges:\n- shorter',
  ],
  [
    '"Refined message:" in bold',
    '**Refined message:**\nPlease use the new form.\n\n**Changes:**\n- shorter',
  ],
  [
    'Markdown headings',
    '## Refined version\nPlease use the new form.\n\n### Changes made\n1. shorter',
  ],
  [
    'an introduction before the heading',
    'Here is your refined message:\n\nREFINED\nPlease use the new form.\n\nCHANGES\n* shorter',
  ],
  [
    'a code fence around everything',
    '```\nREFINED\nPlease use the new form.\nCHANGES\n• shorter\n```',
  ],
  ['no REFINED heading but CHANGES', 'Please use the new form.\n\nCHANGES\n- shorter'],
  [
    'only an introduction and CHANGES',
    'Sure, here is the refined text:\nPlease use the new form.\n\nWhat changed\n- shorter',
  ],
];

for (const [name, reply] of variants) {
  Deno.test(`tolerates ${name}`, () => {
    const parsed = parseVendorReply(reply);
    assert.equal(parsed?.refined, 'Please use the new form.');
    assert.deepEqual(parsed?.changes, [{ reason: 'shorter' }]);
  });
}

Deno.test('keeps a multi-paragraph message whole and reads the notes section', () => {
  const parsed = parseVendorReply(
    'REFINED\nHi Maria,\n\nThe samples ship Monday.\n\nBest,\nLee\n\nCHANGES\n- none\n\nNOTES\n- say which samples\n  and how many',
  );
  assert.equal(parsed?.refined, 'Hi Maria,\n\nThe samples ship Monday.\n\nBest,\nLee');
  assert.deepEqual(parsed?.changes, []);
  assert.deepEqual(parsed?.notes, ['say which samples and how many']);
});

Deno.test('a word like "Notes" inside the message stays part of it until a heading follows', () => {
  const parsed = parseVendorReply('REFINED\nAgenda: budget, then notes.\n\nCHANGES\n- clearer');
  assert.equal(parsed?.refined, 'Agenda: budget, then notes.');
});

Deno.test('is not a refinement without any heading, or with an empty message', () => {
  assert.equal(parseVendorReply('Waves that whisper, tides that turn.'), undefined);
  assert.equal(parseVendorReply('REFINED\n\nCHANGES\n- none'), undefined);
  assert.equal(parseVendorReply(''), undefined);
});

Deno.test('reads a change line in each of the ways models write them', () => {
  assert.deepEqual(parseChange('"in order to" → "to" (shorter)'), {
    reason: 'shorter',
    before: 'in order to',
    after: 'to',
  });
  assert.deepEqual(parseChange('Replaced “utilize” with “use” because it is plainer.'), {
    reason: 'because it is plainer',
    before: 'utilize',
    after: 'use',
  });
  assert.deepEqual(parseChange('Removed "very": it adds nothing'), {
    reason: 'it adds nothing',
    before: 'very',
    after: '',
  });
  assert.deepEqual(parseChange('Split the long sentence in two.'), {
    reason: 'Split the long sentence in two.',
  });
  assert.equal(parseChange('none: it already reads clearly'), undefined);
});

Deno.test('strips the Markdown a terminal would show raw, but keeps inline code', () => {
  assert.equal(
    stripMarkdown('# Title\n> quoted\n**bold** and *it* and __under__, `npm test`, 2*3*4'),
    'Title\nquoted\nbold and it and under, `npm test`, 2*3*4',
  );
});
