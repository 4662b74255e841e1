import { parseArgs } from 'node:util';
import { localKeys } from '../../local-supabase/stack-defaults';
import { startRun } from '../shared/bench-result.ts';
import { runLoad, type LoadPlan, type LoadRequest } from '../shared/load-generator.ts';
import {
  type MockVendorProcess,
  startMockVendorProcess,
} from '../../tests/support/mock-vendor-process.ts';
import { startStack } from '../stack/stack-process.ts';
import {
  approvedDemoDomain,
  createUsers,
  isRouteAnswer,
  mapWithConcurrency,
  routeHeaders,
  sendMessage,
  type StackUser,
} from '../stack/stack-users.ts';
import { phaseFigures, phaseRows, quotaOrderRows } from './load-rows.ts';

/** Drafts a researcher might send; each connection starts at a different one. */
const drafts = [
  'We will utilize the survey in order to measure recall prior to the launch.',
  'I think that the results are very significant and basically show a clear effect.',
  'The the samples were collected by the team over a period of three weeks.',
  'Due to the fact that funding was limited, a smaller cohort was recruited.',
  'It is important to note that further work is needed in order to confirm this.',
];

const { values } = parseArgs({ options: { quick: { type: 'boolean' } }, strict: true });
const quick = values.quick ?? false;
const settings = {
  users: 100,
  vendorLatencyMs: 200,
  routeSeconds: quick ? 10 : 60,
  emailCheckConnections: 200,
  emailCheckSeconds: quick ? 10 : 30,
  quotaOrderSeconds: quick ? 8 : 20,
  // Longer than the router's own deadline, so only a request the stack dropped times out.
  timeoutSeconds: 30,
};
const lane = 'load';

/** The route function's settings: the mock vendor only, and a quota no user reaches. */
const routeVariables = (mock: MockVendorProcess, extra: Record<string, string> = {}) => ({
  OPENAI_API_KEY: 'mock',
  OPENAI_BASE_URL: `${mock.url}/${lane}/v1`,
  ROUTER_VENDORS: 'openai',
  ROUTER_LOCAL_FALLBACK: 'off',
  ROUTE_QUOTA_PER_MINUTE: '100000',
  ROUTE_QUOTA_PER_DAY: '10000000',
  ...extra,
});

/** Connection `index` is user `index mod users`, cycling through the drafts from its own. */
function routePlan(apiUrl: string, users: readonly StackUser[], seconds: number): LoadPlan {
  return {
    connections: users.length,
    seconds,
    timeoutSeconds: settings.timeoutSeconds,
    requestsFor: (index) =>
      drafts.map((_, offset) => ({
        url: `${apiUrl}/functions/v1/route`,
        headers: routeHeaders(users[index % users.length]!),
        body: JSON.stringify({ text: drafts[(index + offset) % drafts.length] }),
        isAnswer: isRouteAnswer,
      })),
  };
}

/** The sign-up form's approval check, anonymous: addresses on the list and off it. */
function emailCheckPlan(apiUrl: string, users: readonly StackUser[]): LoadPlan {
  const check = (email: string, approved: boolean): LoadRequest => ({
    url: `${apiUrl}/rest/v1/rpc/is_email_allowed`,
    headers: { apikey: localKeys.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ p_email: email }),
    isAnswer: (body) => body.trim() === String(approved),
  });
  return {
    connections: settings.emailCheckConnections,
    seconds: settings.emailCheckSeconds,
    timeoutSeconds: settings.timeoutSeconds,
    requestsFor: (index) => {
      const email = users[index % users.length]!.email;
      return [
        check(email, true),
        check(`someone-${index}@not-approved.example.org`, false),
        check(email.toUpperCase(), true),
        check(`${index}@sub.${approvedDemoDomain}`, false),
      ];
    },
  };
}

/** One message per user before the clock starts: every session works, the caches are warm. */
const warmUp = (apiUrl: string, users: readonly StackUser[]) =>
  mapWithConcurrency(users, (user) => sendMessage(apiUrl, user, drafts[0]!), { concurrency: 10 });

/**
 * The route at one connection on a fresh stack per order, so both start alike: the quota check
 * first (ROUTE_QUOTA_CHECK=first, the vendor call waits for it), then alongside the vendor call.
 */
async function measureQuotaOrder(mock: MockVendorProcess) {
  const measureWith = async (order: 'first' | 'concurrent') => {
    log(`route at 1 connection for ${settings.quotaOrderSeconds} s, quota check ${order}`);
    const stack = await startStack({
      variables: routeVariables(mock, { ROUTE_QUOTA_CHECK: order }),
    });
    try {
      const users = await createUsers(stack, { count: 1, concurrency: 1 });
      await warmUp(stack.apiUrl, users);
      const run = await runLoad({
        ...routePlan(stack.apiUrl, users, settings.quotaOrderSeconds),
        connections: 1,
      });
      return phaseFigures(run, 1);
    } finally {
      await stack.stop();
    }
  };
  return { first: await measureWith('first'), alongside: await measureWith('concurrent') };
}

/**
 * `npm run bench:load`: the embedded stack (own process, in-memory database) with the route
 * function pointed at the mock vendor (fixed latency), 100 signed-in approved users sending
 * messages through /functions/v1/route, then is_email_allowed at 200 connections, then the route
 * at one connection with the quota check first and alongside. Saves bench/results/load.json.
 */
async function main(): Promise<void> {
  const run = startRun('load', { quick });
  log(`starting the mock vendor (${settings.vendorLatencyMs} ms) and the stack`);
  const mock = await startMockVendorProcess();
  try {
    await mock.setLane(lane, { latencyMs: settings.vendorLatencyMs });
    const stack = await startStack({ variables: routeVariables(mock) });
    let phases;
    try {
      log(`signing up and confirming ${settings.users} users`);
      const users = await createUsers(stack, { count: settings.users, concurrency: 4 });
      await warmUp(stack.apiUrl, users);
      log(`route: ${settings.users} users for ${settings.routeSeconds} s`);
      const callsBefore = (await mock.laneStats(lane)).calls;
      const route = phaseFigures(
        await runLoad(routePlan(stack.apiUrl, users, settings.routeSeconds)),
        settings.users,
      );
      const vendorCalls = (await mock.laneStats(lane)).calls - callsBefore;
      log(
        `is_email_allowed: ${settings.emailCheckConnections} connections for ${settings.emailCheckSeconds} s`,
      );
      const emailCheck = phaseFigures(
        await runLoad(emailCheckPlan(stack.apiUrl, users)),
        settings.emailCheckConnections,
      );
      phases = { route: { ...route, vendorCalls }, emailCheck };
    } finally {
      await stack.stop();
    }
    const quotaOrder = await measureQuotaOrder(mock);
    const { route, emailCheck } = phases;
    await run.save(
      [
        // The goal: p99 within three times the vendor's own latency.
        ...phaseRows(`route (${route.connections} users)`, route, 3 * settings.vendorLatencyMs),
        ...phaseRows(`is_email_allowed (${emailCheck.connections} connections)`, emailCheck),
        ...quotaOrderRows(quotaOrder.first, quotaOrder.alongside),
      ],
      { settings, route, emailCheck, quotaOrder },
    );
  } finally {
    await mock.stop();
  }
}

function log(line: string): void {
  process.stderr.write(`[bench:load] ${line}\n`);
}

await main();
