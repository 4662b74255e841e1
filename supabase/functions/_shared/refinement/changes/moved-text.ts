import { HunkGroups, joinedChanges, type PlacedChange } from './change-grouping.ts';

/** Fewer shared words than this is a coincidence, not a moved stretch of text. */
const movedWordsAtLeast = 3;

const wordsOf = (text: string) =>
  new Set([...text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0]));

/** The words one side of a change has and the other lacks. */
function gained(from: Set<string>, to: Set<string>): Set<string> {
  const words = new Set<string>();
  for (const word of to) if (!from.has(word)) words.add(word);
  return words;
}

function sharedCount(one: Set<string>, other: Set<string>): number {
  const [small, large] = one.size <= other.size ? [one, other] : [other, one];
  let count = 0;
  for (const word of small) if (large.has(word)) count++;
  return count;
}

/**
 * Text moved, joined: where one change cuts a stretch of the draft ("Could you send the consent
 * forms?") and another writes it elsewhere ("Please send the consent forms."), keeping one and
 * turning the other down would say it twice or not at all. So a change whose cut words and
 * another's added words are mostly the same (at least three, and at least half of the fewer)
 * is joined with it: one change, from the first to the last. Bounded: the changes are at most
 * `maxPlacedChanges`, each pair compared over the smaller of its word sets.
 */
export function joinMovedText(
  draft: string,
  refined: string,
  changes: PlacedChange[],
): PlacedChange[] {
  if (changes.length < 2) return changes;
  const sides = changes.map(({ at }) => {
    const before = wordsOf(draft.slice(at.draft.start, at.draft.end));
    const after = wordsOf(refined.slice(at.refined.start, at.refined.end));
    return { cut: gained(after, before), added: gained(before, after) };
  });
  const groups = new HunkGroups(changes.length);
  let joined = false;
  sides.forEach((cutting, cutIndex) => {
    if (cutting.cut.size < movedWordsAtLeast) return;
    sides.forEach((adding, addIndex) => {
      if (addIndex === cutIndex || adding.added.size < movedWordsAtLeast) return;
      const shared = sharedCount(cutting.cut, adding.added);
      const fewer = Math.min(cutting.cut.size, adding.added.size);
      if (shared >= movedWordsAtLeast && shared * 2 >= fewer) {
        groups.join(cutIndex, addIndex);
        joined = true;
      }
    });
  });
  if (!joined) return changes;
  return joinedChanges(groups, changes, { draft, refined });
}
