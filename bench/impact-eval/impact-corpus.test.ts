import assert from 'node:assert/strict';
import { extractFacts } from '../../supabase/functions/_shared/text/facts/fact-extraction.ts';
import { loadImpactCorpus, loadNoteLabels } from './impact-corpus-schema.ts';

const messages = await loadImpactCorpus();

Deno.test('the corpus holds at least 40 messages of every kind the issue names', () => {
  assert.ok(messages.length >= 40, `${messages.length} messages`);
  const ids = messages.map((message) => message.id);
  assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  const genres = new Set(messages.map((message) => message.genre));
  for (const genre of [
    'cold e-mail',
    'co-author',
    'editor',
    'program officer',
    'announcement',
    'reminder',
    'decline',
    'recruitment',
    'chat',
    'finding',
  ]) {
    assert.ok(genres.has(genre), genre);
  }
  const count = (test: (message: (typeof messages)[number]) => boolean) =>
    messages.filter(test).length;
  assert.ok(count((message) => message.pointPosition === 1) >= 8, 'points that already lead');
  assert.ok(count((message) => message.asks.length >= 2) >= 3, 'messages with two asks or more');
  assert.ok(count((message) => message.padded) >= 10, 'padded messages');
  assert.ok(count((message) => message.point === null) >= 1, 'a message with no point');
  assert.ok(count((message) => message.parts.greeting === null) >= 5, 'without a greeting');
  assert.ok(count((message) => message.parts.subject !== null) >= 5, 'with a subject line');
});

Deno.test('every label is written in its message as labelled', () => {
  for (const message of messages) {
    const { text, parts } = message;
    const quoted = [
      message.point,
      message.deadline,
      ...message.asks,
      ...message.padding,
      ...message.wrappers,
      parts.greeting,
      parts.signOff,
      parts.signature,
    ].filter((label): label is string => label !== null);
    for (const label of quoted) assert.ok(text.includes(label), `${message.id}: ${label}`);
    if (parts.subject) assert.equal(message.lines[0], `Subject: ${parts.subject}`, message.id);
    assert.equal(message.point === null, message.pointPosition === null, message.id);
    assert.equal(message.padded, message.padding.length > 0, `${message.id}: padded`);
  }
});

Deno.test('every message lists exactly the hard facts the fact lock finds in it', () => {
  for (const message of messages) {
    const found = extractFacts(message.text)
      .filter((fact) => fact.hard)
      .map((fact) => fact.text);
    assert.deepEqual(found.sort(), [...message.hardFacts].sort(), message.id);
  }
});

Deno.test('every note label names a message of the corpus, once', async () => {
  const labels = await loadNoteLabels();
  const ids = new Set(messages.map((message) => message.id));
  const keys = labels.map((label) => `${label.id} ${label.note}`);
  assert.equal(new Set(keys).size, keys.length);
  for (const label of labels) {
    assert.ok(ids.has(label.id), label.id);
    assert.equal(label.right, label.why === undefined, `${label.id}: a wrong note says why`);
  }
});
