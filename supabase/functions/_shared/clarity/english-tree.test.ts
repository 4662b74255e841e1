import assert from 'node:assert/strict';
import { parseEnglish, readEnglish, type TreePass } from './english-tree.ts';

Deno.test('a pass over a text runs once whoever asks, and another text gets its own run', () => {
  const texts: string[] = [];
  const rootChildren: TreePass<number> = (tree, text) => {
    texts.push(text);
    return tree.children.length;
  };
  const draft = 'The draft. It has two sentences.\n\nAnd a second paragraph.';
  const refined = 'The refined text.';
  assert.equal(readEnglish(draft, rootChildren), 3);
  assert.equal(readEnglish(draft, rootChildren), 3);
  assert.equal(readEnglish(refined, rootChildren), 1);
  assert.equal(readEnglish(draft, rootChildren), 3);
  assert.deepEqual(texts, [draft, refined]);
  assert.equal(parseEnglish(draft), parseEnglish(draft));
});
