import type { CallTiming } from '../mock-vendor/lane-stats.ts';
import type { MockVendor } from '../mock-vendor/mock-vendor-server.ts';
import { functionEnv, startFunction, type FunctionProcess } from './function-process.ts';
import { type LoadTarget, median, percentile, round2, runLoad } from './load-runner.ts';
import { benchText, directTarget, timingOf } from './overhead-scenario.ts';

/** The function's cost over the vendor's own latency, with the quota check first or alongside. */
export interface QuotaPathFigures {
  /** p50 of (through the function) − p50 of (straight to the vendor), median over rounds, ms. */
  costP50: number;
  /**
   * p99 of the requests through the function, median over rounds, ms: read it beside the direct
   * p99. Their difference is no cost: with 60 requests a round each p99 is nearly a maximum, and
   * two maxima of separate samples differ by noise (it came out negative).
   */
  latencyP99: number;
  /** Server-Timing: the quota round trip, and what the answer waited for it. */
  quotaP50: number;
  quotaWaitP50: number;
  /**
   * Diagnostic, concurrency 1 only: the cost split at the vendor, each median over rounds of
   * (through) − (direct) p50. `beforeVendorP50` runs from the client's send to the vendor call's
   * arrival at the mock, `afterVendorP50` from the mock handing back its answer to the client
   * having read the reply. Both clocks are the bench process's own (the mock runs in it).
   */
  beforeVendorP50?: number;
  afterVendorP50?: number;
}

export interface QuotaPathRow {
  concurrency: number;
  requests: number;
  vendorMs: number;
  quotaMs: number;
  directP50: number;
  directP99: number;
  /** ROUTE_QUOTA_CHECK=first: the vendor call waits for the check (as before). */
  first: QuotaPathFigures;
  /** ROUTE_QUOTA_CHECK=concurrent (shipped): the vendor call starts with the check. */
  concurrent: QuotaPathFigures;
  /**
   * The shipped function with the quota endpoint answering at once: the function's own cost
   * without any quota latency, so `concurrent − noQuotaLatency` is what the quota still costs.
   */
  noQuotaLatency: QuotaPathFigures;
  /**
   * A bare relay (relay-server.ts: read the JSON, one vendor call, answer) against the same
   * direct calls: what a separate process's hop alone costs on this machine, the part of the
   * function's cost that no change to the function can remove.
   */
  relay: Omit<QuotaPathFigures, 'quotaP50' | 'quotaWaitP50'>;
  /**
   * With `--baseline <checkout>`: the shipped configuration of another checkout's function (say
   * main before a change) in the same interleaved rounds, for a before/after on one machine state.
   */
  baseline?: QuotaPathFigures;
}

type Variant = 'first' | 'concurrent' | 'noQuotaLatency' | 'relay' | 'baseline';

const lane = 'quota-path';

interface VendorSplit {
  /** Per request: from the client's send to the vendor call's arrival, ms. */
  before: number[];
  /** Per request: from the vendor's answer to the client having read the reply, ms. */
  after: number[];
}

interface RoundSamples {
  direct: number[];
  directSplit: VendorSplit | undefined;
  latencies: number[];
  split: VendorSplit | undefined;
  quota: number[];
  quotaWait: number[];
}

/**
 * Pairs each request with the vendor call it made, in order: only one request is in flight at
 * concurrency 1 and each makes exactly one call (a 200 ms vendor is never hedged), so the i-th
 * call is the i-th request's. Undefined when that cannot hold.
 */
function splitAtVendor(
  spans: readonly { sentAt: number; doneAt: number }[],
  calls: readonly CallTiming[],
): VendorSplit | undefined {
  if (calls.length !== spans.length) return undefined;
  return {
    before: spans.map((span, index) => calls[index]!.arrivedAt - span.sentAt),
    after: spans.map((span, index) => span.doneAt - calls[index]!.answeredAt),
  };
}

async function runSplit(
  mock: MockVendor,
  target: LoadTarget,
  load: { requests: number; concurrency: number },
) {
  const from = mock.callTimings(lane).length;
  const run = await runLoad(target, load);
  if ((run.statuses[200] ?? 0) !== load.requests)
    throw new Error(`function failed: ${JSON.stringify(run.statuses)}`);
  const calls = mock.callTimings(lane).slice(from);
  return { run, split: load.concurrency === 1 ? splitAtVendor(run.spans, calls) : undefined };
}

async function measureThrough(
  mock: MockVendor,
  target: LoadTarget,
  load: { requests: number; concurrency: number },
) {
  const { run, split } = await runSplit(mock, target, load);
  return {
    latencies: run.latencies,
    split,
    quota: run.serverTimings.map((header) => timingOf(header, 'quota')),
    quotaWait: run.serverTimings.map((header) => timingOf(header, 'quota-wait')),
  };
}

/** Median over rounds of (through − direct) p50 of one side of the split; undefined without one. */
function splitCost(rounds: readonly RoundSamples[], side: keyof VendorSplit): number | undefined {
  const costs = rounds.flatMap((round) =>
    round.split && round.directSplit
      ? [percentile(round.split[side], 50) - percentile(round.directSplit[side], 50)]
      : [],
  );
  return costs.length === rounds.length ? round2(median(costs)) : undefined;
}

function figuresOf(rounds: readonly RoundSamples[]): QuotaPathFigures {
  return {
    costP50: round2(
      median(rounds.map((round) => percentile(round.latencies, 50) - percentile(round.direct, 50))),
    ),
    latencyP99: round2(median(rounds.map((round) => percentile(round.latencies, 99)))),
    quotaP50: round2(median(rounds.map((round) => percentile(round.quota, 50)))),
    quotaWaitP50: round2(median(rounds.map((round) => percentile(round.quotaWait, 50)))),
    ...optional('beforeVendorP50', splitCost(rounds, 'before')),
    ...optional('afterVendorP50', splitCost(rounds, 'after')),
  };
}

/** The relay makes no quota check: its figures without the quota's columns. */
function relayFigures(rounds: readonly RoundSamples[]): QuotaPathRow['relay'] {
  const { quotaP50: _quota, quotaWaitP50: _quotaWait, ...figures } = figuresOf(rounds);
  return figures;
}

const optional = <Name extends string>(name: Name, value: number | undefined) =>
  (value === undefined ? {} : { [name]: value }) as Partial<Record<Name, number>>;

/**
 * A vendor at a realistic 200 ms and the quota endpoint at a realistic 10 ms (a database a
 * network hop away). Two functions side by side, the quota check first (as before) and alongside
 * the vendor call (shipped), and the shipped one again with the quota answering at once, each
 * against direct calls to the same vendor, interleaved round by round so all see the same
 * machine. Goal at concurrency 1: a cost of p50 ≤ 1 ms.
 */
export async function measureQuotaPath(
  mock: MockVendor,
  options: {
    levels: { concurrency: number; requests: number }[];
    rounds: number;
    /** Another checkout whose function runs beside the shipped one (QuotaPathRow.baseline). */
    baselineRoot?: string;
  },
): Promise<QuotaPathRow[]> {
  const vendorMs = 200;
  const quotaMs = 10;
  mock.setPlan(lane, { latencyMs: vendorMs });
  mock.supabase.quotaLatencyMs = quotaMs;
  const started: FunctionProcess[] = [];
  try {
    const through = async (order: 'first' | 'concurrent', root?: string): Promise<LoadTarget> => {
      const fn = await startFunction(
        functionEnv(mock.url, {
          OPENAI_API_KEY: 'bench',
          OPENAI_BASE_URL: `${mock.url}/${lane}/v1`,
          ROUTER_LOCAL_FALLBACK: 'off',
          ROUTE_QUOTA_CHECK: order,
        }),
        benchText,
        root ? { root } : {},
      );
      started.push(fn);
      return {
        url: fn.url,
        headers: { authorization: `Bearer ${fn.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: benchText }),
      };
    };
    const direct = directTarget(mock, lane);
    const relay = await startFunction(
      { RELAY_VENDOR_URL: direct.url, RELAY_VENDOR_BODY: direct.body },
      benchText,
      { entry: 'bench/router/relay-server.ts' },
    );
    started.push(relay);
    const shipped = await through('concurrent');
    const targets: Partial<Record<Variant, LoadTarget>> = {
      ...(options.baselineRoot
        ? { baseline: await through('concurrent', options.baselineRoot) }
        : {}),
      first: await through('first'),
      concurrent: shipped,
      noQuotaLatency: shipped,
      relay: {
        url: relay.url,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: benchText }),
      },
    };
    const variants = Object.keys(targets) as Variant[];
    for (const target of [direct, ...new Set(Object.values(targets))])
      await runLoad(target, { requests: 20, concurrency: 4 });
    const rows: QuotaPathRow[] = [];
    for (const load of options.levels) {
      const rounds: Partial<Record<Variant, RoundSamples[]>> = Object.fromEntries(
        variants.map((variant) => [variant, []]),
      );
      for (let round = 0; round < options.rounds; round++) {
        for (const variant of variants) {
          mock.supabase.quotaLatencyMs = variant === 'noQuotaLatency' ? 0 : quotaMs;
          const directRun = await runSplit(mock, direct, load);
          rounds[variant]!.push({
            direct: directRun.run.latencies,
            directSplit: directRun.split,
            ...(await measureThrough(mock, targets[variant]!, load)),
          });
        }
      }
      const allDirect = variants.flatMap((variant) =>
        rounds[variant]!.map((round) => round.direct),
      );
      rows.push({
        concurrency: load.concurrency,
        requests: load.requests * options.rounds,
        vendorMs,
        quotaMs,
        directP50: round2(median(allDirect.map((samples) => percentile(samples, 50)))),
        directP99: round2(median(allDirect.map((samples) => percentile(samples, 99)))),
        first: figuresOf(rounds.first!),
        concurrent: figuresOf(rounds.concurrent!),
        noQuotaLatency: figuresOf(rounds.noQuotaLatency!),
        relay: relayFigures(rounds.relay!),
        ...(rounds.baseline ? { baseline: figuresOf(rounds.baseline) } : {}),
      });
    }
    return rows;
  } finally {
    mock.supabase.quotaLatencyMs = 0;
    for (const fn of started) await fn.stop();
  }
}
