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
  relay: Pick<QuotaPathFigures, 'costP50' | 'latencyP99'>;
}

type Variant = 'first' | 'concurrent' | 'noQuotaLatency' | 'relay';
const variants: readonly Variant[] = ['first', 'concurrent', 'noQuotaLatency', 'relay'];

const lane = 'quota-path';

interface RoundSamples {
  direct: number[];
  latencies: number[];
  quota: number[];
  quotaWait: number[];
}

async function measureThrough(target: LoadTarget, load: { requests: number; concurrency: number }) {
  const run = await runLoad(target, load);
  if ((run.statuses[200] ?? 0) !== load.requests)
    throw new Error(`function failed: ${JSON.stringify(run.statuses)}`);
  return {
    latencies: run.latencies,
    quota: run.serverTimings.map((header) => timingOf(header, 'quota')),
    quotaWait: run.serverTimings.map((header) => timingOf(header, 'quota-wait')),
  };
}

function figuresOf(rounds: readonly RoundSamples[]): QuotaPathFigures {
  return {
    costP50: round2(
      median(rounds.map((round) => percentile(round.latencies, 50) - percentile(round.direct, 50))),
    ),
    latencyP99: round2(median(rounds.map((round) => percentile(round.latencies, 99)))),
    quotaP50: round2(median(rounds.map((round) => percentile(round.quota, 50)))),
    quotaWaitP50: round2(median(rounds.map((round) => percentile(round.quotaWait, 50)))),
  };
}

/**
 * A vendor at a realistic 200 ms and the quota endpoint at a realistic 10 ms (a database a
 * network hop away). Two functions side by side, the quota check first (as before) and alongside
 * the vendor call (shipped), and the shipped one again with the quota answering at once, each
 * against direct calls to the same vendor, interleaved round by round so all see the same
 * machine. Goal at concurrency 1: a cost of p50 ≤ 1 ms.
 */
export async function measureQuotaPath(
  mock: MockVendor,
  options: { levels: { concurrency: number; requests: number }[]; rounds: number },
): Promise<QuotaPathRow[]> {
  const vendorMs = 200;
  const quotaMs = 10;
  mock.setPlan(lane, { latencyMs: vendorMs });
  mock.supabase.quotaLatencyMs = quotaMs;
  const started: FunctionProcess[] = [];
  try {
    const through = async (order: 'first' | 'concurrent'): Promise<LoadTarget> => {
      const fn = await startFunction(
        functionEnv(mock.url, {
          OPENAI_API_KEY: 'bench',
          OPENAI_BASE_URL: `${mock.url}/${lane}/v1`,
          ROUTER_LOCAL_FALLBACK: 'off',
          ROUTE_QUOTA_CHECK: order,
        }),
        benchText,
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
      'bench/router/relay-server.ts',
    );
    started.push(relay);
    const shipped = await through('concurrent');
    const targets: Record<Variant, LoadTarget> = {
      first: await through('first'),
      concurrent: shipped,
      noQuotaLatency: shipped,
      relay: {
        url: relay.url,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: benchText }),
      },
    };
    for (const target of [direct, ...new Set(Object.values(targets))])
      await runLoad(target, { requests: 20, concurrency: 4 });
    const rows: QuotaPathRow[] = [];
    for (const load of options.levels) {
      const rounds = { first: [], concurrent: [], noQuotaLatency: [], relay: [] } as Record<
        Variant,
        RoundSamples[]
      >;
      for (let round = 0; round < options.rounds; round++) {
        for (const variant of variants) {
          mock.supabase.quotaLatencyMs = variant === 'noQuotaLatency' ? 0 : quotaMs;
          const directRun = await runLoad(direct, load);
          rounds[variant].push({
            direct: directRun.latencies,
            ...(await measureThrough(targets[variant], load)),
          });
        }
      }
      const allDirect = variants.flatMap((variant) => rounds[variant].map((round) => round.direct));
      rows.push({
        concurrency: load.concurrency,
        requests: load.requests * options.rounds,
        vendorMs,
        quotaMs,
        directP50: round2(median(allDirect.map((samples) => percentile(samples, 50)))),
        directP99: round2(median(allDirect.map((samples) => percentile(samples, 99)))),
        first: figuresOf(rounds.first),
        concurrent: figuresOf(rounds.concurrent),
        noQuotaLatency: figuresOf(rounds.noQuotaLatency),
        relay: (({ costP50, latencyP99 }) => ({ costP50, latencyP99 }))(figuresOf(rounds.relay)),
      });
    }
    return rows;
  } finally {
    mock.supabase.quotaLatencyMs = 0;
    for (const fn of started) await fn.stop();
  }
}
