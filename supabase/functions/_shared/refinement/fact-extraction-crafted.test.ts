import assert from 'node:assert/strict';
import { extractFacts, nameOf } from '../text/facts/fact-extraction.ts';

/**
 * Crafted drafts: runs of brackets, capitals and hyphens that once made a pattern read the whole
 * run again from each of its characters. The facts found are what a reader would expect; how
 * long finding them takes is measured by `npm run bench:adversarial`, never asserted here.
 */
const facts = (text: string) => extractFacts(text).map((fact) => `${fact.kind} ${fact.text}`);

Deno.test('a link followed by thousands of closing brackets is the link alone', () => {
  assert.deepEqual(facts(`See http://a.b/${')'.repeat(7_980)}`), ['url http://a.b/']);
});

Deno.test('a DOI followed by thousands of closing square brackets is the DOI alone', () => {
  assert.deepEqual(facts(`10.1000/x${']'.repeat(7_980)}`), ['doi 10.1000/x']);
});

Deno.test('a bracket opened inside a link keeps the one that closes it, and only that one', () => {
  assert.deepEqual(facts('See https://en.wikipedia.org/wiki/Mercury_(planet)).'), [
    'url https://en.wikipedia.org/wiki/Mercury_(planet)',
  ]);
  assert.deepEqual(facts('(at https://x.org/a_[b]]).'), ['url https://x.org/a_[b]']);
});

Deno.test('a link is read for at most 2,000 characters after its scheme', () => {
  const [link] = extractFacts(`https://x.org/${'a'.repeat(5_000)}`);
  assert.equal(link?.kind, 'url');
  assert.equal(link?.text.length, 'https://'.length + 2_000);
});

Deno.test('a capitalised word longer than any surname before a year is no citation', () => {
  assert.deepEqual(facts(`A${'b'.repeat(60)} (2020) and Smith (2020).`), [
    'number 2020',
    'citation Smith (2020)',
  ]);
});

Deno.test('a citation inside brackets is found within 300 characters of the bracket', () => {
  const near = `(see ${'x '.repeat(100)}Smith 2020)`;
  const far = `(see ${'x '.repeat(200)}Smith 2020)`;
  assert.deepEqual(facts(near), ['citation Smith 2020']);
  assert.deepEqual(facts(far), ['name Smith', 'number 2020']);
});

Deno.test('an identifier is at most 64 characters of letters, digits, "-" and "+"', () => {
  assert.deepEqual(facts('We used SARS-CoV-2 and pUC19.'), [
    'identifier SARS-CoV-2',
    'identifier pUC19',
  ]);
  assert.deepEqual(facts(`${'a-'.repeat(40)}B2`), []);
  // After a "+" a new one may start: the last one of a long run is found.
  assert.deepEqual(facts(`${'a+'.repeat(4_000)}B2`), [`identifier ${'a+'.repeat(31)}B2`]);
});

Deno.test('a name is compared without its possessive or the hyphens it ends with', () => {
  assert.equal(nameOf("Maria's"), 'Maria');
  assert.equal(nameOf('O’Brien’s'), 'O’Brien');
  assert.equal(nameOf(`Smith${'-'.repeat(8_000)}`), 'Smith');
});

Deno.test('"No. 5" is a number however many negations come before it', () => {
  const found = facts(`${'no '.repeat(2_000)}No. 5`);
  assert.equal(found.filter((fact) => fact.startsWith('negation')).length, 2_000);
  assert.equal(found.at(-1), 'number 5');
});

Deno.test(
  'a quote opens at the last of a run of opening marks and closes at the first mark',
  () => {
    assert.deepEqual(facts(`${'“'.repeat(4_000)}a quoted phrase”`), ['quote “a quoted phrase”']);
    assert.deepEqual(facts(`${'‘'.repeat(4_000)}a phrase’ he wrote`), ['quote ‘a phrase’']);
    assert.deepEqual(facts('He wrote “the data don’t fit” twice.'), ['quote “the data don’t fit”']);
  },
);
