import assert from 'node:assert/strict';
import { endsSentence, opensSentence, sentenceSpans } from './sentences.ts';

const sentencesOf = (text: string) =>
  sentenceSpans(text).map((span) => text.slice(span.start, span.end));

Deno.test(
  'a full stop after an initial, an abbreviation or inside a number ends no sentence',
  () => {
    const kept: string[] = [
      'The songs were written by Anna K. Lindqvist and Tomas B. Berg.',
      'The survey was designed by J. R. R. Okonkwo and colleagues.',
      'Dr. Chen and Prof. Alvarez met the team.',
      'Several markers (e.g. CRP and IL-6) rose, as Smith et al. reported.',
      'See Fig. 3 and Eq. 2 for the fit.',
      'The U.S. Army and the U.K. Met Office shared data.',
      'The mean rose from 3.5 to 4.25 mg.',
      'Version 2.1.4 is at example.org today.',
      'We waited... and then the signal came back.',
      'She holds a Ph.D. in chemistry from St. Andrews.',
    ];
    for (const text of kept) assert.deepEqual(sentencesOf(text), [text], text);
  },
);

Deno.test('real sentence ends split, with the quotes and brackets that close them', () => {
  assert.deepEqual(sentencesOf('We ran it twice. It failed! Why? Nobody knows.'), [
    'We ran it twice.',
    'It failed!',
    'Why?',
    'Nobody knows.',
  ]);
  assert.deepEqual(sentencesOf('He said "stop." Then he left.'), [
    'He said "stop."',
    'Then he left.',
  ]);
  assert.deepEqual(sentencesOf('The mean was 3.5. The median was 4.'), [
    'The mean was 3.5.',
    'The median was 4.',
  ]);
  assert.deepEqual(sentencesOf('We waited... Nothing came.'), ['We waited...', 'Nothing came.']);
  assert.deepEqual(sentencesOf('Cells grew at 30 °C. These were counted.'), [
    'Cells grew at 30 °C.',
    'These were counted.',
  ]);
  assert.deepEqual(sentencesOf('He spoke in Lecture Theatre B. His talk ran long.'), [
    'He spoke in Lecture Theatre B.',
    'His talk ran long.',
  ]);
  assert.deepEqual(sentencesOf('We will use plan B. In June we start.'), [
    'We will use plan B.',
    'In June we start.',
  ]);
  assert.deepEqual(sentencesOf('First line\n\nSecond line'), ['First line', 'Second line']);
  assert.deepEqual(sentencesOf('No end here'), ['No end here']);
});

Deno.test('a word opens a sentence after a real end, a colon or a line break only', () => {
  const opening = (text: string, word: string) => opensSentence(text, text.indexOf(word));
  assert.equal(opening('It rained. Maria left.', 'Maria'), true);
  assert.equal(opening('Written by Anna K. Lindqvist.', 'Lindqvist'), false);
  assert.equal(opening('As shown by Smith et al. Jones agreed.', 'Jones'), false);
  assert.equal(opening('The value 3.5 held.', '5'), false);
  assert.equal(opening('Note: Maria left.', 'Maria'), true);
  assert.equal(opening('Done.\nMaria left.', 'Maria'), true);
  assert.equal(opening('He said "stop." Maria left.', 'Maria'), true);
  assert.equal(opening('We waited... then Maria left.', 'then'), false);
});

Deno.test('endsSentence reads only the mark it is given', () => {
  assert.equal(endsSentence('Is it? Yes.', 5), true);
  assert.equal(endsSentence('e.g. this', 1), false);
  assert.equal(endsSentence('e.g. this', 3), false);
  assert.equal(endsSentence('word, more', 4), false);
});
