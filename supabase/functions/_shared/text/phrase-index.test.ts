import assert from 'node:assert/strict';
import fc from 'fast-check';
import { expandPhrases, firstWordOf, PhraseIndex, readPhrase } from './phrase-index.ts';
import { tokenize } from './tokens.ts';

/** Every phrase of the index found in `text`, as "word index: payload". */
function found(index: PhraseIndex<string>, text: string): string[] {
  const tokens = tokenize(text);
  return tokens.flatMap((_, at) =>
    index.matchesAt(text, tokens, at).map((phrase) => `${at}: ${phrase.payload}`),
  );
}

Deno.test('a phrase matches its words in any case, longest first, across one line break', () => {
  const index = new PhraseIndex<string>();
  index.add('in order', 'short');
  index.add('in order to', 'long');
  assert.deepEqual(found(index, 'We did it In Order\nto see.'), ['3: long', '3: short']);
  assert.deepEqual(found(index, 'in order, to see'), ['0: short']);
  assert.deepEqual(found(index, 'in order\n\nto see'), ['0: short']);
});

Deno.test('a comma written in a phrase must be written in the text', () => {
  const index = new PhraseIndex<string>();
  index.add('give, devise and bequeath', 'doublet');
  assert.deepEqual(found(index, 'We give, devise and bequeath it.'), ['1: doublet']);
  assert.deepEqual(found(index, 'We give,devise and bequeath it.'), ['1: doublet']);
  assert.deepEqual(found(index, 'We give devise and bequeath it.'), []);
});

Deno.test(
  'phrases of one first word come longest first, and in the order added when as long',
  () => {
    // Phrases of "in" and other words on a text where few match, and of "in" alone on one where
    // all do (so every order among them shows).
    for (const [word, text] of [
      [fc.constantFrom('in', 'order', 'to', 'see', 'it'), 'in in order to see it in order to see'],
      [fc.constant('in'), 'in in in in in in in'],
    ] as const) {
      const phrase = fc
        .array(word, { minLength: 0, maxLength: 5 })
        .map((words) => ['in', ...words]);
      fc.assert(
        fc.property(fc.array(phrase, { maxLength: 30 }), fc.nat(30), (phrases, lookedUpAt) => {
          const index = new PhraseIndex<number>();
          // A lookup part way reads the word's phrases; those added after it join them in order.
          phrases.forEach((words, added) => {
            if (added === lookedUpAt) index.matchesAt(text, tokenize(text), 0);
            index.add(words.join(' '), added);
          });
          const matched = index.matchesAt(text, tokenize(text), 0).map(({ payload }) => payload);

          const expected = phrases
            .map((words, added) => ({ words, added }))
            .filter(({ words }) => text.startsWith(words.join(' ')))
            .sort((a, b) => b.words.length - a.words.length)
            .map(({ added }) => added);
          assert.deepEqual(matched, expected);
        }),
      );
    }
  },
);

Deno.test('a pattern stands for each choice of its groups, optional ones left out too', () => {
  assert.deepEqual(expandPhrases('(a|an)? quick (note|update)'), [
    'a quick note',
    'a quick update',
    'an quick note',
    'an quick update',
    'quick note',
    'quick update',
  ]);
  assert.deepEqual(expandPhrases('in (order (to|that)|case)? we'), [
    'in order to we',
    'in order that we',
    'in case we',
    'in we',
  ]);
  assert.deepEqual(expandPhrases('give, devise|bequeath'), ['give, devise', 'bequeath']);
});

Deno.test('a phrase is filed under the first word it is read as, whatever its spacing', () => {
  const piece = fc.constantFrom(
    '',
    ' ',
    '  ',
    '\t',
    '\n',
    '\u00a0',
    '\u2003',
    ',',
    'A',
    'b',
    'In',
    'order',
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
      const phrase = pieces.join('');
      assert.equal(firstWordOf(phrase), readPhrase(phrase).words[0]);
    }),
    { numRuns: 3_000, seed: 35 },
  );
  assert.equal(firstWordOf(' Give, devise and bequeath'), 'give');
  assert.equal(firstWordOf(' \t '), undefined);
});
