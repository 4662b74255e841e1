import type { ClaimChange, Claims, ClaimStrength } from '@/features/chat/model/claims';

const strengthOrder: readonly ClaimStrength[] = ['correlational', 'conditional', 'causal'];

function counted(strengths: readonly ClaimStrength[]): string {
  return strengthOrder
    .map((strength) => [strength, strengths.filter((each) => each === strength).length] as const)
    .filter(([, count]) => count > 0)
    .map(([strength, count]) => `${count} ${strength}`)
    .join(' · ');
}

/**
 * The strengths the refined text states: the draft's, with each raised one replaced. A claim
 * the draft did not state (a raise from no relation) is added.
 */
function refinedStrengths(claims: Claims): ClaimStrength[] {
  const strengths = new Map<string, ClaimStrength>();
  claims.draft.forEach((claim, index) => strengths.set(`${index}`, claim.strength));
  let added = 0;
  for (const change of claims.changed) {
    if (change.kind !== 'strength' || change.to === undefined) continue;
    const index = claims.draft.findIndex((claim) => claim.sentence === change.sentence);
    strengths.set(index >= 0 ? `${index}` : `added ${added++}`, change.to);
  }
  return [...strengths.values()];
}

/**
 * The claims figure on the metrics line: `CLAIMS 2 correlational · 1 causal`, the draft's
 * claims by strength, then `→ …` when the refined text states them differently. Nothing when
 * the draft states no relation.
 */
export function claimsFigure(claims: Claims | undefined): string | undefined {
  if (!claims || claims.draft.length === 0) return undefined;
  const before = counted(claims.draft.map((claim) => claim.strength));
  const after = counted(refinedStrengths(claims));
  return after === before ? `CLAIMS ${before}` : `CLAIMS ${before} → ${after}`;
}

const whatItStates = (strength: ClaimStrength | undefined) =>
  strength === 'causal'
    ? 'states a cause'
    : strength === 'conditional'
      ? 'suggests a cause'
      : 'states a relation';

const qualifierName: Record<Exclude<ClaimChange['kind'], 'strength' | 'tense'>, string> = {
  hedge: 'the hedge',
  scope: 'the scope',
  quantifier: 'the quantifier',
  statistical: 'the statistical qualifier',
};

/**
 * The warning for a claim the refined text carried further than the draft: a stronger relation,
 * a hedge, scope, quantifier or statistical qualifier gone, a result of the study turned into a
 * general truth.
 */
export function claimCheckLine(change: ClaimChange): string {
  const { kind, before, after } = change;
  if (kind === 'strength') {
    const stated = `"${after ?? change.sentence}" ${whatItStates(change.to)}`;
    return before
      ? `CHECK: ${stated} where your draft said "${before}"`
      : `CHECK: ${stated} your draft did not state`;
  }
  if (kind === 'tense') {
    return `CHECK: "${before}" from your draft is now "${after}": a result of your study reads as a general truth`;
  }
  return after
    ? `CHECK: "${after}" in place of ${qualifierName[kind]} "${before}" makes the claim firmer than your draft`
    : `CHECK: ${qualifierName[kind]} "${before}" from your draft is not in the refined text`;
}
