import type { HedgingRow } from './hedging-scenario.ts';
import { median, round2 } from './load-runner.ts';
import type { OverheadRow } from './overhead-scenario.ts';
import type { DeadVendorResult } from './resilience-scenarios.ts';

/** Everything one `bench:router` run measured; saved as JSON and printed as tables. */
export interface RouterBenchResult {
  started: Date;
  deno: string;
  cores: number;
  quick: boolean;
  overhead: OverheadRow[];
  hedging: HedgingRow[];
  deadVendor: DeadVendorResult | undefined;
  coldStart: { vendorMs: number[]; localMs: number[] } | undefined;
}

function overheadLines(rows: readonly OverheadRow[]): string[] {
  if (rows.length === 0) return [];
  return [
    'Overhead = (through the function) - (direct call to the same mock), ms; median of round percentiles',
    'concurrency | requests | direct p50/p99 | function p50/p99 | overhead p50/p99 | router-only p50/p99 (meta.overhead_ms) | quota RPC p50 | Portkey OSS overhead p50/p99',
    ...rows.map(
      (row) =>
        `${String(row.concurrency).padStart(11)} | ${String(row.requests).padStart(8)} | ${row.directP50} / ${row.directP99} | ${row.functionP50} / ${row.functionP99} | ${row.overheadP50} / ${row.overheadP99} | ${row.routerP50} / ${row.routerP99} | ${row.quotaP50} | ${row.portkeyOverheadP50 ?? 'n/a'} / ${row.portkeyOverheadP99 ?? 'n/a'}`,
    ),
    '',
  ];
}

/** Per budget: the worst and the median run, each against hedging off on the same seed. */
function hedgingSummary(rows: readonly HedgingRow[]): string[] {
  const offBySeed = new Map(
    rows.filter((row) => row.hedging === 'off').map((row) => [row.seed, row]),
  );
  const budgets = [...new Set(rows.filter((row) => row.hedging === 'on').map((row) => row.budget))];
  return budgets.flatMap((budget) => {
    const runs = rows.filter(
      (row) => row.hedging === 'on' && row.budget === budget && offBySeed.has(row.seed),
    );
    if (runs.length === 0) return [];
    const cuts = runs.map((row) => round2((1 - row.p99 / offBySeed.get(row.seed)!.p99) * 100));
    const extra = runs.map((row) => row.extraCallsPercent);
    const met = runs.filter((row, index) => cuts[index]! >= 50 && row.extraCallsPercent <= 10);
    return [
      `budget ${budget}: p99 cut ${Math.min(...cuts)}% worst / ${median(cuts)}% median; extra calls ${Math.max(...extra)}% at most; both goals met in ${met.length}/${runs.length} runs`,
    ];
  });
}

function hedgingLines(rows: readonly HedgingRow[]): string[] {
  if (rows.length === 0) return [];
  const requests = rows[0]!.requests;
  return [
    `One vendor stalls 10% of calls for 5 s; ${requests} requests at concurrency 10 per run, each run in a fresh process with no warm-up, ms`,
    'hedging | budget | seed | p50 | p90 | p99 | extra vendor calls | hedges | stalled calls | unrescued (> 2.5 s)',
    ...rows.map(
      (row) =>
        `${row.hedging.padStart(7)} | ${String(row.budget).padStart(6)} | ${String(row.seed).padStart(4)} | ${row.p50} | ${row.p90} | ${row.p99} | ${row.extraCallsPercent}% | ${row.hedges} | ${row.stalledCalls} | ${row.unrescued}`,
    ),
    ...hedgingSummary(rows),
    'goal: p99 >= 50% lower at <= 10% extra calls; p99 stays high while more than 1% of requests are unrescued',
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
    ...hedgingLines(result.hedging),
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
