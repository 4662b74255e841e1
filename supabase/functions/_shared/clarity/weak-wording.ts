import { fillers } from 'fillers';
import { hedges } from 'hedges';
import { isLiteral } from 'nlcst-is-literal';
import { normalize } from 'nlcst-normalize';
import { weasels } from 'weasels';
import { eachNodeOfType, type WalkedNode } from './tree-walk.ts';

/** Weak wording by kind, counted as retext-intensify files it (a phrase has one kind). */
export interface WeakWordingCounts {
  hedges: number;
  fillers: number;
  weasels: number;
}

type Kind = keyof WeakWordingCounts;

interface Phrase {
  kind: Kind;
  /** The words after the first, normalized. */
  rest: string[];
}

/** retext-intensify's precedence when a phrase is on several lists: weasel, then filler. */
const kindOf = (phrase: string): Kind =>
  weasels.includes(phrase) ? 'weasels' : fillers.includes(phrase) ? 'fillers' : 'hedges';

/**
 * The three lists retext-intensify searches, indexed once by their normalized first word.
 * (nlcst-search rebuilds such an index on every search, which was most of a reply's
 * measurement.)
 */
const phrasesByFirstWord: ReadonlyMap<string, readonly Phrase[]> = (() => {
  const index = new Map<string, Phrase[]>();
  for (const phrase of new Set([...fillers, ...hedges, ...weasels])) {
    const [first, ...rest] = phrase.split(' ');
    const key = normalize(first!);
    const entry = { kind: kindOf(phrase), rest: rest.map((word) => normalize(word)) };
    index.set(key, [...(index.get(key) ?? []), entry]);
  }
  return index;
})();

type Sibling = WalkedNode & { value?: string };

/** Whether the phrase's other words follow at `position`, with only white space between. */
function restMatches(rest: readonly string[], siblings: readonly Sibling[], start: number) {
  let position = start + 1;
  for (const expected of rest) {
    while (siblings[position]?.type === 'WhiteSpaceNode') position++;
    const sibling = siblings[position];
    if (sibling?.type !== 'WordNode' || normalize(sibling as never) !== expected) return false;
    position++;
  }
  return true;
}

/**
 * Counts hedges, fillers and weasel words in a parsed English text exactly as retext-intensify
 * 7 would report them (same lists, same matching: case, apostrophes and dashes ignored, words
 * quoted or set off as a literal skipped), without building a message per match. A test holds
 * the two equal on the clarity corpus.
 */
export function countWeakWording(tree: WalkedNode): WeakWordingCounts {
  const counts: WeakWordingCounts = { hedges: 0, fillers: 0, weasels: 0 };
  eachNodeOfType(tree, 'WordNode', (word, index, parent) => {
    const candidates = phrasesByFirstWord.get(normalize(word as never));
    if (!candidates || isLiteral(parent as never, index)) return;
    const siblings = parent.children as Sibling[];
    for (const phrase of candidates) {
      if (restMatches(phrase.rest, siblings, index)) counts[phrase.kind]++;
    }
  });
  return counts;
}
