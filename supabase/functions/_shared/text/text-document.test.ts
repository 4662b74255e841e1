import fc from 'fast-check';
import assert from 'node:assert/strict';
import { extractFacts } from './facts/fact-extraction.ts';
import { readDocument } from './text-document.ts';

const email = [
  'Dear Dr. Lee,',
  '',
  'We would like to use the new form (version 3.2) from 1 March. It was approved by the board.',
  '',
  "Could you confirm? We don't need the old one.",
  '',
  'Best,',
  'Maria',
].join('\n');

Deno.test('the body sentences in order, numbered from 1, apart from greeting and sign-off', () => {
  const document = readDocument(email);
  assert.deepEqual(
    document.sentences.map((sentence) => [
      sentence.part,
      sentence.bodyPosition ?? null,
      sentence.paragraph ?? null,
      email.slice(sentence.start, sentence.end),
    ]),
    [
      ['greeting', null, null, 'Dear Dr. Lee,'],
      ['body', 1, 1, 'We would like to use the new form (version 3.2) from 1 March.'],
      ['body', 2, 1, 'It was approved by the board.'],
      ['body', 3, 2, 'Could you confirm?'],
      ['body', 4, 2, "We don't need the old one."],
      ['sign-off', null, null, 'Best,'],
      ['signature', null, null, 'Maria'],
    ],
  );
  assert.deepEqual(
    document.bodySentences().map((sentence) => sentence.bodyPosition),
    [1, 2, 3, 4],
  );
});

Deno.test('a greeting on the first body line is a sentence of its own', () => {
  const text = 'Hi Priya, could you send the counts? We need them.';
  const document = readDocument(text);
  assert.deepEqual(
    document.sentences.map((sentence) => [sentence.part, text.slice(sentence.start, sentence.end)]),
    [
      ['greeting', 'Hi Priya,'],
      ['body', 'could you send the counts?'],
      ['body', 'We need them.'],
    ],
  );
});

Deno.test('each word with its classes and the verbs it can be', () => {
  const document = readDocument("It was approved by the board, and we don't know why.");
  const word = (text: string) => document.tokens.find((token) => token.text === text)!;
  assert.deepEqual([...word('was').classes], ['be']);
  assert.deepEqual([...word('the').classes], ['determiner']);
  assert.deepEqual([...word('by').classes], ['preposition']);
  assert.deepEqual([...word("don't").classes], ['negation']);
  assert.deepEqual([...word('It').classes], ['subject-pronoun', 'object-pronoun']);
  assert.deepEqual(word('approved').verbs, [{ base: 'approve', forms: ['past', 'participle'] }]);
  assert.deepEqual(word('board').verbs, []);
  const [all, two] = readDocument('all two samples').tokens;
  assert.deepEqual(
    [all!.classes, two!.classes].map((classes) => [...classes]),
    [['quantifier'], ['quantifier']],
  );
});

Deno.test('where sentences and clauses open', () => {
  const text =
    'Hi Maria, we ran it. It failed, and we think that the seed is wrong: see Fig. 2 here.';
  const document = readDocument(text);
  const opening = (flag: 'opensSentence' | 'opensClause') =>
    document.tokens.filter((token) => token[flag]).map((token) => token.text);
  assert.deepEqual(opening('opensSentence'), ['Hi', 'It', 'see']);
  assert.deepEqual(opening('opensClause'), ['Hi', 'we', 'It', 'and', 'we', 'see']);
  assert.deepEqual(
    document.clauseStarts.map((index) => document.tokens[index]!.text),
    opening('opensClause'),
  );
  assert.equal(document.tokens[document.tokenAt(text.indexOf('Fig'))]!.text, 'Fig');
});

Deno.test('the facts and protected spans of the text', () => {
  const text =
    'We enrolled 112 adults (Smith et al., 2020); see https://example.org and "the quote".';
  const document = readDocument(text);
  assert.deepEqual(
    document.facts.filter((fact) => fact.hard).map((fact) => fact.kind),
    ['number', 'citation', 'url', 'quote'],
  );
  const spanAt = (written: string) => {
    const start = text.indexOf(written);
    return document.guard.touches(start, start + written.length);
  };
  assert.ok(spanAt('2020') && spanAt('example.org') && spanAt('the quote'));
  assert.ok(!spanAt('enrolled'));
  assert.equal(document.protectedSpans, document.guard.spans);
});

Deno.test('the facts are read once per document, however many texts are read between', () => {
  const document = readDocument('The trial enrolled 112 adults in 2020.');
  const first = document.facts;
  for (let round = 0; round < 10; round++) extractFacts(`Another text with ${round} in it.`);
  assert.equal(document.facts, first);
});

Deno.test('a text read again is the same document', () => {
  assert.equal(readDocument(email), readDocument(`${email}`));
});

Deno.test('every word is in the one sentence that holds it, in order', () => {
  const text = fc.stringMatching(
    /^(?:[A-Za-z]{1,6}|[ .,!?;:\n"()'-]|Dear|Hi|Best,|Cheers|Dr\.|Subject: |\n\n){0,60}$/,
  );
  fc.assert(
    fc.property(text, (written) => {
      const document = readDocument(written);
      let expected = 0;
      for (const sentence of document.sentences) {
        assert.equal(sentence.firstToken, expected);
        assert.ok(sentence.start < sentence.end);
        for (const token of document.wordsOf(sentence)) {
          assert.equal(token.index, expected++);
          assert.equal(token.sentence, sentence.index);
          assert.ok(sentence.start <= token.start && token.end <= sentence.end);
        }
      }
      assert.equal(expected, document.tokens.length);
      const positions = document.bodySentences().map((sentence) => sentence.bodyPosition);
      assert.deepEqual(
        positions,
        positions.map((_, index) => index + 1),
      );
    }),
    { numRuns: 2_000, seed: 30 },
  );
});
