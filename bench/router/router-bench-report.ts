import type { FirstWordRow } from './first-word-scenario.ts';
import type { HedgingRow } from './hedging-scenario.ts';
import { median, round2 } from './load-runner.ts';
import type { OverheadRow } from './overhead-scenario.ts';
import type { QuotaPathFigures, QuotaPathRow } from './quota-path-scenario.ts';
import type { RefinementCostRow } from './refinement-cost-scenario.ts';
import type { DeadVendorResult } from './resilience-scenarios.ts';

/** Everything one `bench:router` run measured; saved as JSON and printed as tables. */
export interface RouterBenchResult {
  started: Date;
  deno: string;
  cores: number;
  quick: boolean;
  overhead: OverheadRow[];
  /** A 200 ms vendor and a 10 ms quota: the function's cost with the check first vs alongside. */
  quotaPath: QuotaPathRow[];
  /** A streamed reply: how much later than the vendor's own first word the caller gets its first. */
  firstWord: FirstWordRow[];
  /** What the analysis and the fact lock add per reply, by draft length (in process). */
  refinementCost: RefinementCostRow[];
  /** One vendor stalling: hedging off, then on at each budget of the sweep, per seed. */
  hedging: HedgingRow[];
  /** Two vendors, one stalling: hedging off and on at the shipped budget, per seed. */
  poolHedging: HedgingRow[];
  /** The hedge budget the function ships with, which the goal is judged at. */
  shippedBudget: number;
  deadVendor: DeadVendorResult | undefined;
  coldStart: { vendorMs: number[]; localMs: number[] } | undefined;
}

function overheadLines(rows: readonly OverheadRow[]): string[] {
  if (rows.length === 0) return [];
  return [
    'Overhead = (through the function) - (direct call to the same mock), ms; median of round percentiles',
    'concurrency | requests | direct p50/p99 | function p50/p99 | overhead p50/p99 | router-only p50/p99 (meta.overhead_ms) | reply analysis p50/p99 (refine) | quota RPC p50 | Portkey OSS overhead p50/p99',
    ...rows.map(
      (row) =>
        `${String(row.concurrency).padStart(11)} | ${String(row.requests).padStart(8)} | ${row.directP50} / ${row.directP99} | ${row.functionP50} / ${row.functionP99} | ${row.overheadP50} / ${row.overheadP99} | ${row.routerP50} / ${row.routerP99} | ${row.refineP50 ?? 'n/a'} / ${row.refineP99 ?? 'n/a'} | ${row.quotaP50} | ${row.portkeyOverheadP50 ?? 'n/a'} / ${row.portkeyOverheadP99 ?? 'n/a'}`,
    ),
    '',
  ];
}

function quotaPathLines(rows: readonly QuotaPathRow[]): string[] {
  if (rows.length === 0) return [];
  const { vendorMs, quotaMs } = rows[0]!;
  return [
    `Quota check (${quotaMs} ms) and a ${vendorMs} ms vendor: the function's cost over the vendor's own latency, ms (median of rounds)`,
    'concurrency | requests | direct p50/p99 | quota first: cost p50, p99, quota wait p50 | alongside (shipped): cost p50, p99, quota wait p50 | shipped, quota answering at once: cost p50, p99 | bare relay: cost p50, p99',
    ...rows.map(
      (row) =>
        `${String(row.concurrency).padStart(11)} | ${String(row.requests).padStart(8)} | ${row.directP50} / ${row.directP99} | ${row.first.costP50}, ${row.first.latencyP99}, ${row.first.quotaWaitP50} | ${row.concurrent.costP50}, ${row.concurrent.latencyP99}, ${row.concurrent.quotaWaitP50} | ${row.noQuotaLatency.costP50}, ${row.noQuotaLatency.latencyP99} | ${row.relay.costP50}, ${row.relay.latencyP99}`,
    ),
    'goal: alongside, cost p50 <= 1 ms at concurrency 1 (the bare relay shows what a separate process alone costs here)',
    ...splitLines(rows),
    '',
  ];
}

const splitOf = (name: string, figures: QuotaPathFigures | undefined) =>
  figures?.beforeVendorP50 === undefined || figures.afterVendorP50 === undefined
    ? []
    : [
        `${name}: ${figures.beforeVendorP50} before the vendor call arrives, ${figures.afterVendorP50} after its answer (cost ${figures.costP50})`,
      ];

/** Where the cost falls at concurrency 1, and another checkout's function beside it if asked. */
function splitLines(rows: readonly QuotaPathRow[]): string[] {
  const row = rows.find((candidate) => candidate.concurrency === 1);
  if (!row) return [];
  const lines = [
    ...splitOf('alongside (shipped)', row.concurrent),
    ...splitOf('quota answering at once', row.noQuotaLatency),
    ...splitOf('bare relay', { ...row.relay, quotaP50: 0, quotaWaitP50: 0 }),
    ...splitOf('baseline checkout, alongside', row.baseline),
  ];
  return lines.length === 0
    ? []
    : ['Concurrency 1, the cost split at the vendor call, ms (through - direct, p50):', ...lines];
}

/** Goals: the first refined word at most this much later than the vendor's own, p50, by concurrency. */
export const firstWordGoalsMs: Readonly<Record<number, number>> = { 1: 20, 10: 50 };

function firstWordLines(rows: readonly FirstWordRow[]): string[] {
  if (rows.length === 0) return [];
  const { vendorFirstWordMs, wordGapMs } = rows[0]!;
  return [
    `A streamed reply: the vendor's first word after ${vendorFirstWordMs} ms, then one every ${wordGapMs} ms; time to the first refined word, ms (median of rounds)`,
    'concurrency | requests | straight to the vendor p50/p99 | through the function p50/p99 | added p50/p99 | whole answer: vendor / function p50',
    ...rows.map(
      (row) =>
        `${String(row.concurrency).padStart(11)} | ${String(row.requests).padStart(8)} | ${row.directP50} / ${row.directP99} | ${row.functionP50} / ${row.functionP99} | ${row.costP50} / ${row.costP99} | ${row.wholeDirectP50} / ${row.wholeFunctionP50}`,
    ),
    ...rows.flatMap((row) => {
      const goal = firstWordGoalsMs[row.concurrency];
      return goal === undefined
        ? []
        : [
            `goal: added p50 <= ${goal} ms at concurrency ${row.concurrency}: ${row.costP50} ms, ${row.costP50 <= goal ? 'met' : 'missed'}`,
          ];
    }),
    '',
  ];
}

/** The goal: at most 15 ms p50 added after the reply arrives, for a 500-character draft. */
export const refinementGoalMs = 15;

function refinementLines(rows: readonly RefinementCostRow[]): string[] {
  if (rows.length === 0) return [];
  const typical = rows.find((row) => row.characters >= 400 && row.characters <= 600);
  return [
    'Analysis and fact lock per reply, ms (in process; the draft part overlaps the vendor call)',
    'characters | after the reply: judge + measure p50/p99 | draft: read + measure p50/p99',
    ...rows.map(
      (row) =>
        `${String(row.characters).padStart(10)} | ${row.replyP50} / ${row.replyP99} | ${row.draftP50} / ${row.draftP99}`,
    ),
    ...(typical
      ? [
          `goal: <= ${refinementGoalMs} ms p50 after the reply at 500 characters: ${typical.replyP50} ms, ${typical.replyP50 <= refinementGoalMs ? 'met' : 'missed'}`,
        ]
      : []),
    '',
  ];
}

const pairedWithOff = (rows: readonly HedgingRow[]) => {
  const offBySeed = new Map(
    rows.filter((row) => row.hedging === 'off').map((row) => [row.seed, row]),
  );
  return rows
    .filter((row) => row.hedging === 'on' && offBySeed.has(row.seed))
    .map((row) => {
      const off = offBySeed.get(row.seed)!;
      return { on: row, off, cut: round2((1 - row.p99 / off.p99) * 100) };
    });
};

/** Per budget: the worst and the median run, each against hedging off on the same seed. */
function hedgingSummary(rows: readonly HedgingRow[], shippedBudget: number): string[] {
  const pairs = pairedWithOff(rows);
  const budgets = [...new Set(pairs.map((pair) => pair.on.budget))];
  return budgets.map((budget) => {
    const runs = pairs.filter((pair) => pair.on.budget === budget);
    const cuts = runs.map((pair) => pair.cut);
    const extra = runs.map((pair) => pair.on.extraCallsPercent);
    const met = runs.filter((pair) => pair.cut >= 50 && pair.on.extraCallsPercent <= 10);
    const shipped = budget === shippedBudget ? ' (shipped)' : '';
    return `budget ${budget}${shipped}: p99 cut ${Math.min(...cuts)}% worst / ${median(cuts)}% median; extra calls ${Math.max(...extra)}% at most; both goals met in ${met.length}/${runs.length} runs`;
  });
}

function runLines(rows: readonly HedgingRow[]): string[] {
  return [
    'hedging | budget | seed | p50 | p90 | p99 | extra vendor calls | hedges | calls cut at their time limit | stalled calls | unrescued (> 2.5 s) | answered 503',
    ...rows.map(
      (row) =>
        `${row.hedging.padStart(7)} | ${String(row.budget).padStart(6)} | ${String(row.seed).padStart(4)} | ${row.p50} | ${row.p90} | ${row.p99} | ${row.extraCallsPercent}% | ${row.hedges} | ${row.timeouts} | ${row.stalledCalls} | ${row.unrescued} | ${row.unanswered}`,
    ),
    ...rows.flatMap((row) =>
      row.unansweredBodies.map(
        (body) => `  hedging ${row.hedging}, seed ${row.seed}: a 503 said ${body}`,
      ),
    ),
  ];
}

function hedgingLines(rows: readonly HedgingRow[], shippedBudget: number): string[] {
  if (rows.length === 0) return [];
  const requests = rows[0]!.requests;
  return [
    `One vendor stalls 10% of calls for 5 s; ${requests} requests at concurrency 10 per run, each run in a fresh process with no warm-up, ms`,
    ...runLines(rows),
    ...hedgingSummary(rows, shippedBudget),
    'goal: p99 >= 50% lower at <= 10% extra calls, judged at the shipped budget; p99 stays high while more than 1% of requests are unrescued',
    '',
  ];
}

function poolLines(rows: readonly HedgingRow[]): string[] {
  if (rows.length === 0) return [];
  const requests = rows[0]!.requests;
  return [
    `Two vendors (20 ms and 40 ms), the faster one stalls 10% of its calls for 5 s; ${requests} requests at concurrency 10 per run, fresh process, ms`,
    ...runLines(rows),
    ...pairedWithOff(rows).map(
      ({ on, off, cut }) =>
        `seed ${on.seed}: p99 ${on.p99} with hedging vs ${off.p99} without (${cut}% lower); extra calls ${on.extraCallsPercent}% vs ${off.extraCallsPercent}%`,
    ),
    '',
  ];
}

/** The printed report: overhead, hedging trade-off, dead vendor and cold start. */
export function formatRouterBench(result: RouterBenchResult): string {
  const { deadVendor, coldStart } = result;
  return [
    `route function benchmark: ${result.started.toISOString()}, Deno ${result.deno}, ${result.cores} cores, mock vendor on loopback`,
    '',
    ...overheadLines(result.overhead),
    ...quotaPathLines(result.quotaPath),
    ...firstWordLines(result.firstWord ?? []),
    ...refinementLines(result.refinementCost ?? []),
    ...hedgingLines(result.hedging, result.shippedBudget),
    ...poolLines(result.poolHedging),
    ...(deadVendor
      ? [
          `Dead vendor: ${deadVendor.callsAfterDeath} calls reached it after it died before it was skipped (goal <= 5); ${deadVendor.answeredAfterDeath}/${deadVendor.requestsAfterDeath} requests still answered`,
        ]
      : []),
    ...(coldStart
      ? [
          `Cold start to first answer: ${median(coldStart.vendorMs)} ms with a vendor, ${median(coldStart.localMs)} ms with the offline engine (median of ${coldStart.vendorMs.length})`,
        ]
      : []),
  ].join('\n');
}
