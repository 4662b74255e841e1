import type { toString } from 'nlcst-to-string';
import { retext } from 'retext';
import retextEnglish from 'retext-english';
import { VFile } from 'vfile';
const parser = retext().use(retextEnglish);

/** A parsed English text (any retext-english processor's tree has this shape). */
export type TextTree = ReturnType<typeof parser.parse>;
/** Any node of such a tree (as `nlcst-to-string` takes it), and the two kinds the measures read. */
export type TextNode = Exclude<Parameters<typeof toString>[0], readonly unknown[]>;
export type SentenceNode = Extract<TextNode, { type: 'SentenceNode' }>;
export type WordNode = Extract<TextNode, { type: 'WordNode' }>;

/** A sentence's words: in nlcst they are its children, never deeper, and hold no other word. */
export const wordsOf = (sentence: SentenceNode): WordNode[] =>
  sentence.children.filter((child): child is WordNode => child.type === 'WordNode');

/**
 * The last few texts parsed: the draft and the refined text are each parsed once per request,
 * for the offline engine's checks and grade and for the metrics both texts get.
 */
const recent: { text: string; tree: TextTree }[] = [];

/**
 * The retext-english tree of a text, shared by every check that reads it (the draft's slips and
 * grade, the refined text's notes): parsing is most of what a check costs on a long draft. The
 * checks only read the tree.
 */
export function parseEnglish(text: string): TextTree {
  const cached = recent.find((entry) => entry.text === text);
  if (cached) return cached.tree;
  // With a `cwd` of its own, vfile does not ask the OS for the working directory on every parse.
  const tree = parser.parse(new VFile({ value: text, cwd: '/' }));
  recent.unshift({ text, tree });
  recent.length = Math.min(recent.length, 4);
  return tree;
}
