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

/** A pass over a text's tree; what it returns is shared by every reader, which only reads it. */
export type TreePass<T> = (tree: TextTree, text: string) => T;

/**
 * The last few texts read: the draft and the refined text are each read once per request, for
 * the offline engine's checks and grade and for the metrics both texts get.
 */
const recent: { text: string; tree: TextTree; passes: Map<TreePass<unknown>, unknown> }[] = [];

function readingOf(text: string) {
  const cached = recent.find((entry) => entry.text === text);
  if (cached) return cached;
  // With a `cwd` of its own, vfile does not ask the OS for the working directory on every parse.
  const tree = parser.parse(new VFile({ value: text, cwd: '/' }));
  recent.unshift({ text, tree, passes: new Map() });
  recent.length = Math.min(recent.length, 4);
  return recent[0]!;
}

/**
 * The retext-english tree of a text, shared by every check that reads it (the draft's slips and
 * grade, the refined text's notes): parsing is most of what a check costs on a long draft. The
 * checks only read the tree.
 */
export const parseEnglish = (text: string): TextTree => readingOf(text).tree;

/**
 * `pass` over the text's tree, run once per text whoever asks: the analysis and the metrics
 * both read the refined text's counts, passives and weak wording, the engine and the metrics
 * the draft's counts.
 */
export function readEnglish<T>(text: string, pass: TreePass<T>): Readonly<T> {
  const { tree, passes } = readingOf(text);
  if (!passes.has(pass)) passes.set(pass, pass(tree, text));
  return passes.get(pass) as T;
}
