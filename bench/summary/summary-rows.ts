import { defaultRouterSettings } from '../../supabase/functions/_shared/router/router-settings.ts';
import type { GoalCheck, Verdict } from '../load/load-goals';
import { checkLoadGoals } from '../load/load-goals';
import { formatDecimal } from '../load/text-table';
import type {
  BenchmarkName,
  LoadResult,
  RouterResult,
  Saved,
  SavedResults,
  StackResult,
  WebResult,
} from './saved-results';

/** One line of the summary table: a figure beside its goal. */
export interface SummaryRow extends GoalCheck {
  benchmark: BenchmarkName;
}

/**
 * Goals that the benchmarks do not save with their figures, as the issues set them: the stack's
 * start-up (issue 2) and the router's overhead, hedging and dead vendor (issue 4). bench:web and
 * bench:load save their own goals.
 */
export const benchmarkGoals = {
  stackColdStartMs: 8_000,
  routerOverheadP50Ms: 0.5,
  routerOverheadP99Ms: 2,
  hedgingMinReductionPercent: 50,
  hedgingMaxExtraCallsPercent: 10,
  deadVendorMaxCalls: 5,
} as const;

const verdictOf = (met: boolean): Verdict => (met ? 'pass' : 'miss');
const ms = (value: number) => `${formatDecimal(value)} ms`;
const median = (values: readonly number[]) =>
  [...values].sort((left, right) => left - right)[Math.floor((values.length - 1) / 2)] ?? NaN;

/** Every benchmark's rows in a fixed order; a benchmark without a result is one missed row. */
export function summaryRows(results: SavedResults): SummaryRow[] {
  return [
    ...rowsOf('stack', results.stack, stackRows),
    ...rowsOf('router', results.router, routerRows),
    ...rowsOf('web', results.web, webRows),
    ...rowsOf('load', results.load, loadRows),
  ];
}

function rowsOf<Result>(
  benchmark: BenchmarkName,
  saved: Saved<Result>,
  toChecks: (result: Result) => GoalCheck[],
): SummaryRow[] {
  if (!saved.found) {
    return [{ benchmark, measure: 'no result', figure: saved.reason, goal: '—', verdict: 'miss' }];
  }
  return toChecks(saved.result).map((check) => ({ benchmark, ...check }));
}

export function stackRows(result: StackResult): GoalCheck[] {
  const latency = (label: string, rows: StackResult['passwordSignIn']): GoalCheck[] =>
    rows.map((row) => ({
      measure: `${label} p50 / p99, concurrency ${row.connections}`,
      figure:
        `${formatDecimal(row.p50Ms)} / ${ms(row.p99Ms)}` +
        (row.failures > 0 ? `, ${row.failures} failed` : ''),
      goal: '—',
      verdict: row.failures > 0 ? 'miss' : 'info',
    }));
  return [
    {
      measure: 'cold start to ready (new database)',
      figure: `${formatDecimal(result.coldStartMs / 1000)} s`,
      goal: `≤ ${benchmarkGoals.stackColdStartMs / 1000} s`,
      verdict: verdictOf(result.coldStartMs <= benchmarkGoals.stackColdStartMs),
    },
    {
      measure: 'warm restart to ready',
      figure: `${formatDecimal(result.warmRestartMs / 1000)} s`,
      goal: '—',
      verdict: 'info',
    },
    ...latency('password sign-in', result.passwordSignIn),
    ...latency('is_email_allowed', result.isEmailAllowed),
  ];
}

export function routerRows(result: RouterResult): GoalCheck[] {
  const { routerOverheadP50Ms: p50Goal, routerOverheadP99Ms: p99Goal } = benchmarkGoals;
  const overhead = result.overhead.flatMap((row): GoalCheck[] => [
    {
      measure: `function overhead p50 / p99, concurrency ${row.concurrency}`,
      figure: `${formatDecimal(row.overheadP50)} / ${ms(row.overheadP99)}`,
      goal: `≤ ${p50Goal} / ≤ ${p99Goal} ms`,
      verdict: verdictOf(row.overheadP50 <= p50Goal && row.overheadP99 <= p99Goal),
    },
    {
      measure: `  of which the router's own time (meta.overhead_ms), concurrency ${row.concurrency}`,
      figure: `${formatDecimal(row.routerP50)} / ${ms(row.routerP99)}`,
      goal: '—',
      verdict: 'info',
    },
    ...(row.portkeyOverheadP50 !== undefined && row.portkeyOverheadP99 !== undefined
      ? [
          {
            measure: `  Portkey OSS overhead, same mock, concurrency ${row.concurrency}`,
            figure: `${formatDecimal(row.portkeyOverheadP50)} / ${ms(row.portkeyOverheadP99)}`,
            goal: '—',
            verdict: 'info' as const,
          },
        ]
      : []),
  ]);
  return [...overhead, ...hedgingRows(result), deadVendorRow(result), coldStartRow(result)];
}

type HedgingRun = RouterResult['hedging'][number];

const hedgingMeasure = 'p99 with a vendor stalling 10% of calls for 5 s: hedging on vs off';
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
    .map((budget) => hedgingRow(result.hedging, { budget, shipped: isShipped(budget) }));
  return rows.length > 0
    ? rows
    : [{ measure: hedgingMeasure, figure: 'not measured', goal: hedgingGoal, verdict: 'miss' }];
}

function hedgingRow(
  runs: readonly HedgingRun[],
  options: { budget: number | null; shipped: boolean },
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
      ? hedgingMeasure
      : `${hedgingMeasure}, budget ${options.budget} (shipped)`;
  const goal = options.shipped ? hedgingGoal : '—';
  const worst = pairs[0];
  if (!worst)
    return { measure, figure: 'no run without hedging to compare', goal, verdict: 'miss' };
  const mostExtra = Math.max(...pairs.map((pair) => pair.on.extraCallsPercent));
  const several = pairs.length > 1;
  const met =
    worst.reduction >= benchmarkGoals.hedgingMinReductionPercent &&
    mostExtra <= benchmarkGoals.hedgingMaxExtraCallsPercent;
  return {
    measure,
    figure:
      `${several ? `worst of ${pairs.length} seeds: ` : ''}${ms(worst.on.p99)} vs ${ms(worst.off.p99)} ` +
      `(${formatDecimal(worst.reduction)}% lower), ${several ? 'at most ' : ''}${formatDecimal(mostExtra)}% extra calls`,
    goal,
    verdict: options.shipped ? verdictOf(met) : 'info',
  };
}

function deadVendorRow(result: RouterResult): GoalCheck {
  const dead = result.deadVendor;
  return {
    measure: 'calls to a dead vendor before it is skipped',
    figure: `${dead.callsAfterDeath}; ${dead.answeredAfterDeath} of ${dead.requestsAfterDeath} requests answered`,
    goal: `≤ ${benchmarkGoals.deadVendorMaxCalls}; all answered`,
    verdict: verdictOf(
      dead.callsAfterDeath <= benchmarkGoals.deadVendorMaxCalls &&
        dead.answeredAfterDeath === dead.requestsAfterDeath,
    ),
  };
}

function coldStartRow(result: RouterResult): GoalCheck {
  return {
    measure: 'function cold start to first answer (median)',
    figure: `${ms(median(result.coldStart.vendorMs))} (offline engine ${ms(median(result.coldStart.localMs))})`,
    goal: '—',
    verdict: 'info',
  };
}

export function webRows(result: WebResult): GoalCheck[] {
  return [
    {
      measure: 'JS loaded by / (gzip)',
      figure: `${formatDecimal(result.landing.initialJsGzipKb)} KB`,
      goal: `≤ ${result.landing.goalKb} KB`,
      verdict: verdictOf(result.landing.initialJsGzipKb <= result.landing.goalKb),
    },
    ...result.renders.map((figure) => ({
      measure: `${figure.name} (2,000 messages)`,
      figure: `${figure.value} ${figure.unit}`,
      goal: figure.goal === 0 ? '0' : `≤ ${figure.goal}`,
      verdict: verdictOf(figure.value <= figure.goal),
    })),
  ];
}

export function loadRows(result: LoadResult): GoalCheck[] {
  return checkLoadGoals(result, result.goals);
}
