import assert from 'node:assert/strict';
import fc from 'fast-check';
import { expandPhrases, PhraseIndex } from './phrase-index.ts';
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
    const word = fc.constantFrom('in', 'order', 'to', 'see', 'it');
    const phrase = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => ['in', ...words]);
    fc.assert(
      fc.property(fc.array(phrase, { maxLength: 30 }), (phrases) => {
        const index = new PhraseIndex<number>();
        phrases.forEach((words, added) => index.add(words.join(' '), added));
        const text = 'in in order to see it in order to see it in order';
        const matched = index.matchesAt(text, tokenize(text), 0).map(({ payload }) => payload);

        const expected = phrases
          .map((words, added) => ({ words, added }))
          .filter(({ words }) => text.startsWith(words.join(' ')))
          .sort((a, b) => b.words.length - a.words.length)
          .map(({ added }) => added);
        assert.deepEqual(matched, expected);
      }),
    );
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
