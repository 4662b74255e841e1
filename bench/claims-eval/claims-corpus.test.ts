import assert from 'node:assert/strict';
import { loadClaimsCorpus } from './claims-corpus-schema.ts';

/** What the corpus must hold for its figures to mean something (README.md in the corpus). */
const corpus = await loadClaimsCorpus();

Deno.test('at least 200 labelled sentences, from many fields, every class well represented', () => {
  assert.ok(corpus.sentences.length >= 200, `${corpus.sentences.length} sentences`);
  const fields = new Set(corpus.sentences.map((sentence) => sentence.field));
  assert.ok(fields.size >= 20, `${fields.size} fields`);
  for (const strength of ['correlational', 'conditional', 'causal', 'none']) {
    const count = corpus.sentences.filter((sentence) => sentence.strength === strength).length;
    assert.ok(count >= 40, `${strength}: ${count}`);
  }
});

Deno.test('at least 60 pairs, half overstated and half faithful, every drift represented', () => {
  const overstated = corpus.pairs.filter((pair) => pair.verdict === 'overstated');
  const faithful = corpus.pairs.filter((pair) => pair.verdict === 'faithful');
  assert.ok(corpus.pairs.length >= 60, `${corpus.pairs.length} pairs`);
  assert.equal(overstated.length, faithful.length);
  const drifts = new Set(overstated.flatMap((pair) => pair.drifts));
  assert.deepEqual([...drifts].sort(), [
    'hedge',
    'quantifier',
    'scope',
    'statistical',
    'strength',
    'tense',
  ]);
});

Deno.test('ids are unique across the corpus', () => {
  const ids = [...corpus.sentences, ...corpus.writtenAfter, ...corpus.pairs].map(
    (entry) => entry.id,
  );
  assert.equal(new Set(ids).size, ids.length);
});

Deno.test('every labelled phrase is in its sentence, as written', () => {
  for (const sentence of [...corpus.sentences, ...corpus.writtenAfter]) {
    const text = sentence.text.toLowerCase();
    const { hedges, scope, quantifiers, statistical } = sentence;
    for (const phrase of [...hedges, ...scope, ...quantifiers, ...statistical]) {
      assert.ok(text.includes(phrase.toLowerCase()), `${sentence.id}: "${phrase}"`);
    }
  }
});

Deno.test('a sentence that states a relation reports it in a tense', () => {
  for (const sentence of [...corpus.sentences, ...corpus.writtenAfter]) {
    if (sentence.strength !== 'none') assert.notEqual(sentence.tense, 'none', sentence.id);
  }
});

Deno.test('at least 100 sentences were written after the rules, every class among them', () => {
  assert.ok(corpus.writtenAfter.length >= 100, `${corpus.writtenAfter.length} sentences`);
  const classes = new Set(corpus.writtenAfter.map((sentence) => sentence.strength));
  assert.equal(classes.size, 4);
});

Deno.test('a rewrite differs from its draft', () => {
  for (const pair of corpus.pairs) assert.notEqual(pair.draft, pair.rewrite, pair.id);
});
