import type { MockVendor } from '../mock-vendor/mock-vendor-server.ts';
import { functionEnv, startFunction } from './function-process.ts';
import { type LoadTarget, percentile, round2, runLoad } from './load-runner.ts';
import { benchText } from './overhead-scenario.ts';

const warmUpRequests = 50;

export interface HedgingRow {
  hedging: 'on' | 'off';
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  /** Vendor calls beyond one per request, as a share of requests. */
  extraCallsPercent: number;
  stalledCalls: number;
}

const target = (url: string, token: string): LoadTarget => ({
  url,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ text: benchText }),
});

/** One vendor stalls 10% of its calls for 5 s (seeded, so both runs see the same pattern). */
export async function measureHedging(
  mock: MockVendor,
  options: { requests: number; concurrency: number },
): Promise<HedgingRow[]> {
  const rows: HedgingRow[] = [];
  for (const hedging of ['on', 'off'] as const) {
    // A warm isolate: 50 clean calls give the vendor a latency history (its p90 sets the hedge
    // delay). They also count in the rolling minute that the 10% hedge budget is taken from.
    mock.setPlan('stall', { latencyMs: 20 });
    const fn = await startFunction(
      functionEnv(mock.url, {
        OPENAI_API_KEY: 'bench',
        OPENAI_BASE_URL: `${mock.url}/stall/v1`,
        ROUTER_HEDGING: hedging,
        ROUTER_LOCAL_FALLBACK: 'off',
      }),
      benchText,
    );
    try {
      await runLoad(target(fn.url, fn.token), {
        requests: warmUpRequests,
        concurrency: options.concurrency,
      });
      mock.setPlan('stall', {
        latencyMs: 20,
        fault: 'stall',
        stallMs: 5_000,
        faultRate: 0.1,
        seed: 42,
      });
      mock.resetStats();
      const run = await runLoad(target(fn.url, fn.token), options);
      if ((run.statuses[200] ?? 0) !== options.requests)
        throw new Error(`hedging ${hedging}: ${JSON.stringify(run.statuses)}`);
      const stats = mock.stats('stall');
      rows.push({
        hedging,
        requests: options.requests,
        p50: round2(percentile(run.latencies, 50)),
        p90: round2(percentile(run.latencies, 90)),
        p99: round2(percentile(run.latencies, 99)),
        extraCallsPercent: round2(((stats.calls - options.requests) / options.requests) * 100),
        stalledCalls: stats.faulted,
      });
    } finally {
      await fn.stop();
    }
  }
  return rows;
}

export interface DeadVendorResult {
  callsBeforeDeath: number;
  callsAfterDeath: number;
  requestsAfterDeath: number;
  answeredAfterDeath: number;
}

/** A preferred vendor starts answering 500: how many calls does it get before it is skipped? */
export async function measureDeadVendor(
  mock: MockVendor,
  options: { requests: number },
): Promise<DeadVendorResult> {
  mock.setPlan('primary', { latencyMs: 1 });
  mock.setPlan('backup', { latencyMs: 6 });
  const fn = await startFunction(
    functionEnv(mock.url, {
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: `${mock.url}/primary/v1`,
      GROQ_API_KEY: 'bench',
      GROQ_BASE_URL: `${mock.url}/backup/v1`,
      ROUTER_LOCAL_FALLBACK: 'off',
    }),
    benchText,
  );
  try {
    mock.resetStats();
    await runLoad(target(fn.url, fn.token), { requests: options.requests, concurrency: 1 });
    const callsBeforeDeath = mock.stats('primary').calls;
    mock.setPlan('primary', { fault: 'status', status: 500 });
    const after = await runLoad(target(fn.url, fn.token), {
      requests: options.requests,
      concurrency: 1,
    });
    return {
      callsBeforeDeath,
      callsAfterDeath: mock.stats('primary').calls - callsBeforeDeath,
      requestsAfterDeath: options.requests,
      answeredAfterDeath: after.statuses[200] ?? 0,
    };
  } finally {
    await fn.stop();
  }
}

/** Spawn to first answer, for a remote vendor on the mock and for the offline engine alone. */
export async function measureColdStart(
  mock: MockVendor,
  runs: number,
): Promise<{ vendorMs: number[]; localMs: number[] }> {
  const vendorMs: number[] = [];
  const localMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const remote = await startFunction(
      functionEnv(mock.url, { OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: `${mock.url}/base/v1` }),
      benchText,
    );
    vendorMs.push(round2(remote.coldStartMs));
    await remote.stop();
    const local = await startFunction(functionEnv(mock.url, {}), benchText);
    localMs.push(round2(local.coldStartMs));
    await local.stop();
  }
  return { vendorMs, localMs };
}
