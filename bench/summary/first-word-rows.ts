import type { GoalCheck } from '../load/load-goals';
import { formatDecimal } from '../load/text-table';
import { benchmarkGoals, ms, verdictOf } from './benchmark-goals';
import type { RouterResult } from './saved-results';

/**
 * A streamed reply: how much later than the vendor's own first word the writer sees the first
 * refined word, through the whole function (auth, quota, router, the reply's format read as it
 * streams, the event stream), at each concurrency with a goal.
 */
export function firstWordRows(result: RouterResult): GoalCheck[] {
  return (result.firstWord ?? []).map((row) => {
    const goal = benchmarkGoals.firstWordAddedP50Ms[row.concurrency];
    return {
      measure: `first refined word after the vendor's own (${row.vendorFirstWordMs} ms), p50 / p99, concurrency ${row.concurrency}`,
      figure: `${formatDecimal(row.costP50)} / ${ms(row.costP99)}`,
      goal: goal === undefined ? '—' : `p50 ≤ ${goal} ms`,
      verdict: goal === undefined ? 'info' : verdictOf(row.costP50 <= goal),
    };
  });
}
