import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { FaultPlanInput } from '../../supabase/functions/_test-support/mock-vendor/fault-plan.ts';
import type {
  LaneStats,
  ReceivedCall,
} from '../../supabase/functions/_test-support/mock-vendor/lane-stats.ts';
import { startReadyProcess } from './ready-process.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const deno = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));

const statsSchema = z.record(
  z.string(),
  z.object({
    calls: z.number(),
    open: z.number(),
    maxOpen: z.number(),
    abandoned: z.number(),
    faulted: z.number(),
  }),
);

/** One call as the mock received it: method, path and query, headers and body. */
const receivedCallSchema = z.object({
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});

/** A lane's plan, as `POST /__control/lanes/<lane>` takes it (supabase/functions/_test-support/mock-vendor/fault-plan.ts). */
export type LanePlan = FaultPlanInput;
export type { LaneStats, ReceivedCall };

/**
 * The fault-injecting mock vendor (`npm run serve:mock-vendor`) in its own Deno process, for
 * bench:load, the fault journeys (tests/e2e/faults) and the route on the Edge Runtime's Deno.
 */
export interface MockVendorProcess {
  /** `http://127.0.0.1:<port>`; a vendor's base URL is `<url>/<lane>/v1`. */
  url: string;
  setLane(lane: string, plan: LanePlan): Promise<void>;
  laneStats(lane: string): Promise<LaneStats>;
  /** The latest calls the lane received, whole: method, path and query, headers and body. */
  receivedCalls(lane: string): Promise<ReceivedCall[]>;
  stop(): Promise<void>;
}

/** Starts the mock on a free loopback port, with the same permissions as serve:mock-vendor. */
export async function startMockVendorProcess(): Promise<MockVendorProcess> {
  const started = await startReadyProcess(
    deno,
    [
      'run',
      '--allow-env',
      '--allow-net=127.0.0.1',
      '--config',
      'supabase/functions/route/deno.json',
      'supabase/functions/_test-support/mock-vendor/main.ts',
      '0',
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, NO_COLOR: '1' },
      readLine: (line) => /mock vendor listening on (\S+)/.exec(line)?.[1],
      timeoutMs: 60_000,
      label: 'the mock vendor',
    },
  );
  const url = started.ready;
  return {
    url,
    async setLane(lane, plan) {
      const response = await fetch(`${url}/__control/lanes/${lane}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(plan),
      });
      if (!response.ok) throw new Error(`the mock refused the plan: ${await response.text()}`);
    },
    async laneStats(lane) {
      const stats = statsSchema.parse(await (await fetch(`${url}/__control/stats`)).json());
      return stats[lane] ?? { calls: 0, open: 0, maxOpen: 0, abandoned: 0, faulted: 0 };
    },
    async receivedCalls(lane) {
      const response = await fetch(`${url}/__control/received/${lane}`);
      return z.array(receivedCallSchema).parse(await response.json());
    },
    stop: started.stop,
  };
}
