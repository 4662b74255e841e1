import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openMigratedBackend } from '../../local-supabase/contract/migrated-database';
import { localKeys } from '../../local-supabase/stack-defaults';
import { info, judged, type Row, startRun } from '../shared/bench-result.ts';
import { formatDecimal, ms } from '../shared/format.ts';
import { latencyRow, latencySummary, runLoad } from '../shared/load-generator.ts';
import { startStack } from '../stack/stack-process.ts';
import { createUsers, routeHeaders, sendMessage, type StackUser } from '../stack/stack-users.ts';
import { explainStatistics, measureInsertCost, planUsesIndexes } from './usage-plan.ts';
import { insertUsageRows, usageRows } from './usage-seed.ts';

/** The statistics call for a user with 100,000 usage rows, p99 on the embedded stack. */
const goalP99Ms = 50;
const dayMs = 86_400_000;

/** An RPC of the stack as the signed-in app calls it, `requests` calls over `connections`. */
async function callRpc(
  apiUrl: string,
  call: { name: string; body: unknown; user: StackUser },
  load: { connections: number; requests: number },
) {
  const request = {
    url: `${apiUrl}/rest/v1/rpc/${call.name}`,
    headers: routeHeaders(call.user),
    body: JSON.stringify(call.body),
  };
  const run = await runLoad({ ...load, requestsFor: () => [request] });
  return { connections: load.connections, ...latencySummary(run) };
}

/**
 * `npm run bench:usage`: the account page's statistics call for users with 100,000 usage rows
 * (over 12 months, and all in this month), against `npm run stack` in its own process; then, on
 * the stopped stack's database, the query plan and what the roll-up triggers cost a usage
 * insert. Prints its rows and saves bench/results/usage.json.
 */
async function main(): Promise<void> {
  const run = startRun('usage');
  const dataRoot = await mkdtemp(path.join(tmpdir(), 'usage-bench-'));
  const dataFolder = path.join(dataRoot, 'data');
  try {
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const plans = [
      { name: '100,000 rows over 12 months', from: new Date(now.getTime() - 365 * dayMs) },
      { name: '100,000 rows this month', from: monthStart },
    ];
    const stack = await startStack({ dataFolder });
    const scenarios = [];
    let users: StackUser[];
    let baseline;
    try {
      users = await createUsers(stack, { count: plans.length, concurrency: 1 });
      const target = { apiUrl: stack.apiUrl, secretKey: localKeys.secretKey };
      for (const [index, plan] of plans.entries()) {
        const user = users[index]!;
        const rows = usageRows(user.userId, {
          count: 100_000,
          from: plan.from,
          to: now,
          seed: index + 1,
        });
        await insertUsageRows(target, rows);
        // One message through the route, so the quota's limits are known, as for a real user.
        await sendMessage(
          stack.apiUrl,
          user,
          'We will utilize the survey in order to measure recall.',
        );
        const call = { name: 'get_usage_statistics', body: {}, user };
        await callRpc(stack.apiUrl, call, { connections: 1, requests: 20 }); // the first calls plan it
        scenarios.push({
          name: plan.name,
          rows: rows.length + 1,
          latency: [
            await callRpc(stack.apiUrl, call, { connections: 1, requests: 500 }),
            await callRpc(stack.apiUrl, call, { connections: 10, requests: 1_000 }),
          ],
        });
      }
      // The simplest RPC, same stack, same moment: what any call costs on this machine now.
      baseline = await callRpc(
        stack.apiUrl,
        {
          name: 'is_email_allowed',
          body: { p_email: 'someone@bench.example.edu' },
          user: users[0]!,
        },
        { connections: 1, requests: 500 },
      );
    } finally {
      await stack.stop();
    }
    const backend = await openMigratedBackend({ dataFolder });
    let plan;
    let insertCost;
    try {
      plan = await explainStatistics(backend.database, users[0]!.userId, new Date());
      insertCost = await measureInsertCost(backend.database, users[0]!.userId);
    } finally {
      await backend.close();
    }
    process.stdout.write(`${plan.text}\n`);
    const calls = scenarios.flatMap((scenario) =>
      scenario.latency.map((row): Row => {
        const measure = `get_usage_statistics, ${scenario.name}: p50 / p99, concurrency ${row.connections}`;
        if (row.connections !== 1) return latencyRow(measure, row);
        const figure = `${formatDecimal(row.p50Ms)} / ${ms(row.p99Ms)}${row.failed ? `, ${row.failed} failed` : ''}`;
        return judged(
          measure,
          figure,
          `p99 ≤ ${goalP99Ms} ms`,
          row.p99Ms <= goalP99Ms && row.failed === 0,
        );
      }),
    );
    const rollupIndexes = plan.indexes.filter((name) => name.startsWith('usage_')).join(', ');
    await run.save(
      [
        ...calls,
        latencyRow('↳ is_email_allowed at the same moment (the simplest RPC): p50 / p99', baseline),
        judged(
          'statistics query plan',
          planUsesIndexes(plan)
            ? `index scans (${rollupIndexes}); usage_events not read`
            : `sequential scans: ${plan.sequentialScans.join(', ') || 'none'}; usage_events read: ${plan.readsUsageEvents}`,
          'roll-up primary keys only',
          planUsesIndexes(plan),
        ),
        info(
          'a 50-row usage insert, with / without the roll-up triggers',
          `${formatDecimal(insertCost.withRollupsMs)} / ${ms(insertCost.withoutRollupsMs)}`,
        ),
      ],
      { scenarios, baseline, plan, insertCost },
    );
  } finally {
    await rm(dataRoot, { recursive: true, force: true });
  }
}

await main();
