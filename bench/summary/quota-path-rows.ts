import type { GoalCheck } from '../load/load-goals';
import { formatDecimal } from '../load/text-table';
import { benchmarkGoals, ms, verdictOf } from './benchmark-goals';
import type { RouterResult } from './saved-results';

/**
 * The quota off the critical path (issue 14): the function's cost over a realistic vendor with
 * the quota check first (as before) and alongside the vendor call (shipped), side by side. The
 * goal is judged on the shipped order at concurrency 1; other concurrencies are for context.
 * Beside it, the shipped function with the quota answering at once: the function's own cost,
 * which no quota change can remove.
 */
export function quotaPathRows(result: RouterResult): GoalCheck[] {
  const goal = benchmarkGoals.quotaPathCostP50Ms;
  return (result.quotaPath ?? []).map((row) => {
    const judged = row.concurrency === 1;
    return {
      measure:
        `${judged ? '' : '  '}cost over a ${row.vendorMs} ms vendor with a ${row.quotaMs} ms quota, ` +
        `p50 / p99, concurrency ${row.concurrency}: quota first → alongside`,
      figure:
        `${formatDecimal(row.first.costP50)} / ${ms(row.first.costP99)} → ` +
        `${formatDecimal(row.concurrent.costP50)} / ${ms(row.concurrent.costP99)}` +
        (row.noQuotaLatency
          ? ` (p50 ${ms(row.noQuotaLatency.costP50)} with the quota answering at once)`
          : ''),
      goal: judged ? `alongside p50 ≤ ${goal} ms` : '—',
      verdict: judged ? verdictOf(row.concurrent.costP50 <= goal) : 'info',
    };
  });
}
