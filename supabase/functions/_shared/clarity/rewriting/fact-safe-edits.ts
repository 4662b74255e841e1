import {
  extractFacts,
  extractionPasses,
  type FoundFact,
} from '../../text/facts/fact-extraction.ts';
import { engineFactsLost, type FactLock, keepsEngineFacts } from '../../refinement/fact-lock.ts';
import type { WorkMeter } from '../../text/work-meter.ts';
import type { SpanGuard } from '../../text/protected-spans.ts';
import { RewrittenText, type RewriteState } from './rewritten-text.ts';
import { type AppliedEdit, applyEdits, type Edit } from './text-edits.ts';

/**
 * How far around an edit its effect on a fact is looked for: a rewrite changes how a fact reads
 * only next to it (a capital "May" before "2 June"), and this is more than the longest date,
 * range or citation of a sentence.
 */
const factReach = 100;

/** The part of each end of a window whose facts are not weighed (they may be cut off). */
const windowMargin = 40;

/** A round's edits as applied, and whether every one could be checked within the budget. */
export interface SafeEdits {
  text: string;
  applied: AppliedEdit[];
  /** False when the budget ran out and edits were left out unchecked. */
  complete: boolean;
  /** False when no way of applying the edits was shown safe: the text is the round's own. */
  safe: boolean;
}

/**
 * The edits of `group` (from the end) are applied on `rewritten`; whether they kept the facts
 * that stood around them, compared in a window of the text before and after (`before`).
 */
function keptFactsAround(
  rewritten: RewrittenText,
  before: RewriteState,
  group: readonly { edit: Edit; removed: number }[],
  budget: WorkMeter,
): boolean | undefined {
  const after = rewritten.saved();
  const leftmost = group.at(-1)!.edit.start;
  const removed = group.reduce((sum, { removed }) => sum + removed, 0);
  const start = Math.max(0, Math.min(leftmost, after.cut) - factReach);
  // Right of the rightmost edit, only what its seams removed (and one capital) changed.
  const end = Math.min(before.length, group[0]!.edit.end + removed + 1 + factReach);
  const windowAfter = rewritten.read(start, end + after.length - before.length);
  rewritten.restore(before);
  const windowBefore = rewritten.read(start, end);
  rewritten.restore(after);
  const passes = extractionPasses + 4;
  if (!budget.affords((windowBefore.length + windowAfter.length) * passes)) return undefined;
  budget.spend((windowBefore.length + windowAfter.length) * passes);
  // Facts at a window's cut edges may be cut too (a date read without its day), the same way
  // before and after: only the facts away from a cut are weighed, where the edits are.
  const head = start > 0 ? windowMargin : 0;
  const tail = end < before.length ? windowMargin : 0;
  const middle = (window: string) => (fact: FoundFact) =>
    fact.start >= head && fact.end <= window.length - tail;
  const factsBefore = extractFacts(windowBefore).filter(middle(windowBefore));
  const factsAfter = extractFacts(windowAfter).filter(middle(windowAfter));
  const middleAfter = windowAfter.slice(head, windowAfter.length - tail);
  return engineFactsLost(factsBefore, factsAfter, middleAfter) === 0;
}

/**
 * Applies a round's edits, then checks the draft's hard facts and names with the same lock
 * vendors are held to. Edits never touch a fact, but one can change how a fact reads next to it (a capital
 * "May" before "2 June" reads as a date): then the edits are tried again from the end in halves,
 * each half kept when the facts around it read as before, else halved again down to single
 * edits, any of which that changes how a fact near it reads is left out (even when the same
 * fact is written elsewhere too). Each check reads only the text around its edits, so a round
 * costs in proportion to the text, not to its length times its edits. The result is checked
 * whole once more; should an edit have reached further than its neighbourhood, the round is
 * given up, so the engine keeps every hard fact.
 */
export function applyKeepingFacts(
  text: string,
  edits: readonly Edit[],
  guard: SpanGuard,
  lock: FactLock,
  budget: WorkMeter,
): SafeEdits {
  budget.read(text);
  const together = applyEdits(text, edits, guard);
  if (keepsEngineFacts(lock.check(together.text, budget))) {
    return { ...together, complete: true, safe: true };
  }
  const rewritten = new RewrittenText(text);
  const keptEdits: Edit[] = [];
  let complete = true;
  /** Edits from the end; `losesFacts` when they are known to lose a fact together. */
  const tryEdits = (group: readonly Edit[], losesFacts: boolean): void => {
    if (group.length === 0) return;
    if (!losesFacts) {
      const before = rewritten.saved();
      const applied = group.map((edit) => ({ edit, ...rewritten.apply(edit, guard) }));
      const kept = keptFactsAround(rewritten, before, applied, budget);
      if (kept) {
        keptEdits.push(...group);
        return;
      }
      rewritten.restore(before);
      // Out of budget: what is left is left out, unchecked.
      if (kept === undefined) complete = false;
      if (group.length === 1 || kept === undefined) return;
    }
    const middle = Math.ceil(group.length / 2);
    tryEdits(group.slice(0, middle), false);
    tryEdits(group.slice(middle), false);
  };
  tryEdits(
    [...edits].sort((a, b) => b.start - a.start),
    true,
  );
  budget.read(text);
  const result = applyEdits(text, keptEdits, guard);
  if (keepsEngineFacts(lock.check(result.text, budget))) return { ...result, complete, safe: true };
  return { text, applied: [], complete, safe: false };
}
