import type { MockVendor } from '../mock-vendor/mock-vendor-server.ts';
import { functionEnv, startFunction } from './function-process.ts';
import { type LoadTarget, percentile, round2, runLoad } from './load-runner.ts';
import { benchText } from './overhead-scenario.ts';

/** One run of the stalling-vendor scenario in a fresh function process. */
export interface HedgingRow {
  hedging: 'on' | 'off';
  /** ROUTER_HEDGE_BUDGET of the run (hedges per request in the rolling minute). */
  budget: number;
  /** Seed of the mock's stall draws. */
  seed: number;
  /** Measured requests (the start-up probe is not among them). */
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  /** Vendor calls beyond one per request, over every request the process saw, probe included. */
  extraCallsPercent: number;
  /** Hedges reported in `meta.attempts` (each counted once, when it started). */
  hedges: number;
  stalledCalls: number;
  /** Requests still slower than half the stall: stalls no hedge rescued. */
  unrescued: number;
}

const stallMs = 5_000;

const target = (url: string, token: string): LoadTarget => ({
  url,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ text: benchText }),
});

const hedgesIn = (body: unknown) =>
  ((body as { meta?: { attempts?: { hedge: boolean }[] } }).meta?.attempts ?? []).filter(
    (attempt) => attempt.hedge,
  ).length;

/**
 * One vendor stalls 10% of its calls for 5 s (seeded). The function starts fresh for every run
 * and gets no warm-up: its only earlier request is the start-up probe, which is counted like
 * any other, so the hedge budget starts empty exactly as it would in a new isolate.
 */
async function runOnce(
  mock: MockVendor,
  options: {
    hedging: 'on' | 'off';
    budget: number;
    seed: number;
    requests: number;
    concurrency: number;
  },
): Promise<HedgingRow> {
  mock.setPlan('stall', { latencyMs: 20 });
  mock.resetStats();
  const fn = await startFunction(
    functionEnv(mock.url, {
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: `${mock.url}/stall/v1`,
      ROUTER_HEDGING: options.hedging,
      ROUTER_HEDGE_BUDGET: String(options.budget),
      ROUTER_LOCAL_FALLBACK: 'off',
    }),
    benchText,
  );
  try {
    mock.setPlan('stall', {
      latencyMs: 20,
      fault: 'stall',
      stallMs,
      faultRate: 0.1,
      seed: options.seed,
    });
    const run = await runLoad(target(fn.url, fn.token), { ...options, keepBodies: true });
    if ((run.statuses[200] ?? 0) !== options.requests)
      throw new Error(`hedging ${options.hedging}: ${JSON.stringify(run.statuses)}`);
    const stats = mock.stats('stall');
    const seen = options.requests + 1;
    return {
      hedging: options.hedging,
      budget: options.budget,
      seed: options.seed,
      requests: options.requests,
      p50: round2(percentile(run.latencies, 50)),
      p90: round2(percentile(run.latencies, 90)),
      p99: round2(percentile(run.latencies, 99)),
      // Stats were reset before the start-up probe, so its call is counted with its request.
      extraCallsPercent: round2(((stats.calls - seen) / seen) * 100),
      hedges: run.bodies.reduce<number>((sum, body) => sum + hedgesIn(body), 0),
      stalledCalls: stats.faulted,
      unrescued: run.latencies.filter((ms) => ms > stallMs / 2).length,
    };
  } finally {
    await fn.stop();
  }
}

/**
 * Per stall seed, hedging off and then on at each budget: the measured trade-off between the
 * extra calls a budget allows and the p99 it buys, each run paired with the run without hedging
 * that saw the same stall pattern.
 */
export async function measureHedging(
  mock: MockVendor,
  options: { requests: number; concurrency: number; budgets: number[]; seeds: number[] },
): Promise<HedgingRow[]> {
  const { requests, concurrency } = options;
  const rows: HedgingRow[] = [];
  for (const seed of options.seeds) {
    rows.push(await runOnce(mock, { hedging: 'off', budget: 0, seed, requests, concurrency }));
    for (const budget of options.budgets) {
      rows.push(await runOnce(mock, { hedging: 'on', budget, seed, requests, concurrency }));
    }
  }
  return rows;
}
