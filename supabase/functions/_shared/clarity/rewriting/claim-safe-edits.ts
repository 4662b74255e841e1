import type { ClaimChange } from '../../contract/claims-contract.ts';
import { createClaimLock } from '../../refinement/claim-lock.ts';
import type { FactLock } from '../../refinement/fact-lock.ts';
import type { SpanGuard } from '../../text/protected-spans.ts';
import type { WorkMeter } from '../../text/work-meter.ts';
import { applyKeepingFacts, type SafeEdits } from './fact-safe-edits.ts';
import type { Edit } from './text-edits.ts';

/** A round's edits as applied with every claim kept, and the edits held back to keep one. */
export interface ClaimSafeEdits extends SafeEdits {
  /** Edits left out because they carried a claim further ("I think that" on a finding). */
  held: Edit[];
  /** What those edits would have done to the claims. */
  heldChanges: ClaimChange[];
}

/** The spans of `text` where the changed claims' sentences stand. */
function changedSentences(text: string, changes: readonly ClaimChange[]) {
  const spans: { start: number; end: number }[] = [];
  for (const sentence of new Set(changes.map((change) => change.sentence))) {
    let at = text.indexOf(sentence);
    while (at >= 0) {
      spans.push({ start: at, end: at + sentence.length });
      at = text.indexOf(sentence, at + sentence.length);
    }
  }
  return spans;
}

/**
 * Applies a round's edits keeping the facts (`applyKeepingFacts`), then holds it to the claim
 * lock vendors are held to: the edits in a sentence whose claim they carried further (a hedge
 * dropped, a scope lost, a relation read as a cause) are left out and the rest applied again,
 * then each of them is tried back alone and kept if the claims still read as before. Should the
 * claims differ without them, the round is given up: the offline engine never states a claim
 * more strongly than its draft, in any style.
 */
export function applyKeepingClaims(
  text: string,
  edits: readonly Edit[],
  guard: SpanGuard,
  facts: FactLock,
  budget: WorkMeter,
): ClaimSafeEdits {
  const result = applyKeepingFacts(text, edits, guard, facts, budget);
  if (result.applied.length === 0) return { ...result, held: [], heldChanges: [] };
  const claims = createClaimLock(text, budget);
  const first = claims.check(result.text, budget);
  if (first.changed.length === 0 && !first.incomplete) {
    return { ...result, held: [], heldChanges: [] };
  }
  const spans = changedSentences(text, first.changed);
  const touches = (edit: Edit) =>
    spans.some((span) => edit.start < span.end && edit.end > span.start);
  let kept = edits.filter((edit) => !touches(edit));
  const suspects = edits.filter(touches);
  let applied = applyKeepingFacts(text, kept, guard, facts, budget);
  const check = claims.check(applied.text, budget);
  if (spans.length === 0 || check.changed.length > 0 || check.incomplete) {
    return giveUp(text, edits, result.complete, first.changed);
  }
  // Each edit of those sentences is tried back alone: "It is possible that … may" → "… may" keeps
  // the claim where "somewhat more aware" → "more aware" beside it does not.
  const held: Edit[] = [];
  suspects.forEach((edit, index) => {
    if (index >= triedBack) {
      held.push(edit);
      return;
    }
    const withEdit = applyKeepingFacts(text, [...kept, edit], guard, facts, budget);
    const tried = claims.check(withEdit.text, budget);
    const keepsClaims = tried.changed.length === 0 && !tried.incomplete;
    if (keepsClaims && withEdit.applied.length > applied.applied.length) {
      kept = [...kept, edit];
      applied = withEdit;
    } else {
      held.push(edit);
    }
  });
  return { ...applied, held, heldChanges: first.changed };
}

/** How many edits of a changed sentence are tried back one by one: each try reads the text. */
const triedBack = 8;

function giveUp(
  text: string,
  edits: readonly Edit[],
  complete: boolean,
  changes: ClaimChange[],
): ClaimSafeEdits {
  return { text, applied: [], complete, safe: false, held: [...edits], heldChanges: changes };
}
