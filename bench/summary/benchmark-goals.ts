import type { Verdict } from '../load/load-goals';
import { formatDecimal } from '../load/text-table';

/**
 * Goals that the benchmarks do not save with their figures, as the issues set them: the stack's
 * start-up (issue 2), a newcomer's `npm run dev` to the first reply (issue 11), the router's
 * overhead, hedging and dead vendor (issue 4), the reply's analysis (issue 9) and the quota's cost
 * beside a vendor (issue 14), a streamed reply's first refined word after the vendor's own, and
 * the privacy shield's growth with the draft (issue 24).
 * bench:web and bench:load save their own goals.
 */
export const benchmarkGoals = {
  stackColdStartMs: 8_000,
  devFirstReplyMs: 15_000,
  routerOverheadP50Ms: 0.5,
  routerOverheadP99Ms: 2,
  /** Issue 14: the function's cost over a 200 ms vendor with a 10 ms quota, concurrency 1. */
  quotaPathCostP50Ms: 1,
  hedgingMinReductionPercent: 50,
  hedgingMaxExtraCallsPercent: 10,
  deadVendorMaxCalls: 5,
  /** Issue 9: the reply's analysis and fact lock, p50 after the reply, 500-character draft. */
  refinementReplyP50Ms: 15,
  /** A streamed reply's first refined word after the vendor's own, p50, at concurrency 1 and 10. */
  firstWordAddedP50Ms: { 1: 20, 10: 50 } as Readonly<Record<number, number>>,
  /** The privacy shield's slowest crafted draft at 8,000 characters over 4,000: linear work. */
  privacyShieldMaxRatio: 2.5,
} as const;

export const verdictOf = (met: boolean): Verdict => (met ? 'pass' : 'miss');
export const ms = (value: number) => `${formatDecimal(value)} ms`;
