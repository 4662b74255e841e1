import type { GoalCheck } from '../load/load-goals';
import { checkLoadGoals } from '../load/load-goals';
import { formatDecimal } from '../load/text-table';
import { benchmarkGoals, ms, verdictOf } from './benchmark-goals';
import { hedgingRows, poolHedgingRows } from './hedging-rows';
import { quotaPathRows } from './quota-path-rows';
import { quotaRows } from './quota-rows';
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

const median = (values: readonly number[]) =>
  [...values].sort((left, right) => left - right)[Math.floor((values.length - 1) / 2)] ?? NaN;

/** Every benchmark's rows in a fixed order; a benchmark without a result is one missed row. */
export function summaryRows(results: SavedResults): SummaryRow[] {
  return [
    ...rowsOf('stack', results.stack, stackRows),
    ...rowsOf('quota', results.quota, quotaRows),
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
  return [
    ...overhead,
    ...quotaPathRows(result),
    ...hedgingRows(result),
    ...poolHedgingRows(result),
    deadVendorRow(result),
    coldStartRow(result),
  ];
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
    ...(result.landing.withStoredSessionJsGzipKb === undefined
      ? []
      : [
          {
            measure: '  JS loaded by / with a stored session (gzip)',
            figure: `${formatDecimal(result.landing.withStoredSessionJsGzipKb)} KB`,
            goal: '—',
            verdict: 'info' as const,
          },
        ]),
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
