import type { RefinementChange, TextSpan } from '../../contract/refinement-contract.ts';
import type { Hunk } from './text-hunks.ts';

/** A change with its place in the draft and in the refined text. */
export type PlacedChange = RefinementChange & { at: { draft: TextSpan; refined: TextSpan } };

/** Hunks joined into groups: a group is one change, however many hunks it holds. */
export class HunkGroups {
  readonly #parent: number[];

  constructor(count: number) {
    this.#parent = Array.from({ length: count }, (_, index) => index);
  }

  find(hunk: number): number {
    let root = hunk;
    while (this.#parent[root] !== root) root = this.#parent[root]!;
    for (let at = hunk; this.#parent[at] !== root;) {
      const next = this.#parent[at]!;
      this.#parent[at] = root;
      at = next;
    }
    return root;
  }

  join(one: number, other: number): void {
    const left = this.find(one);
    const right = this.find(other);
    if (left !== right) this.#parent[Math.max(left, right)] = Math.min(left, right);
  }

  /**
   * The changes as runs of consecutive hunks: a group whose hunks lie apart takes in every hunk
   * between them (a change is one stretch of each text), and groups that interleave become one.
   */
  runs(): [first: number, last: number][] {
    const count = this.#parent.length;
    const lastOf = new Array<number>(count).fill(-1);
    for (let hunk = 0; hunk < count; hunk++) lastOf[this.find(hunk)] = hunk;
    const runs: [number, number][] = [];
    for (let first = 0; first < count;) {
      let last = lastOf[this.find(first)]!;
      for (let hunk = first; hunk <= last; hunk++) last = Math.max(last, lastOf[this.find(hunk)]!);
      runs.push([first, last]);
      first = last + 1;
    }
    return runs;
  }
}

/**
 * The changes after joining: each run of hunks becomes one change over the stretch of each text
 * it covers, with the reasons of the changes it took in.
 */
export function joinedChanges(
  groups: HunkGroups,
  changes: readonly PlacedChange[],
  texts: { draft: string; refined: string },
): PlacedChange[] {
  return groups.runs().map(([first, last]) => {
    if (first === last) return changes[first]!;
    const at = {
      draft: { start: changes[first]!.at.draft.start, end: changes[last]!.at.draft.end },
      refined: { start: changes[first]!.at.refined.start, end: changes[last]!.at.refined.end },
    };
    const reasons = new Set(changes.slice(first, last + 1).map((change) => change.reason));
    return {
      reason: [...reasons].join('; '),
      before: texts.draft.slice(at.draft.start, at.draft.end),
      after: texts.refined.slice(at.refined.start, at.refined.end),
      at,
    };
  });
}

/** Only spaces and what opens a sentence or a quote lie between the two hunks. */
const onlyOpeners = /^[\s"'“‘«([]*$/u;
const articles = new Set(['a', 'an']);

const isCaseOnly = (before: string, after: string) =>
  before !== after && before.length > 0 && before.toLowerCase() === after.toLowerCase();

/**
 * Changes that only make sense together, though the alignment found them apart: a word whose
 * capital changed right after another change (the split or joined sentence it starts), and "a"
 * turned into "an" (or back) right before another change (the word it agrees with). Joined.
 */
export function joinDependentHunks(
  texts: { draft: string; refined: string },
  hunks: readonly Hunk[],
  groups: HunkGroups,
): void {
  const { draft, refined } = texts;
  const words = (hunk: Hunk) => ({
    before: draft.slice(hunk.draft.start, hunk.draft.end).trim(),
    after: refined.slice(hunk.refined.start, hunk.refined.end).trim(),
  });
  for (let index = 0; index + 1 < hunks.length; index++) {
    const here = hunks[index]!;
    const next = hunks[index + 1]!;
    // The text between two hunks is the same in both texts.
    if (next.refined.start - here.refined.end > 8) continue;
    if (!onlyOpeners.test(refined.slice(here.refined.end, next.refined.start))) continue;
    const { before, after } = words(here);
    const nextWords = words(next);
    const capital = isCaseOnly(nextWords.before, nextWords.after);
    const article =
      articles.has(before.toLowerCase()) &&
      articles.has(after.toLowerCase()) &&
      before.toLowerCase() !== after.toLowerCase();
    if (capital || article) groups.join(index, index + 1);
  }
}
