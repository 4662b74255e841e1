import assert from 'node:assert/strict';
import { spellingOf } from '../../text/english/local-spelling.ts';
import { readDocument } from '../../text/text-document.ts';
import type { RuleContext } from './rule-family.ts';
import { findWords, wordEdits } from './word-families.ts';
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

Deno.test('word choices are phrases, and "$1" is the first word as written', () => {
  const edits = wordEdits(stacked)(contextOf('It May possibly rise; it might\nperhaps fall.'));
  assert.deepEqual(
    edits.map(({ start, end, replacement }) => [start, end, replacement]),
    [
      [3, 15, 'May'],
      [25, 38, 'might'],
    ],
  );
});

Deno.test(
  'words glued by a hyphen or an apostrophe, or apart by a blank line, are no phrase',
  () => {
    const text = "x-may possibly, may possibly's, may\n\npossibly, émay possibly";
    assert.deepEqual(wordEdits(stacked)(contextOf(text)), []);
  },
);

Deno.test('a phrase does not start inside a longer word', () => {
  const table: WordTable = { reason: 'hedge', rules: [drop('more or less', 'hedges')] };
  const found = findWords(table, contextOf('anymore or less, more or less'));
  assert.deepEqual(
    found.map(({ start }) => start),
    [17],
  );
});

Deno.test("a family's code may move what a table found: here, to the comma before it", () => {
  const table: WordTable = { reason: 'hedge', rules: [drop('I think', 'hedges')] };
  const text = 'It works, I think. I think so.';
  const edits = wordEdits(
    table,
    () => (found) =>
      text[found.start - 2] === ',' ? { ...found, start: found.start - 2 } : undefined,
  )(contextOf(text));
  assert.deepEqual(
    edits.map(({ start, end }) => text.slice(start, end)),
    [', I think'],
  );
});
