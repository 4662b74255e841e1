import type { MockVendor } from '../mock-vendor/mock-vendor-server.ts';
import { functionEnv, startFunction } from './function-process.ts';
import { type LoadTarget, round2, runLoad } from './load-runner.ts';
import { benchText } from './overhead-scenario.ts';

const target = (url: string, token: string): LoadTarget => ({
  url,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ text: benchText }),
});

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
