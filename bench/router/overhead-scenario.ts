import type { MockVendor } from '../mock-vendor/mock-vendor-server.ts';
import { functionEnv, startFunction } from './function-process.ts';
import { type LoadTarget, median, percentile, round2, runLoad } from './load-runner.ts';
import { startPortkey } from './portkey-peer.ts';
import { associateSystemPrompt } from '../../supabase/functions/_shared/vendors/associate-prompt.ts';

export const benchText =
  'We will utilize the survey in order to measure recall prior to the launch.';

export interface OverheadRow {
  concurrency: number;
  requests: number;
  directP50: number;
  directP99: number;
  functionP50: number;
  functionP99: number;
  /** Median over rounds of (function − direct) at p50 and p99: the full function overhead. */
  overheadP50: number;
  overheadP99: number;
  /** `meta.overhead_ms`: the router's own time inside the function. */
  routerP50: number;
  routerP99: number;
  /** The quota round trip as reported in Server-Timing. */
  quotaP50: number;
  /** The reply's analysis and fact lock after the vendor answered (Server-Timing `refine`). */
  refineP50?: number;
  refineP99?: number;
  /** Portkey OSS in front of the same mock, when installed: (Portkey − direct) at p50 and p99. */
  portkeyOverheadP50?: number;
  portkeyOverheadP99?: number;
}

/** The same body the OpenAI adapter sends, so both paths ask the mock for the same work. */
export function directTarget(mock: MockVendor, lane = 'base'): LoadTarget {
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
    }),
  };
}

export const timingOf = (header: string, name: string) =>
  Number(header.match(new RegExp(`${name};dur=([\\d.]+)`))?.[1] ?? Number.NaN);

/**
 * Direct calls to the mock and calls through the function, interleaved round by round so both
 * see the same machine state; the mock answers at once (0 ms), as in the anchors' method.
 */
export async function measureOverhead(
  mock: MockVendor,
  options: { levels: { concurrency: number; requests: number }[]; rounds: number },
): Promise<OverheadRow[]> {
  mock.setPlan('base', {});
  const fn = await startFunction(
    functionEnv(mock.url, {
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: `${mock.url}/base/v1`,
      ROUTER_LOCAL_FALLBACK: 'off',
    }),
    benchText,
  );
  const direct = directTarget(mock);
  const portkey = await startPortkey(direct.body, `${mock.url}/base/v1`);
  const through: LoadTarget = {
    url: fn.url,
    headers: { authorization: `Bearer ${fn.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: benchText }),
  };
  try {
    await runLoad(direct, { requests: 300, concurrency: 4 });
    await runLoad(through, { requests: 300, concurrency: 4 });
    if (portkey) await runLoad(portkey.target, { requests: 300, concurrency: 4 });
    const rows: OverheadRow[] = [];
    for (const { concurrency, requests } of options.levels) {
      const perRound: {
        direct: number[];
        fn: number[];
        router: number[];
        quota: number[];
        refine: number[];
        peer: number[];
      }[] = [];
      for (let round = 0; round < options.rounds; round++) {
        const directRun = await runLoad(direct, { requests, concurrency });
        const fnRun = await runLoad(through, { requests, concurrency, keepBodies: true });
        const peerRun = portkey
          ? await runLoad(portkey.target, { requests, concurrency })
          : undefined;
        if ((fnRun.statuses[200] ?? 0) !== requests)
          throw new Error(`function failed: ${JSON.stringify(fnRun.statuses)}`);
        perRound.push({
          direct: directRun.latencies,
          fn: fnRun.latencies,
          router: fnRun.bodies.map(
            (body) => (body as { meta: { overhead_ms: number } }).meta.overhead_ms,
          ),
          quota: fnRun.serverTimings.map((header) => timingOf(header, 'quota')),
          refine: fnRun.serverTimings.map((header) => timingOf(header, 'refine')),
          peer: peerRun?.latencies ?? [],
        });
      }
      const at = (rank: number, pick: (round: (typeof perRound)[number]) => number[]) =>
        median(perRound.map((round) => percentile(pick(round), rank)));
      rows.push({
        concurrency,
        requests: requests * options.rounds,
        directP50: round2(at(50, (round) => round.direct)),
        directP99: round2(at(99, (round) => round.direct)),
        functionP50: round2(at(50, (round) => round.fn)),
        functionP99: round2(at(99, (round) => round.fn)),
        overheadP50: round2(
          median(perRound.map((round) => percentile(round.fn, 50) - percentile(round.direct, 50))),
        ),
        overheadP99: round2(
          median(perRound.map((round) => percentile(round.fn, 99) - percentile(round.direct, 99))),
        ),
        routerP50: round2(at(50, (round) => round.router)),
        routerP99: round2(at(99, (round) => round.router)),
        quotaP50: round2(at(50, (round) => round.quota)),
        refineP50: round2(at(50, (round) => round.refine)),
        refineP99: round2(at(99, (round) => round.refine)),
        ...(portkey
          ? {
              portkeyOverheadP50: round2(
                median(
                  perRound.map(
                    (round) => percentile(round.peer, 50) - percentile(round.direct, 50),
                  ),
                ),
              ),
              portkeyOverheadP99: round2(
                median(
                  perRound.map(
                    (round) => percentile(round.peer, 99) - percentile(round.direct, 99),
                  ),
                ),
              ),
            }
          : {}),
      });
    }
    return rows;
  } finally {
    await fn.stop();
    await portkey?.stop();
  }
}
