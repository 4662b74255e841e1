import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localKeys } from '../../local-supabase/stack-defaults';
import {
  formatBenchTable,
  machineDescription,
  saveBenchResult,
  type StackBenchResult,
} from './bench-report';
import { benchPassword, createBenchUser } from './bench-user';
import { measureDevFirstReply } from './dev-first-reply';
import { measureLatency, type LatencyFigures } from './latency-probe';
import { startStackProcess } from './stack-process';

/**
 * `npm run bench:stack`: how long a newcomer's `npm run dev` takes to the first reply of the
 * route function (goal ≤ 15 s), how long `npm run stack` takes to be ready on a new database and
 * on an existing one, then p50/p99 of password sign-in and of the is_email_allowed RPC at
 * concurrency 1 and 50, against that running stack. Prints a table; saves
 * bench/results/stack.json.
 */
async function main(): Promise<void> {
  // The 1-minute load average before and after: start-up times on a shared machine follow it.
  const loadBefore = loadavg()[0] ?? 0;
  const dataRoot = await mkdtemp(path.join(tmpdir(), 'stack-bench-'));
  const dataFolder = path.join(dataRoot, 'data');
  try {
    const devFirstReply = await measureDevFirstReply(path.join(dataRoot, 'dev'));
    const cold = await startStackProcess(dataFolder);
    await cold.stop();
    const warm = await startStackProcess(dataFolder);
    try {
      const target = { apiUrl: warm.apiUrl, ...localKeys };
      const email = await createBenchUser(target, warm.mailUrl);
      const result: StackBenchResult = {
        measuredAt: new Date().toISOString(),
        machine: machineDescription(),
        loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
        devFirstReply,
        coldStartMs: cold.readyAfterMs,
        warmRestartMs: warm.readyAfterMs,
        passwordSignIn: await both(
          (connections, amount) =>
            measureLatency({
              url: `${warm.apiUrl}/auth/v1/token?grant_type=password`,
              method: 'POST',
              headers: { apikey: localKeys.publishableKey, 'content-type': 'application/json' },
              body: JSON.stringify({ email, password: benchPassword }),
              connections,
              amount,
            }),
          { one: 40, fifty: 200 },
        ),
        isEmailAllowed: await both(
          (connections, amount) =>
            measureLatency({
              url: `${warm.apiUrl}/rest/v1/rpc/is_email_allowed`,
              method: 'POST',
              headers: { apikey: localKeys.publishableKey, 'content-type': 'application/json' },
              body: JSON.stringify({ p_email: email }),
              connections,
              amount,
            }),
          { one: 300, fifty: 2000 },
        ),
      };
      process.stdout.write(`${formatBenchTable(result)}\n`);
      const saved = await saveBenchResult(
        result,
        fileURLToPath(new URL('../results', import.meta.url)),
      );
      process.stdout.write(`saved ${path.relative(process.cwd(), saved)}\n`);
    } finally {
      await warm.stop();
    }
  } finally {
    await rm(dataRoot, { recursive: true, force: true });
  }
}

async function both(
  measure: (connections: number, amount: number) => Promise<LatencyFigures>,
  amounts: { one: number; fifty: number },
): Promise<LatencyFigures[]> {
  return [await measure(1, amounts.one), await measure(50, amounts.fifty)];
}

await main();
