import assert from 'node:assert/strict';
import { spellingOf } from '../../text/english/local-spelling.ts';
import { readDocument } from '../../text/text-document.ts';
import { asciiWords } from '../../text/tokens.ts';
import { asciiSwaps, asciiWordsFrom, findAsciiPhrases, indexAsciiTable } from './ascii-phrases.ts';
import type { RuleContext } from './rule-family.ts';
import { drop, swap, type WordTable } from './word-rules.ts';

const contextOf = (text: string): RuleContext => {
  const document = readDocument(text);
  return { document, text, tokens: document.tokens, spelling: spellingOf(text), round: 0 };
};

const stacked: WordTable = {
  rule: 'may possibly',
  reason: 'one hedge is enough',
  rules: [swap('(may|might) (possibly|perhaps)', '$1', 'hedges')],
};

Deno.test('a swap keeps the word "$1" names as written, at the edges a \\b reads', () => {
  const edits = asciiSwaps(stacked)(
    contextOf('It May possibly rise; x-might\nperhaps; _may possibly.'),
  );
  assert.deepEqual(
    edits.map(({ start, end, replacement }) => [start, end, replacement]),
    [
      [3, 15, 'May'],
      [24, 37, 'might'],
    ],
  );
});

Deno.test('a search may move the span: here, to the comma before the phrase', () => {
  const table: WordTable = { reason: 'hedge', rules: [drop('I think', 'hedges')], joins: 'single' };
  const text = 'It works, I think.';
  const edits = asciiSwaps(table, () => ({
    accept: (found) =>
      text[found.start - 2] === ',' ? { ...found, start: found.start - 2 } : undefined,
  }))(contextOf(text));
  assert.deepEqual(
    edits.map(({ start, end }) => text.slice(start, end)),
    [', I think'],
  );
});

Deno.test('within a word, a phrase may start at the end of a longer word', () => {
  const index = indexAsciiTable({ reason: 'hedge', rules: [drop('more or less', 'hedges')] });
  const text = 'anymore or less, more or less';
  const words = asciiWords(text);
  const found = findAsciiPhrases(index, text, words, { withinWord: true });
  assert.deepEqual(
    found.map(({ start, end }) => text.slice(start, end)),
    ['more or less', 'more or less'],
  );
  assert.equal(found[0]!.start, 3);
  assert.deepEqual(findAsciiPhrases(index, text, words).length, 1);
});

Deno.test('the words from a place read a word begun before it from there', () => {
  const words = asciiWords('_I think so');
  assert.deepEqual(
    asciiWordsFrom(words, 1).map((word) => word.text),
    ['I', 'think', 'so'],
  );
  assert.deepEqual(asciiWordsFrom(words, 2), []);
});
