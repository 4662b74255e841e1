import assert from 'node:assert/strict';
import { PhraseIndex } from './phrase-index.ts';
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
