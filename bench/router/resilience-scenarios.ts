import type { MockVendor } from '../../supabase/functions/_test-support/mock-vendor/mock-vendor-server.ts';
import { runLoad } from '../shared/load-generator.ts';
import { round2 } from '../shared/statistics.ts';
import { functionEnv, startFunction } from './function-process.ts';

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
  );
  const load = { connections: 1, requests: options.requests, requestsFor: () => [fn.target] };
  try {
    mock.resetStats();
    await runLoad(load);
    const callsBeforeDeath = mock.stats('primary').calls;
    mock.setPlan('primary', { fault: 'status', status: 500 });
    const after = await runLoad(load);
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

/** Spawn to first answer, with a vendor on the mock and with the offline engine alone. */
export async function measureColdStart(
  mock: MockVendor,
  runs: number,
): Promise<{ vendorMs: number[]; localMs: number[] }> {
  const vendorMs: number[] = [];
  const localMs: number[] = [];
  const coldStart = async (env: Record<string, string>) => {
    const fn = await startFunction(functionEnv(mock.url, env));
    await fn.stop();
    return round2(fn.coldStartMs);
  };
  for (let run = 0; run < runs; run++) {
    vendorMs.push(
      await coldStart({ OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: `${mock.url}/base/v1` }),
    );
    localMs.push(await coldStart({}));
  }
  return { vendorMs, localMs };
}
