import { existsSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { associateSystemPrompt } from '../../supabase/functions/_shared/vendors/associate-prompt.ts';
import type { MockVendor } from '../../supabase/functions/_test-support/mock-vendor/mock-vendor-server.ts';
import { latencies, type LoadRequest, timingOf } from '../shared/load-generator.ts';
import { startReadyProcess } from '../../tests/support/ready-process.ts';
import { startStack } from '../stack/stack-process.ts';
import { createUsers, routeHeaders } from '../stack/stack-users.ts';
import { benchText, freePort, functionEnv, startFunction } from './function-process.ts';
import { addedOverRounds, overRounds, sendAll } from './rounds.ts';

/** Over an instant vendor: what the function adds, ms, beside Portkey's gateway. */
export interface OverheadRow {
  concurrency: number;
  requests: number;
  directP50: number;
  directP99: number;
  functionP50: number;
  functionP99: number;
  /** Median over rounds of (through the function − direct) at p50 and p99. */
  overheadP50: number;
  overheadP99: number;
  /** `meta.overhead_ms`: the router's own time inside the function. */
  routerP50: number;
  routerP99: number;
  /** Server-Timing: the quota round trip, and the reply's analysis and fact lock. */
  quotaP50: number;
  refineP50: number;
  refineP99: number;
  /** Portkey's gateway in front of the same mock: (Portkey − direct), when it is installed. */
  portkeyOverheadP50?: number;
  portkeyOverheadP99?: number;
  /** With `--baseline <checkout>`: that checkout's function, same rounds: (it − direct). */
  baselineOverheadP50?: number;
  baselineOverheadP99?: number;
  /** Through the embedded stack, same rounds: (it − direct); its function's Server-Timing. */
  stackOverheadP50: number;
  stackOverheadP99: number;
  stackFunctionP50: number;
  stackQuotaP50: number;
}

/** The body the OpenAI adapter sends, so a direct call asks the mock for the same work. */
export function directTarget(mock: MockVendor, lane = 'base', extra: object = {}): LoadRequest {
  return {
    url: `${mock.url}/${lane}/v1/chat/completions`,
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
    body: JSON.stringify({
      model: 'gpt-5.4-mini',
      max_completion_tokens: 1500,
      messages: [
        { role: 'system', content: associateSystemPrompt },
        { role: 'user', content: benchText },
      ],
      ...extra,
    }),
  };
}

const portkeyEntry = fileURLToPath(
  new URL('../../node_modules/@portkey-ai/gateway/build/start-server.js', import.meta.url),
);

/**
 * Portkey's open-source gateway, run with Node beside our function and pointed at the same
 * mock: a peer measured in the same rounds. Undefined when it is not installed or will not start.
 */
async function startPortkey(direct: LoadRequest, mockBaseUrl: string) {
  if (!existsSync(portkeyEntry)) return undefined;
  const port = freePort();
  const target: LoadRequest = {
    ...direct,
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    headers: {
      ...direct.headers,
      'x-portkey-provider': 'openai',
      'x-portkey-custom-host': mockBaseUrl,
    },
  };
  try {
    const started = await startReadyProcess('node', [portkeyEntry, `--port=${port}`], {
      env: process.env,
      poll: async () => {
        const { headers, body } = target;
        const response = await fetch(target.url, { method: 'POST', headers, body });
        await response.body?.cancel();
        return response.ok ? true : undefined;
      },
      timeoutMs: 30_000,
      label: 'Portkey',
    });
    return { target, stop: started.stop };
  } catch (error) {
    console.error(`Portkey left out: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * The route as a browser reaches it: `npm run stack` (own process, in-memory database), so the
 * gateway, the token check, the quota and the usage row in its database are on the path; the
 * caller signed up at an approved address and confirmed by the mail link.
 */
async function startStackRoute(vendorBaseUrl: string) {
  const stack = await startStack({
    variables: {
      ...{ OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: vendorBaseUrl, ROUTER_LOCAL_FALLBACK: 'off' },
      // The function's own limits, as bench:load sets them: counted on every request, never reached.
      ...{ ROUTE_QUOTA_PER_MINUTE: '100000', ROUTE_QUOTA_PER_DAY: '10000000' },
    },
  });
  const users = await createUsers(stack, { count: 1, concurrency: 1 }).catch(async (error) => {
    await stack.stop();
    throw error;
  });
  const headers = routeHeaders(users[0]!);
  const body = JSON.stringify({ text: benchText });
  return { target: { url: `${stack.apiUrl}/functions/v1/route`, headers, body }, stop: stack.stop };
}

type Round = Record<
  | 'direct'
  | 'through'
  | 'router'
  | 'quota'
  | 'refine'
  | 'peer'
  | 'baseline'
  | 'stack'
  | 'stackFunction'
  | 'stackQuota',
  number[]
>;

/**
 * Direct calls to the mock, calls to the function alone, through the embedded stack and through
 * Portkey, interleaved round by round so all see the same machine; the mock answers at once.
 */
export async function measureOverhead(
  mock: MockVendor,
  options: {
    levels: { concurrency: number; requests: number }[];
    rounds: number;
    /** Another checkout's function (say main before a change), measured in the same rounds. */
    baselineRoot?: string;
  },
): Promise<OverheadRow[]> {
  mock.setPlan('base', {});
  const env = functionEnv(mock.url, {
    OPENAI_API_KEY: 'bench',
    OPENAI_BASE_URL: `${mock.url}/base/v1`,
    ROUTER_LOCAL_FALLBACK: 'off',
  });
  const fn = await startFunction(env);
  const baseline = options.baselineRoot
    ? await startFunction(env, { root: options.baselineRoot })
    : undefined;
  const direct = directTarget(mock);
  const portkey = await startPortkey(direct, `${mock.url}/base/v1`);
  const stack = await startStackRoute(`${mock.url}/base/v1`);
  try {
    const others = [...(portkey ? [portkey.target] : []), ...(baseline ? [baseline.target] : [])];
    for (const target of [direct, fn.target, stack.target, ...others]) {
      await sendAll(target, { requests: 300, concurrency: 4 });
    }
    const rows: OverheadRow[] = [];
    for (const { concurrency, requests } of options.levels) {
      const rounds: Round[] = [];
      for (let round = 0; round < options.rounds; round++) {
        const load = { requests, concurrency };
        const directRun = await sendAll(direct, load);
        const through = await sendAll(fn.target, { ...load, keepBodies: true });
        const viaStack = await sendAll(stack.target, load);
        const peer = portkey ? await sendAll(portkey.target, load) : undefined;
        const before = baseline ? await sendAll(baseline.target, load) : undefined;
        const timings = through.answers.map((answer) => answer.serverTiming);
        rounds.push({
          direct: latencies(directRun.answers),
          through: latencies(through.answers),
          router: through.answers.map((answer) => JSON.parse(answer.body).meta.overhead_ms),
          quota: timings.map((header) => timingOf(header, 'quota')),
          refine: timings.map((header) => timingOf(header, 'refine')),
          peer: peer ? latencies(peer.answers) : [],
          baseline: before ? latencies(before.answers) : [],
          stack: latencies(viaStack.answers),
          stackFunction: viaStack.answers.map((answer) => timingOf(answer.serverTiming, 'total')),
          stackQuota: viaStack.answers.map((answer) => timingOf(answer.serverTiming, 'quota')),
        });
      }
      const at = (rank: number, side: keyof Round) =>
        overRounds(rounds, rank, (round) => round[side]);
      const added = (rank: number, side: keyof Round) =>
        addedOverRounds(
          rounds,
          rank,
          (round) => round[side],
          (round) => round.direct,
        );
      rows.push({
        concurrency,
        requests: requests * options.rounds,
        directP50: at(50, 'direct'),
        directP99: at(99, 'direct'),
        functionP50: at(50, 'through'),
        functionP99: at(99, 'through'),
        overheadP50: added(50, 'through'),
        overheadP99: added(99, 'through'),
        routerP50: at(50, 'router'),
        routerP99: at(99, 'router'),
        quotaP50: at(50, 'quota'),
        refineP50: at(50, 'refine'),
        refineP99: at(99, 'refine'),
        stackOverheadP50: added(50, 'stack'),
        stackOverheadP99: added(99, 'stack'),
        stackFunctionP50: at(50, 'stackFunction'),
        stackQuotaP50: at(50, 'stackQuota'),
        ...(portkey
          ? { portkeyOverheadP50: added(50, 'peer'), portkeyOverheadP99: added(99, 'peer') }
          : {}),
        ...(baseline
          ? {
              baselineOverheadP50: added(50, 'baseline'),
              baselineOverheadP99: added(99, 'baseline'),
            }
          : {}),
      });
    }
    return rows;
  } finally {
    await fn.stop();
    await baseline?.stop();
    await portkey?.stop();
    await stack.stop();
  }
}
