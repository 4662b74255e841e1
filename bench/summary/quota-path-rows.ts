import type { GoalCheck } from '../load/load-goals';
import { formatDecimal } from '../load/text-table';
import { benchmarkGoals, ms, verdictOf } from './benchmark-goals';
import type { RouterResult } from './saved-results';

/**
 * The quota off the critical path (issue 14): the function's cost over a realistic vendor with
 * the quota check first (as before) and alongside the vendor call (shipped), side by side. The
 * goal is judged on the shipped order at concurrency 1; other concurrencies are for context.
 * Beside it, the shipped function with the quota answering at once: the function's own cost,
 * which no quota change can remove; and a bare relay process, the hop any separate function
 * adds on this machine, which no change to the function can remove.
 */
export function quotaPathRows(result: RouterResult): GoalCheck[] {
  const goal = benchmarkGoals.quotaPathCostP50Ms;
  return (result.quotaPath ?? []).map((row) => {
    const judged = row.concurrency === 1;
    return {
      measure:
        `${judged ? '' : '  '}cost over a ${row.vendorMs} ms vendor with a ${row.quotaMs} ms quota, ` +
        `p50, concurrency ${row.concurrency}: quota first → alongside`,
      figure:
        `${formatDecimal(row.first.costP50)} → ${ms(row.concurrent.costP50)}` +
        (row.noQuotaLatency
          ? ` (${ms(row.noQuotaLatency.costP50)} with the quota answering at once)`
          : '') +
        (row.relay ? `; a bare relay process costs ${ms(row.relay.costP50)}` : '') +
        p99Context(row),
      goal: judged ? `alongside p50 ≤ ${goal} ms` : '—',
      verdict: judged ? verdictOf(row.concurrent.costP50 <= goal) : 'info',
    };
  });
}

type QuotaPathRow = NonNullable<RouterResult['quotaPath']>[number];

/**
 * The tail as latencies, not as a cost: a p99 of a few dozen requests is nearly their maximum,
 * and the difference of two such maxima is noise (it came out negative).
 */
function p99Context(row: QuotaPathRow): string {
  const { first, concurrent } = row;
  if (first.latencyP99 === undefined || concurrent.latencyP99 === undefined) return '';
  const direct = row.directP99 === undefined ? '' : `, ${ms(row.directP99)} straight to the vendor`;
  return `; p99 ${formatDecimal(first.latencyP99)} → ${ms(concurrent.latencyP99)}${direct}`;
}
