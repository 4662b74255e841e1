import type { MockVendor } from '../../supabase/functions/_test-support/mock-vendor/mock-vendor-server.ts';
import { latencies, runLoad } from '../shared/load-generator.ts';
import { percentile, round2 } from '../shared/statistics.ts';
import { functionEnv, startFunction } from './function-process.ts';

/** One run of a stalling-vendor scenario in a fresh function process. */
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
  /** Calls the router cut at their own time limit and failed over from (`meta.attempts`). */
  timeouts: number;
  stalledCalls: number;
  /** Requests still slower than half the stall: stalls nobody rescued. */
  unrescued: number;
  /**
   * Requests answered 503 because every attempt on the vendors ran out: a product outcome to
   * count and show (it misses the goal), not a reason to lose the run.
   */
  unanswered: number;
  /** What the first of those 503s said, to tell an open breaker from attempts that ran out. */
  unansweredBodies: string[];
}

/** The vendors of a scenario: which lanes the function uses, and which one stalls. */
interface Scenario {
  /** Lane that stalls 10% of its calls. */
  stalling: string;
  /** Lanes the function calls, with their latency. */
  lanes: Record<string, number>;
  env(mockUrl: string): Record<string, string>;
}

const stallMs = 5_000;

/** One vendor, so every hedge goes back to the vendor that stalls. */
const singleVendor: Scenario = {
  stalling: 'stall',
  lanes: { stall: 20 },
  env: (mockUrl) => ({ OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: `${mockUrl}/stall/v1` }),
};

/**
 * Two vendors: a faster one (preferred while healthy) that stalls 10% of its calls, and a
 * slower healthy one that hedges and failovers can go to.
 */
const vendorPool: Scenario = {
  stalling: 'pool-stall',
  lanes: { 'pool-stall': 20, 'pool-healthy': 40 },
  env: (mockUrl) => ({
    OPENAI_API_KEY: 'bench',
    OPENAI_BASE_URL: `${mockUrl}/pool-stall/v1`,
    GROQ_API_KEY: 'bench',
    GROQ_BASE_URL: `${mockUrl}/pool-healthy/v1`,
    ROUTER_VENDORS: 'openai,groq',
  }),
};

const attemptsOf = (body: unknown) =>
  (body as { meta?: { attempts?: { hedge: boolean; outcome: string }[] } }).meta?.attempts ?? [];

/**
 * The stalling lane stalls 10% of its calls for 5 s (seeded). The function starts fresh for
 * every run and gets no warm-up: its only earlier request is the start-up probe, which is
 * counted like any other, so the hedge budget starts empty exactly as in a new isolate.
 */
async function runOnce(
  mock: MockVendor,
  options: {
    scenario: Scenario;
    hedging: 'on' | 'off';
    budget: number;
    seed: number;
    requests: number;
    concurrency: number;
  },
): Promise<HedgingRow> {
  const { scenario } = options;
  const lanes = Object.keys(scenario.lanes);
  for (const lane of lanes) mock.setPlan(lane, { latencyMs: scenario.lanes[lane] });
  mock.resetStats();
  const fn = await startFunction(
    functionEnv(mock.url, {
      ...scenario.env(mock.url),
      ROUTER_HEDGING: options.hedging,
      ROUTER_HEDGE_BUDGET: String(options.budget),
      ROUTER_LOCAL_FALLBACK: 'off',
    }),
  );
  try {
    mock.setPlan(scenario.stalling, {
      latencyMs: scenario.lanes[scenario.stalling],
      fault: 'stall',
      stallMs,
      faultRate: 0.1,
      seed: options.seed,
    });
    const run = await runLoad({
      connections: options.concurrency,
      requests: options.requests,
      requestsFor: () => [fn.target],
      keepBodies: true,
    });
    const answered = run.statuses[200] ?? 0;
    const unanswered = run.statuses[503] ?? 0;
    // Anything but a reply or the all-vendors-failed 503 is a defect of the function or the bench.
    if (answered + unanswered !== options.requests)
      throw new Error(`hedging ${options.hedging}: ${JSON.stringify(run.statuses)}`);
    const calls = lanes.reduce((sum, lane) => sum + mock.stats(lane).calls, 0);
    const seen = options.requests + 1;
    const attempts = run.answers
      .filter((answer) => answer.status === 200)
      .flatMap((answer) => attemptsOf(JSON.parse(answer.body)));
    const times = latencies(run.answers);
    return {
      hedging: options.hedging,
      budget: options.budget,
      seed: options.seed,
      requests: options.requests,
      p50: round2(percentile(times, 50)),
      p90: round2(percentile(times, 90)),
      p99: round2(percentile(times, 99)),
      // Stats were reset before the start-up probe, so its call is counted with its request.
      extraCallsPercent: round2(((calls - seen) / seen) * 100),
      hedges: attempts.filter((attempt) => attempt.hedge).length,
      timeouts: attempts.filter((attempt) => attempt.outcome === 'timeout').length,
      stalledCalls: mock.stats(scenario.stalling).faulted,
      unrescued: times.filter((ms) => ms > stallMs / 2).length,
      unanswered,
      unansweredBodies: run.failureBodies,
    };
  } finally {
    await fn.stop();
  }
}

/**
 * One vendor; per stall seed, hedging off and then on at each budget: the measured trade-off
 * between the extra calls a budget allows and the p99 it buys, each run paired with the run
 * without hedging that saw the same stall pattern.
 */
export async function measureHedging(
  mock: MockVendor,
  options: { requests: number; concurrency: number; budgets: number[]; seeds: number[] },
): Promise<HedgingRow[]> {
  const { requests, concurrency } = options;
  const scenario = singleVendor;
  const rows: HedgingRow[] = [];
  for (const seed of options.seeds) {
    const common = { scenario, seed, requests, concurrency };
    rows.push(await runOnce(mock, { ...common, hedging: 'off', budget: 0 }));
    for (const budget of options.budgets) {
      rows.push(await runOnce(mock, { ...common, hedging: 'on', budget }));
    }
  }
  return rows;
}

/** Two vendors, one stalling; per seed, hedging off and on at the shipped budget. */
export async function measurePoolHedging(
  mock: MockVendor,
  options: { requests: number; concurrency: number; budget: number; seeds: number[] },
): Promise<HedgingRow[]> {
  const { requests, concurrency, budget } = options;
  const rows: HedgingRow[] = [];
  for (const seed of options.seeds) {
    const common = { scenario: vendorPool, seed, requests, concurrency };
    rows.push(await runOnce(mock, { ...common, hedging: 'off', budget: 0 }));
    rows.push(await runOnce(mock, { ...common, hedging: 'on', budget }));
  }
  return rows;
}
