import { refineMessage } from '../_shared/clarity/clarity-engine.ts';
import { measureText } from '../_shared/clarity/text-metrics.ts';
import type { RefinementStyle } from '../_shared/contract/route-request-contract.ts';
import { createReplyJudge } from '../_shared/refinement/reply-judge.ts';
import {
  alignmentBudgetFor,
  locateChanges,
} from '../_shared/refinement/changes/located-changes.ts';
import { budgetFor, type WorkMeter } from '../_shared/text/work-meter.ts';

/** What one request's pipeline spent, counted by the budgets each part carried. */
export interface PipelineSteps {
  steps: number;
  /** Whether any part ran out of its budget (and so answered with only part of its work). */
  exhausted: boolean;
}

/**
 * The work the route does for one draft in one style with the offline engine answering: the
 * draft's analysis beside the call (its facts, content words and metrics), the offline rewrite,
 * its reply judged as a vendor's would be, the fact and claim locks on the refined text and its
 * metrics, and its changes placed in both texts.
 * Each part carries the budget it has in the route; their steps are added up.
 */
export async function runRefinePipeline(
  draft: string,
  style: RefinementStyle | undefined,
): Promise<PipelineSteps> {
  const budgets: WorkMeter[] = [];
  const counted = (characters: number) => {
    const budget = budgetFor(characters);
    budgets.push(budget);
    return budget;
  };
  const judge = createReplyJudge(draft, { budgetFor: counted });
  judge.prepare();
  measureText(draft, counted(draft.length));
  const result = await refineMessage(draft, {
    ...(style ? { style } : {}),
    budget: counted(draft.length),
  });
  const verdict = judge.judge(result.report);
  judge.lock.check(result.refined, counted(draft.length + result.refined.length));
  judge.claimLock.check(result.refined, counted(draft.length + result.refined.length));
  measureText(result.refined, counted(result.refined.length));
  const alignment = alignmentBudgetFor(draft.length + result.refined.length);
  budgets.push(alignment);
  const changes = verdict.accepted ? verdict.parsed.changes : result.structured.changes;
  locateChanges(draft, result.refined, changes, alignment);
  return {
    steps: budgets.reduce((sum, budget) => sum + budget.steps, 0),
    exhausted: budgets.some((budget) => budget.exhausted),
  };
}
