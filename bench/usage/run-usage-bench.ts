import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openMigratedBackend } from '../../local-supabase/contract/migrated-database';
import { localKeys } from '../../local-supabase/stack-defaults';
import { machineDescription } from '../stack/bench-report';
import { benchPassword, createBenchUser } from '../stack/bench-user';
import { measureLatency, type LatencyFigures } from '../stack/latency-probe';
import { startStackProcess } from '../stack/stack-process';
import { explainStatistics, measureInsertCost } from './usage-plan';
import {
  formatUsageTable,
  saveUsageResult,
  usageGoalP99Ms,
  type UsageBenchResult,
  type UsageScenario,
} from './usage-report';
import { insertUsageRows, usageRows } from './usage-seed';

const heavyUserRows = 100_000;
const dayMs = 86_400_000;

interface BenchTarget {
  apiUrl: string;
  publishableKey: string;
  secretKey: string;
}

interface SignedIn {
  userId: string;
  accessToken: string;
}

/** A confirmed, approved user of the stack, signed in with a password as the app signs in. */
async function signedInUser(target: BenchTarget, mailUrl: string): Promise<SignedIn> {
  const email = await createBenchUser(target, mailUrl);
  const response = await fetch(`${target.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: target.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: benchPassword }),
  });
  if (!response.ok) throw new Error(`signing in ${email} failed: ${await response.text()}`);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { userId: session.user.id, accessToken: session.access_token };
}

/** One message through the route function, so the quota's limits are known, as for a real user. */
async function sendOneMessage(target: BenchTarget, user: SignedIn): Promise<void> {
  const response = await fetch(`${target.apiUrl}/functions/v1/route`, {
    method: 'POST',
    headers: {
      apikey: target.publishableKey,
      authorization: `Bearer ${user.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ text: 'We will utilize the survey in order to measure recall.' }),
  });
  if (!response.ok)
    throw new Error(`the route answered ${response.status}: ${await response.text()}`);
}

/** An RPC of the stack as the signed-in app calls it, `amount` requests over `connections`. */
const callRpc = (
  target: BenchTarget,
  call: { name: string; body: unknown; user: SignedIn },
  run: { connections: number; amount: number },
) =>
  measureLatency({
    url: `${target.apiUrl}/rest/v1/rpc/${call.name}`,
    method: 'POST',
    headers: {
      apikey: target.publishableKey,
      authorization: `Bearer ${call.user.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(call.body),
    ...run,
  });

/** get_usage_statistics as the account page calls it, at concurrency 1 and 10. */
async function measureStatistics(target: BenchTarget, user: SignedIn) {
  const call = { name: 'get_usage_statistics', body: {}, user };
  await callRpc(target, call, { connections: 1, amount: 20 }); // warm-up: the first calls plan it
  return [
    await callRpc(target, call, { connections: 1, amount: 500 }),
    await callRpc(target, call, { connections: 10, amount: 1_000 }),
  ];
}

/**
 * `npm run bench:usage`: the account page's statistics call for users with 100,000 usage rows
 * (spread over 12 months, and all in this month), against `npm run stack` in its own process;
 * then, on the stopped stack's database, the query plan and what the roll-up triggers cost a
 * usage insert. Prints a table; saves bench/results/usage.json.
 */
async function main(): Promise<void> {
  const dataRoot = await mkdtemp(path.join(tmpdir(), 'usage-bench-'));
  const dataFolder = path.join(dataRoot, 'data');
  try {
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const plans = [
      { name: '100,000 rows over 12 months', from: new Date(now.getTime() - 365 * dayMs) },
      { name: '100,000 rows this month', from: monthStart },
    ];
    const stack = await startStackProcess(dataFolder);
    const scenarios: UsageScenario[] = [];
    const users: SignedIn[] = [];
    let baseline: LatencyFigures;
    const loadBefore = loadavg()[0]!;
    try {
      const target = { apiUrl: stack.apiUrl, ...localKeys };
      for (const [index, plan] of plans.entries()) {
        const user = await signedInUser(target, stack.mailUrl);
        const rows = usageRows(user.userId, {
          count: heavyUserRows,
          from: plan.from,
          to: now,
          seed: index + 1,
        });
        await insertUsageRows(target, rows);
        await sendOneMessage(target, user);
        users.push(user);
        scenarios.push({
          name: plan.name,
          rows: rows.length + 1,
          rowsThisMonth:
            rows.filter((row) => row.created_at >= monthStart.toISOString()).length + 1,
          latency: await measureStatistics(target, user),
        });
      }
      // The simplest RPC, same stack, same moment: what any call costs on this machine now.
      baseline = await callRpc(
        target,
        {
          name: 'is_email_allowed',
          body: { p_email: 'someone@bench.example.edu' },
          user: users[0]!,
        },
        { connections: 1, amount: 500 },
      );
    } finally {
      await stack.stop();
    }
    const backend = await openMigratedBackend({ dataFolder });
    let result: UsageBenchResult;
    try {
      result = {
        measuredAt: new Date().toISOString(),
        machine: machineDescription(),
        goalP99Ms: usageGoalP99Ms,
        loadAverage: { before: loadBefore, after: loadavg()[0]! },
        scenarios,
        baseline,
        plan: await explainStatistics(backend.database, users[0]!.userId, new Date()),
        insertCost: await measureInsertCost(backend.database, users[0]!.userId),
      };
    } finally {
      await backend.close();
    }
    process.stdout.write(`${formatUsageTable(result)}\n\n${result.plan.text}\n`);
    const saved = await saveUsageResult(
      result,
      fileURLToPath(new URL('../results', import.meta.url)),
    );
    process.stdout.write(`saved ${path.relative(process.cwd(), saved)}\n`);
  } finally {
    await rm(dataRoot, { recursive: true, force: true });
  }
}

await main();
