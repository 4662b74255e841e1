import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localKeys } from '../../local-supabase/stack-defaults';
import { machineDescription } from '../stack/bench-report';
import { driveLoad } from './load-driver';
import { round2, summariseLoad } from './load-figures';
import { loadGoalsFor } from './load-goals';
import { emailCheckPlan, isRouteAnswer, loadDrafts, routePlan } from './load-plans';
import { formatLoadReport, saveLoadResult, type LoadBenchResult } from './load-result';
import { loadUsage, parseLoadArguments, type LoadSettings } from './load-settings';
import { oneConnectionPlan, type QuotaOrderFigures } from './quota-order-phase';
import { startLoadStack, type LoadStack } from './load-stack-process';
import { createLoadUsers, mapWithConcurrency, type LoadUser } from './load-users';
import { startMockVendorProcess, type MockVendorProcess } from './mock-vendor-process';

const resultsFolder = fileURLToPath(new URL('../results', import.meta.url));
const vendorLane = 'load';

/**
 * `npm run bench:load`: the embedded stack (own process, in-memory database) with the route
 * function pointed at the mock vendor (fixed latency), 100 signed-in approved users sending
 * messages through /functions/v1/route, then is_email_allowed at 200 connections. Loopback
 * only, bounded in time; prints a table, saves bench/results/load.json, stops everything.
 */
async function main(settings: LoadSettings): Promise<void> {
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  };
  const onSignal = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const servers = await startServers(settings, stops);
    const measured = await measureLoad(servers, settings);
    await servers.stack.stop();
    const result = {
      ...measured,
      quotaOrder: await measureQuotaOrder(servers.mock, settings, stops),
    };
    process.stdout.write(`\n${formatLoadReport(result)}\n`);
    const saved = await saveLoadResult(result, resultsFolder);
    process.stdout.write(`saved ${path.relative(process.cwd(), saved)}\n`);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stopAll();
  }
}

interface LoadServers {
  mock: MockVendorProcess;
  stack: LoadStack;
}

/** The mock vendor, then the stack whose route function calls it; each stop joins `stops`. */
async function startServers(
  settings: LoadSettings,
  stops: Array<() => Promise<void>>,
): Promise<LoadServers> {
  log(`starting the mock vendor (${settings.vendorLatencyMs} ms) and the stack`);
  const mock = await startMockVendorProcess();
  stops.push(mock.stop);
  await mock.setLane(vendorLane, { latencyMs: settings.vendorLatencyMs });
  const stack = await startLoadStack(routeFunctionVariables(mock));
  stops.push(stack.stop);
  return { mock, stack };
}

/** The route function's settings: the mock vendor only, and a quota no user reaches. */
function routeFunctionVariables(
  mock: MockVendorProcess,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    OPENAI_API_KEY: 'mock',
    OPENAI_BASE_URL: `${mock.url}/${vendorLane}/v1`,
    ROUTER_VENDORS: 'openai',
    ROUTER_LOCAL_FALLBACK: 'off',
    ROUTE_QUOTA_PER_MINUTE: '100000',
    ROUTE_QUOTA_PER_DAY: '10000000',
    ...extra,
  };
}

/**
 * The route at one connection, on a fresh stack per order so both start alike: the quota check
 * first (ROUTE_QUOTA_CHECK=first, the vendor call waits for it), then alongside the vendor call
 * (the shipped default). One signed-up user each, warmed up before its window.
 */
async function measureQuotaOrder(
  mock: MockVendorProcess,
  settings: LoadSettings,
  stops: Array<() => Promise<void>>,
): Promise<QuotaOrderFigures> {
  const measureWith = async (order: 'first' | 'concurrent') => {
    log(`route at 1 connection for ${settings.quotaOrderWindowSeconds} s, quota check ${order}`);
    const stack = await startLoadStack(routeFunctionVariables(mock, { ROUTE_QUOTA_CHECK: order }));
    stops.push(stack.stop);
    try {
      const users = await createLoadUsers(stack, { count: 1, concurrency: 1 });
      await warmUp(stack, users);
      return summariseLoad(await driveLoad(oneConnectionPlan(stack.apiUrl, users[0]!, settings)));
    } finally {
      await stack.stop();
    }
  };
  const first = await measureWith('first');
  return { connections: 1, first, concurrent: await measureWith('concurrent') };
}

/** Users first (untimed), then the route phase, then the approval-check phase. */
async function measureLoad(
  { mock, stack }: LoadServers,
  settings: LoadSettings,
): Promise<LoadBenchResult> {
  log(`signing up and confirming ${settings.users} users`);
  const signUpStarted = performance.now();
  const users = await createLoadUsers(stack, {
    count: settings.users,
    concurrency: settings.signUpConcurrency,
  });
  const signUpSeconds = (performance.now() - signUpStarted) / 1000;
  await warmUp(stack, users);
  const loadBefore = loadavg()[0]!;

  log(`route: ${settings.users} users for ${settings.routeWindowSeconds} s`);
  const callsBefore = (await mock.laneStats(vendorLane)).calls;
  const route = summariseLoad(await driveLoad(routePlan(stack.apiUrl, users, settings)));
  const vendorCalls = (await mock.laneStats(vendorLane)).calls - callsBefore;

  log(
    `is_email_allowed: ${settings.emailCheckConnections} connections for ${settings.emailCheckWindowSeconds} s`,
  );
  const emailCheck = summariseLoad(await driveLoad(emailCheckPlan(stack.apiUrl, users, settings)));
  return {
    measuredAt: new Date().toISOString(),
    quick: settings.quick,
    machine: machineDescription(),
    loadAverage: { before: round2(loadBefore), after: round2(loadavg()[0]!) },
    setup: {
      users: users.length,
      signUpSeconds: Math.round(signUpSeconds * 10) / 10,
      vendorLatencyMs: settings.vendorLatencyMs,
      requestTimeoutSeconds: settings.requestTimeoutSeconds,
    },
    goals: loadGoalsFor(settings.vendorLatencyMs),
    route: { ...route, vendorCalls },
    emailCheck,
  };
}

/**
 * One message per user before the clock starts: proves every session works (a bad token would
 * otherwise show up as 401s in the figures) and lets the caches fill as they do in use.
 */
async function warmUp(stack: LoadStack, users: readonly LoadUser[]): Promise<void> {
  await mapWithConcurrency(
    users,
    async (user) => {
      const response = await fetch(`${stack.apiUrl}/functions/v1/route`, {
        method: 'POST',
        headers: {
          apikey: localKeys.publishableKey,
          authorization: `Bearer ${user.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ text: loadDrafts[0] }),
      });
      const body = await response.text();
      if (response.status !== 200 || !isRouteAnswer(body)) {
        throw new Error(`warm-up for ${user.email} answered ${response.status}: ${body}`);
      }
    },
    { concurrency: 10 },
  );
}

function log(line: string): void {
  process.stderr.write(`[bench:load] ${line}\n`);
}

let settings: LoadSettings;
try {
  settings = parseLoadArguments(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n\n${loadUsage}\n`);
  process.exit(2);
}
await main(settings);
