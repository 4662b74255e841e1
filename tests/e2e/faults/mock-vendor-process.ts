import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const deno = fileURLToPath(new URL('../../../node_modules/.bin/deno', import.meta.url));

const laneStatsSchema = z.object({
  calls: z.number(),
  open: z.number(),
  maxOpen: z.number(),
  abandoned: z.number(),
  faulted: z.number(),
});
const statsSchema = z.record(z.string(), laneStatsSchema);
export type LaneStats = z.infer<typeof laneStatsSchema>;

/**
 * A lane's plan, as `POST /__control/lanes/<lane>` takes it (bench/mock-vendor/fault-plan.ts):
 * latency, and one fault (`status` with `status` + `retryAfterSeconds`, `error-body` for a 200
 * holding an error, `empty`, `malformed`, `reset`, `stall`).
 */
export interface LanePlan {
  latencyMs?: number;
  fault?: 'none' | 'status' | 'error-body' | 'empty' | 'malformed' | 'reset' | 'stall';
  status?: number;
  retryAfterSeconds?: number;
  stallMs?: number;
}

/** The fault-injecting mock vendor (`npm run serve:mock-vendor`) in its own Deno process. */
export interface MockVendorProcess {
  /** `http://127.0.0.1:<port>`; a vendor's base URL is `<url>/<lane>/v1`. */
  url: string;
  setLane(lane: string, plan: LanePlan): Promise<void>;
  laneStats(lane: string): Promise<LaneStats>;
  stop(): Promise<void>;
}

const noCalls: LaneStats = { calls: 0, open: 0, maxOpen: 0, abandoned: 0, faulted: 0 };

/** Starts the mock on a free loopback port with serve:mock-vendor's permissions. */
export async function startMockVendorProcess(): Promise<MockVendorProcess> {
  const child = spawn(
    deno,
    [
      'run',
      '--allow-env',
      '--allow-net=127.0.0.1',
      '--config',
      'supabase/functions/route/deno.json',
      'bench/mock-vendor/main.ts',
      '0',
    ],
    {
      cwd: repositoryRoot,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stopChild = () => stopProcess(child);
  process.once('exit', () => child.kill('SIGKILL'));
  const url = await waitForAnnouncement(child).catch(async (error: unknown) => {
    await stopChild();
    throw error;
  });
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
      return stats[lane] ?? noCalls;
    },
    stop: stopChild,
  };
}

function waitForAnnouncement(child: ChildProcess): Promise<string> {
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the mock vendor was not ready in 60 s:\n${output.join('')}`)),
      60_000,
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const url = /mock vendor listening on (\S+)/.exec(line)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the mock vendor exited (${code ?? signal}):\n${output.join('')}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
