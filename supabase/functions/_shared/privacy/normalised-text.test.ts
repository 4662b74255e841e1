import assert from 'node:assert/strict';
import { normaliseForReading } from './normalised-text.ts';
import { createWorkMeter } from '../text/work-meter.ts';

const read = (text: string) => normaliseForReading(text, createWorkMeter());

/** The typed stretch behind `found` in the reading of `text`. */
function typedBehind(text: string, found: string): string {
  const reading = read(text);
  const at = reading.text.indexOf(found);
  assert.notEqual(at, -1, `${found} is not in ${reading.text}`);
  const { start, end } = reading.toOriginal(at, at + found.length);
  return text.slice(start, end);
}

Deno.test('reading: plain ASCII is read as typed, mapped one to one', () => {
  const text = 'Write to jane@uni.edu or call 617-555-0142.';
  const reading = read(text);
  assert.equal(reading.text, text);
  assert.deepEqual(reading.toOriginal(9, 21), { start: 9, end: 21 });
});

Deno.test('reading: full-width digits, letters and signs read as ASCII', () => {
  assert.equal(read('４１１１ ＡＢＣ＠ｕｎｉ．ｅｄｕ（１）').text, '4111 ABC@uni.edu(1)');
  assert.equal(typedBehind('Card ４１１１ １１１１.', '4111 1111'), '４１１１ １１１１');
});

Deno.test('reading: every space-like character is a space', () => {
  for (const space of ['\u00A0', '\u2009', '\u202F', '\u3000', '\u2007', '\u2002']) {
    assert.equal(read(`4111${space}1111`).text, '4111 1111', JSON.stringify(space));
  }
});

Deno.test('reading: dashes between digits are hyphens, and dashes in prose stay', () => {
  for (const dash of ['–', '—', '‑', '‒', '−', '﹣']) {
    assert.equal(read(`617${dash}555`).text, '617-555', JSON.stringify(dash));
  }
  assert.equal(read('617 – 555').text, '617 - 555');
  assert.equal(read('word – word, R01–GM').text, 'word – word, R01–GM');
  assert.equal(read('a－b').text, 'a-b', 'the full-width hyphen is NFKC for a hyphen anywhere');
});

Deno.test('reading: invisible characters are not read, and come back with the value', () => {
  const text = 'Mail jane\u200B@uni\u00ADexample.edu\u2060 now';
  assert.equal(read(text).text, 'Mail jane@uniexample.edu now');
  assert.equal(typedBehind(text, 'jane@uniexample.edu'), 'jane\u200B@uni\u00ADexample.edu');
});

Deno.test('reading: a character with a longer compatibility form is read as typed', () => {
  assert.equal(read('ﬁle … ½ ™').text, 'ﬁle … ½ ™');
  assert.ok(read('x'.repeat(100) + 'ﬁ'.repeat(100)).text.length <= 200);
});

Deno.test('reading: a letter and its combining marks stay one piece', () => {
  const text = 'Jose\u0301 at jose\u0301@uni.edu';
  const reading = read(text);
  assert.equal(reading.text, 'José at josé@uni.edu');
  assert.equal(typedBehind(text, 'josé@uni.edu'), 'jose\u0301@uni.edu');
});

Deno.test('reading: costs one step a character, whatever the draft', () => {
  for (const text of [
    'a'.repeat(8_000),
    '\u00A0'.repeat(8_000),
    '𝟏'.repeat(4_000),
    'é\u0301'.repeat(2_000),
  ]) {
    const meter = createWorkMeter();
    normaliseForReading(text, meter);
    assert.ok(meter.steps <= 2 * text.length, `${meter.steps} for ${text.length}`);
  }
});
