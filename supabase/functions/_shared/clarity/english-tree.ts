import { retext } from 'retext';
import retextEnglish from 'retext-english';
import { VFile } from 'vfile';
import type { TextTree } from './text-metrics.ts';

const parser = retext().use(retextEnglish);

/** The last few texts parsed: the draft and the refined text are each parsed once per reply. */
const recent: { text: string; tree: TextTree }[] = [];

/**
 * The retext-english tree of a text, shared by every check that reads it (the draft's slips and
 * grade, the refined text's notes): parsing is most of what a check costs on a long draft. The
 * checks only read the tree.
 */
export function parseEnglish(text: string): TextTree {
  const cached = recent.find((entry) => entry.text === text);
  if (cached) return cached.tree;
  const tree = parser.parse(new VFile(text));
  recent.unshift({ text, tree });
  recent.length = Math.min(recent.length, 4);
  return tree;
}
