import { claimsFigure } from '@/features/chat/model/claim-lines';
import type { Claims } from '@/features/chat/model/claims';
import type { Fact, RefinementChange, TextMetrics } from '@/features/chat/model/refinement';

/**
 * The one metrics line under a refined reply, draft → refined:
 * `GRADE 12.4 → 8.1 · WORDS 182 → 121 · PASSIVE 3 → 0 · HEDGES 5 → 1`, then
 * `· CONTRACTIONS 4 → 0` when either side has one (how a FORMAL or FRIENDLIER follow-up worked;
 * older servers send no count, and a line of zeros would only be noise), then the draft's
 * claims by strength (`· CLAIMS 2 correlational · 1 causal`) when it states any.
 */
export function metricsLine(
  metrics: { before: TextMetrics; after: TextMetrics },
  claims?: Claims,
): string {
  const { before, after } = metrics;
  const contractions = [before.contractions ?? 0, after.contractions ?? 0];
  const claimsCount = claimsFigure(claims);
  return [
    `GRADE ${before.grade.toFixed(1)} → ${after.grade.toFixed(1)}`,
    `WORDS ${before.words} → ${after.words}`,
    `PASSIVE ${before.passive} → ${after.passive}`,
    `HEDGES ${before.hedges} → ${after.hedges}`,
    ...(contractions.some((count) => count > 0)
      ? [`CONTRACTIONS ${contractions[0]} → ${contractions[1]}`]
      : []),
    ...(claimsCount ? [claimsCount] : []),
  ].join(' · ');
}

/**
 * The warning for a fact of the draft the refined text lost. A negation's `text` is the words
 * around it ("did not differ"): what went missing is the negation, not those words; and one the
 * refined text `added` changes the meaning just as much.
 */
export function checkLine(fact: Fact): string {
  if (fact.kind !== 'negation') {
    return `CHECK: "${fact.text}" from your draft is not in the refined text`;
  }
  return fact.added
    ? `CHECK: the refined text adds a negation your draft did not have, in "${fact.text}"`
    : `CHECK: the negation in "${fact.text}" from your draft is not in the refined text`;
}

/** One change as a line: `"in order to" → "to": shorter`, `dropped "very": filler`, or the reason. */
export function changeLine(change: RefinementChange): string {
  const { reason, after } = change;
  // An empty `before` is an insertion: nothing was there to quote.
  const before = change.before === '' ? undefined : change.before;
  if (before !== undefined && after === '') return `dropped "${before}": ${reason}`;
  if (before !== undefined && after !== undefined) return `"${before}" → "${after}": ${reason}`;
  if (before !== undefined) return `"${before}": ${reason}`;
  if (after) return `added "${after}": ${reason}`;
  return reason;
}
