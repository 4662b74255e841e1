import type { AppliedEdit } from './rewriting/text-edits.ts';

/** One change as the reader is shown it. */
export interface Change {
  from: string;
  to: string;
  why: string;
  /** A sentence moved whole, its words unchanged (`from` is the sentence). */
  moved?: true;
}

function countChanges(applied: readonly AppliedEdit[]) {
  const counts = new Map<string, { change: Change; count: number }>();
  for (const edit of applied) {
    const key = `${edit.from.toLowerCase()}\u0000${edit.to.toLowerCase()}\u0000${edit.reason}`;
    const seen = counts.get(key);
    if (seen) seen.count++;
    else {
      const change: Change = { from: edit.from, to: edit.to, why: edit.reason };
      if (edit.family === 'point-first') change.moved = true;
      counts.set(key, { change, count: 1 });
    }
  }
  return [...counts.values()];
}

/**
 * The applied edits as changes, in order, the same change made several times listed once
 * ("utilize" → "use" (3 times)): a long draft's list stays readable.
 */
export function summariseChanges(applied: readonly AppliedEdit[]): Change[] {
  return countChanges(applied).map(({ change, count }) =>
    count === 1 ? change : { ...change, why: `${change.why} (${count} times)` },
  );
}

/**
 * Each distinct edit once, without a count: what the reply's changes are placed from, one
 * change at each place the edit was made (refinement/changes/located-changes.ts).
 */
export function distinctChanges(applied: readonly AppliedEdit[]): Change[] {
  return countChanges(applied).map(({ change }) => change);
}
