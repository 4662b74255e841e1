import { info, judged, type Row } from '../shared/bench-result.ts';
import { formatDecimal, ms } from '../shared/format.ts';
import { median } from '../shared/statistics.ts';
import type { FirstWordRow } from './first-word-scenario.ts';
import type { HedgingRow } from './hedging-scenario.ts';
import type { OverheadRow } from './overhead-scenario.ts';
import type { QuotaPathRow } from './quota-path-scenario.ts';
import type { RefinementCostRow } from './refinement-cost-scenario.ts';
import type { DeadVendorResult } from './resilience-scenarios.ts';

/** The goals bench:router judges its figures by. */
export const goals = {
  /** A streamed reply's first refined word after the vendor's own, p50, by concurrency. */
  firstWordAddedP50Ms: { 1: 20, 10: 50 } as Record<number, number | undefined>,
  /** The reply's analysis and fact lock after it arrived, p50, 500-character draft. */
  refinementReplyP50Ms: 15,
  hedgingMinReductionPercent: 50,
  hedgingMaxExtraCallsPercent: 10,
  deadVendorMaxCalls: 5,
  /** Through the embedded stack, p50 over an instant vendor, beside Portkey's in the same rounds. */
  stackOverPortkey: { addedMsAt1: 3, ratioAt10: 2 },
};

const pair = (p50: number | undefined, p99: number | undefined) =>
  `${formatDecimal(p50)} / ${ms(p99)}`;

/**
 * Over an instant vendor, with no goal: no writer can feel a millisecond beside a vendor's
 * hundreds, and the function does what a gateway does not (the caller, the quota, the judge and
 * the fact lock). Portkey's gateway, in the same rounds, says whether the cost is in proportion.
 */
export function overheadRows(rows: readonly OverheadRow[]): Row[] {
  return [...rows.flatMap(functionOverheadRows), ...rows.flatMap(stackOverheadRows)];
}

function functionOverheadRows(row: OverheadRow): Row[] {
  return [
    info(
      `function overhead over an instant vendor p50 / p99, concurrency ${row.concurrency}; Portkey OSS in the same rounds`,
      `${pair(row.overheadP50, row.overheadP99)}; Portkey ${row.portkeyOverheadP50 === undefined ? 'not installed' : pair(row.portkeyOverheadP50, row.portkeyOverheadP99)}${row.baselineOverheadP50 === undefined ? '' : `; baseline checkout ${pair(row.baselineOverheadP50, row.baselineOverheadP99)}`}`,
    ),
    info(
      `↳ of which the router's own time (meta.overhead_ms) / the reply's analysis and fact lock (refine), p50 / p99, concurrency ${row.concurrency}`,
      `${pair(row.routerP50, row.routerP99)}; ${pair(row.refineP50, row.refineP99)}`,
    ),
  ];
}

/**
 * As a browser reaches the route (gateway, token check, the quota and the usage row in the
 * database), beside Portkey: judged at concurrency 1 by the milliseconds over Portkey's, at 10
 * by the ratio to it.
 */
export function stackOverheadRows(row: OverheadRow): Row[] {
  const { concurrency: level, stackOverheadP50: stack, portkeyOverheadP50: portkey } = row;
  const { addedMsAt1, ratioAt10 } = goals.stackOverPortkey;
  const measure = `through the embedded stack over an instant vendor p50 / p99, concurrency ${level}; Portkey OSS in the same rounds`;
  const figure = `${pair(stack, row.stackOverheadP99)}; Portkey ${portkey === undefined ? 'not installed' : pair(portkey, row.portkeyOverheadP99)}`;
  const verdict =
    portkey === undefined || (level !== 1 && level !== 10)
      ? info(measure, figure)
      : level === 1
        ? judged(
            measure,
            `${figure} (+${formatDecimal(stack - portkey)} ms)`,
            `p50 ≤ Portkey + ${addedMsAt1} ms`,
            stack <= portkey + addedMsAt1,
          )
        : judged(
            measure,
            `${figure} (${formatDecimal(stack / portkey)}×)`,
            `p50 ≤ ${ratioAt10}× Portkey`,
            stack <= ratioAt10 * portkey,
          );
  return [
    verdict,
    info(
      `↳ of which the function's own time / its quota round trip to the database (Server-Timing total, quota) p50, concurrency ${level}`,
      `${formatDecimal(row.stackFunctionP50)} / ${ms(row.stackQuotaP50)}`,
    ),
  ];
}

/**
 * Beside a 200 ms vendor: the quota's check first or alongside the vendor call, for context
 * with no goal. The quota's share is gone alongside (its figure matches the quota answering at
 * once); what is left is the function's own cost, which no writer feels beside a vendor's
 * hundreds of milliseconds, like the overhead over an instant vendor. A bare relay process
 * beside it is the hop no change to the function can remove.
 */
export function quotaPathRows(rows: readonly QuotaPathRow[]): Row[] {
  return rows.map((row) =>
    info(
      `${row.concurrency === 1 ? '' : '↳ '}cost over a ${row.vendorMs} ms vendor with a ${row.quotaMs} ms quota, p50, concurrency ${row.concurrency}: quota first → alongside`,
      `${formatDecimal(row.first.costP50)} → ${ms(row.concurrent.costP50)} (${ms(row.noQuotaLatency.costP50)} with the quota answering at once); ` +
        `a bare relay process costs ${ms(row.relay.costP50)}; ` +
        `p99 ${formatDecimal(row.first.latencyP99)} → ${ms(row.concurrent.latencyP99)}, ${ms(row.directP99)} straight to the vendor`,
    ),
  );
}

export function firstWordRows(rows: readonly FirstWordRow[]): Row[] {
  return rows.map((row) => {
    const goal = goals.firstWordAddedP50Ms[row.concurrency];
    const measure = `first refined word after the vendor's own (${row.vendorFirstWordMs} ms), p50 / p99, concurrency ${row.concurrency}`;
    const figure = pair(row.costP50, row.costP99);
    return goal === undefined
      ? info(measure, figure)
      : judged(measure, figure, `p50 ≤ ${goal} ms`, row.costP50 <= goal);
  });
}

/** The analysis and fact lock per reply by draft length; judged at 500 characters. */
export function refinementCostRows(rows: readonly RefinementCostRow[]): Row[] {
  return rows.map((row) => {
    const measure = `reply analysis and fact lock after the reply p50 / p99, ${row.characters}-character draft (draft part overlaps the vendor: ${ms(row.draftP50)} p50)`;
    const figure = pair(row.replyP50, row.replyP99);
    const goal = goals.refinementReplyP50Ms;
    return row.characters >= 400 && row.characters <= 600
      ? judged(measure, figure, `p50 ≤ ${goal} ms`, row.replyP50 <= goal)
      : info(measure, figure);
  });
}

/**
 * One budget's runs, each against hedging off on the same stall seed: judged on the worst seed,
 * and any request answered 503 misses it whatever the p99 (its quick answer even lowers it).
 */
export function hedgingRow(
  runs: readonly HedgingRow[],
  options: { measure: string; budget: number; judged: boolean },
): Row {
  const pairs = runs
    .filter((run) => run.hedging === 'on' && run.budget === options.budget)
    .flatMap((on) => {
      const off = runs.find((run) => run.hedging === 'off' && run.seed === on.seed);
      return off ? [{ on, off, reduction: (1 - on.p99 / off.p99) * 100 }] : [];
    })
    .sort((left, right) => left.reduction - right.reduction);
  const goal = `≥ ${goals.hedgingMinReductionPercent}% lower, ≤ ${goals.hedgingMaxExtraCallsPercent}% extra calls`;
  const worst = pairs[0];
  if (!worst) return judged(options.measure, 'no run without hedging to compare', goal, false);
  const mostExtra = Math.max(...pairs.map((each) => each.on.extraCallsPercent));
  const unanswered = pairs.reduce((sum, each) => sum + each.on.unanswered, 0);
  const several = pairs.length > 1;
  const figure =
    `${several ? `worst of ${pairs.length} seeds: ` : ''}${ms(worst.on.p99)} vs ${ms(worst.off.p99)} ` +
    `(${formatDecimal(worst.reduction)}% lower), ${several ? 'at most ' : ''}${formatDecimal(mostExtra)}% extra calls` +
    (unanswered > 0 ? `; ${unanswered} requests answered 503` : '');
  const met =
    worst.reduction >= goals.hedgingMinReductionPercent &&
    mostExtra <= goals.hedgingMaxExtraCallsPercent &&
    unanswered === 0;
  return options.judged
    ? judged(options.measure, figure, goal, met)
    : info(options.measure, figure);
}

/** Judged at the budget the function ships with; the other budgets of the sweep for context. */
export function hedgingRows(
  hedging: readonly HedgingRow[],
  pool: readonly HedgingRow[],
  shippedBudget: number,
): Row[] {
  const stall = 'a vendor stalling 10% of calls for 5 s';
  const swept = [...new Set(hedging.map((run) => run.budget))]
    .filter((budget) => budget !== 0 && budget !== shippedBudget)
    .sort((left, right) => left - right);
  return [
    ...(hedging.length === 0
      ? []
      : [
          hedgingRow(hedging, {
            measure: `p99 with ${stall}: hedging on vs off, budget ${shippedBudget} (shipped)`,
            budget: shippedBudget,
            judged: true,
          }),
          ...swept.map((budget) =>
            hedgingRow(hedging, {
              measure: `↳ the same at hedge budget ${budget}`,
              budget,
              judged: false,
            }),
          ),
        ]),
    ...(pool.length === 0
      ? []
      : [
          hedgingRow(pool, {
            measure: `p99 with two vendors, the faster stalling 10% of calls for 5 s: hedging on vs off, budget ${shippedBudget} (shipped)`,
            budget: shippedBudget,
            judged: true,
          }),
        ]),
  ];
}

export function deadVendorRow(dead: DeadVendorResult): Row {
  return judged(
    'calls to a dead vendor before it is skipped',
    `${dead.callsAfterDeath}; ${dead.answeredAfterDeath} of ${dead.requestsAfterDeath} requests answered`,
    `≤ ${goals.deadVendorMaxCalls}; all answered`,
    dead.callsAfterDeath <= goals.deadVendorMaxCalls &&
      dead.answeredAfterDeath === dead.requestsAfterDeath,
  );
}

export function coldStartRow(coldStart: { vendorMs: number[]; localMs: number[] }): Row {
  return info(
    'function cold start to first answer (median)',
    `${ms(median(coldStart.vendorMs))} (offline engine ${ms(median(coldStart.localMs))})`,
  );
}
