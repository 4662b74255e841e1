import type { GoalCheck } from '../load/load-goals';
import { adversarialChecks } from '../adversarial/adversarial-result';
import { checkLoadGoals } from '../load/load-goals';
import { formatDecimal } from '../load/text-table';
import { benchmarkGoals, ms, verdictOf } from './benchmark-goals';
import { clarityRows } from './clarity-rows';
import { firstWordRows } from './first-word-rows';
import { hedgingRows, poolHedgingRows } from './hedging-rows';
import { lighthouseRows } from './lighthouse-rows';
import { privacyRows } from './privacy-rows';
import { quotaPathRows } from './quota-path-rows';
import { quotaRows } from './quota-rows';
import type {
  BenchmarkName,
  LoadResult,
  RouterResult,
  Saved,
  SavedResults,
  StackResult,
  UsageResult,
  WebResult,
} from './saved-results';
import { planUsesIndexes } from '../usage/usage-report';

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
    ...rowsOf('usage', results.usage, usageRows),
    ...rowsOf('router', results.router, routerRows),
    ...rowsOf('privacy', results.privacy, privacyRows),
    ...rowsOf('web', results.web, webRows),
    ...rowsOf('clarity', results.clarity, clarityRows),
    ...rowsOf('adversarial', results.adversarial, adversarialChecks),
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
      figure: latencyFigure(row),
      goal: '—',
      verdict: row.failures > 0 ? 'miss' : 'info',
    }));
  const firstReply = result.devFirstReply;
  return [
    ...(firstReply
      ? [
          {
            measure: 'npm run dev to the first route reply (new user: sign-up, mail link, message)',
            figure: `${formatDecimal(firstReply.firstReplyMs / 1000)} s (banner ${formatDecimal(firstReply.bannerMs / 1000)} s)`,
            goal: `≤ ${benchmarkGoals.devFirstReplyMs / 1000} s`,
            verdict: verdictOf(firstReply.firstReplyMs <= benchmarkGoals.devFirstReplyMs),
          },
        ]
      : []),
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

const latencyFigure = (row: StackResult['passwordSignIn'][number]) =>
  `${formatDecimal(row.p50Ms)} / ${ms(row.p99Ms)}` +
  (row.failures > 0 ? `, ${row.failures} failed` : '');

/** Issue 12: the account page's statistics call for users with 100,000 usage rows. */
export function usageRows(result: UsageResult): GoalCheck[] {
  const calls = result.scenarios.flatMap((scenario) =>
    scenario.latency.map((row): GoalCheck => {
      const judged = row.connections === 1;
      return {
        measure: `get_usage_statistics, ${scenario.name}: p50 / p99, concurrency ${row.connections}`,
        figure: latencyFigure(row),
        goal: judged ? `p99 ≤ ${result.goalP99Ms} ms` : '—',
        verdict: judged
          ? verdictOf(row.p99Ms <= result.goalP99Ms && row.failures === 0)
          : row.failures > 0
            ? 'miss'
            : 'info',
      };
    }),
  );
  const { plan, insertCost } = result;
  return [
    ...calls,
    {
      measure: '  is_email_allowed at the same moment (the simplest RPC): p50 / p99',
      figure: latencyFigure(result.baseline),
      goal: '—',
      verdict: 'info',
    },
    {
      measure: 'statistics query plan',
      figure: planUsesIndexes(plan)
        ? `index scans (${plan.indexes.filter((name) => name.startsWith('usage_')).join(', ')}); usage_events not read`
        : `sequential scans: ${plan.sequentialScans.join(', ') || 'none'}; usage_events read: ${plan.readsUsageEvents}`,
      goal: 'roll-up primary keys only',
      verdict: verdictOf(planUsesIndexes(plan)),
    },
    {
      measure: 'a 50-row usage insert, with / without the roll-up triggers',
      figure: `${formatDecimal(insertCost.withRollupsMs)} / ${ms(insertCost.withoutRollupsMs)}`,
      goal: '—',
      verdict: 'info',
    },
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
    ...(row.refineP50 !== undefined && row.refineP99 !== undefined
      ? [
          {
            measure: `  of which the reply's analysis and fact lock (refine), concurrency ${row.concurrency}`,
            figure: `${formatDecimal(row.refineP50)} / ${ms(row.refineP99)}`,
            goal: '—',
            verdict: 'info' as const,
          },
        ]
      : []),
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
    ...firstWordRows(result),
    ...refinementCostRows(result),
    ...hedgingRows(result),
    ...poolHedgingRows(result),
    deadVendorRow(result),
    coldStartRow(result),
  ];
}

/** The analysis and fact lock per reply by draft length; the goal is judged at 500 characters. */
function refinementCostRows(result: RouterResult): GoalCheck[] {
  return (result.refinementCost ?? []).map((row) => {
    const judged = row.characters >= 400 && row.characters <= 600;
    const goal = benchmarkGoals.refinementReplyP50Ms;
    return {
      measure: `reply analysis and fact lock after the reply p50 / p99, ${row.characters}-character draft (draft part overlaps the vendor: ${formatDecimal(row.draftP50)} ms p50)`,
      figure: `${formatDecimal(row.replyP50)} / ${ms(row.replyP99)}`,
      goal: judged ? `p50 ≤ ${goal} ms` : '—',
      verdict: judged ? verdictOf(row.replyP50 <= goal) : 'info',
    };
  });
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
    ...lighthouseRows(result),
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
