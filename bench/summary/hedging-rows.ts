import { defaultRouterSettings } from '../../supabase/functions/_shared/router/router-settings.ts';
import type { GoalCheck } from '../load/load-goals';
import { formatDecimal } from '../load/text-table';
import { benchmarkGoals, ms, verdictOf } from './benchmark-goals';
import type { RouterResult } from './saved-results';

type HedgingRun = RouterResult['hedging'][number];

const hedgingMeasure = 'p99 with a vendor stalling 10% of calls for 5 s: hedging on vs off';
const poolHedgingMeasure =
  'p99 with two vendors, the faster stalling 10% of calls for 5 s: hedging on vs off';
const hedgingGoal = `≥ ${benchmarkGoals.hedgingMinReductionPercent}% lower, ≤ ${benchmarkGoals.hedgingMaxExtraCallsPercent}% extra calls`;

/**
 * The goal is judged at the hedge budget the function ships with, on the worst stall seed;
 * other budgets of a sweep are shown for context. Runs saved before the sweep name no budget:
 * they ran at the default of their day, which is the one judged.
 */
export function hedgingRows(result: RouterResult): GoalCheck[] {
  const shipped = defaultRouterSettings.hedgeBudgetRatio;
  const budgets = [
    ...new Set(
      result.hedging.filter((run) => run.hedging === 'on').map((run) => run.budget ?? null),
    ),
  ];
  const isShipped = (budget: number | null) => budget === null || budget === shipped;
  const rows = budgets
    .sort((left, right) =>
      isShipped(left) ? -1 : isShipped(right) ? 1 : (left ?? 0) - (right ?? 0),
    )
    .map((budget) =>
      hedgingRow(result.hedging, { budget, shipped: isShipped(budget), measure: hedgingMeasure }),
    );
  return rows.length > 0
    ? rows
    : [{ measure: hedgingMeasure, figure: 'not measured', goal: hedgingGoal, verdict: 'miss' }];
}

/**
 * The pool the issue most plausibly means: a second vendor to hedge to. Judged by the same goal
 * at the shipped budget; results saved before it existed have no row.
 */
export function poolHedgingRows(result: RouterResult): GoalCheck[] {
  if (!result.poolHedging) return [];
  const budget = defaultRouterSettings.hedgeBudgetRatio;
  return [hedgingRow(result.poolHedging, { budget, shipped: true, measure: poolHedgingMeasure })];
}

function hedgingRow(
  runs: readonly HedgingRun[],
  options: { budget: number | null; shipped: boolean; measure: string },
): GoalCheck {
  const pairs = runs
    .filter((run) => run.hedging === 'on' && (run.budget ?? null) === options.budget)
    .flatMap((on) => {
      const off = runs.find((run) => run.hedging === 'off' && run.seed === on.seed);
      return off ? [{ on, off, reduction: (1 - on.p99 / off.p99) * 100 }] : [];
    })
    .sort((left, right) => left.reduction - right.reduction);
  const measure = !options.shipped
    ? `  the same at hedge budget ${options.budget}`
    : options.budget === null
      ? options.measure
      : `${options.measure}, budget ${options.budget} (shipped)`;
  const goal = options.shipped ? hedgingGoal : '—';
  const worst = pairs[0];
  if (!worst)
    return { measure, figure: 'no run without hedging to compare', goal, verdict: 'miss' };
  const mostExtra = Math.max(...pairs.map((pair) => pair.on.extraCallsPercent));
  // A request answered 503 is a failure whatever the p99 says (its quick answer even lowers it).
  const unanswered = pairs.reduce((sum, pair) => sum + (pair.on.unanswered ?? 0), 0);
  const several = pairs.length > 1;
  const met =
    worst.reduction >= benchmarkGoals.hedgingMinReductionPercent &&
    mostExtra <= benchmarkGoals.hedgingMaxExtraCallsPercent &&
    unanswered === 0;
  return {
    measure,
    figure:
      `${several ? `worst of ${pairs.length} seeds: ` : ''}${ms(worst.on.p99)} vs ${ms(worst.off.p99)} ` +
      `(${formatDecimal(worst.reduction)}% lower), ${several ? 'at most ' : ''}${formatDecimal(mostExtra)}% extra calls` +
      (unanswered > 0 ? `; ${unanswered} requests answered 503` : ''),
    goal,
    verdict: options.shipped ? verdictOf(met) : 'info',
  };
}
