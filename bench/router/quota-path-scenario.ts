import type { CallTiming } from '../../supabase/functions/_test-support/mock-vendor/lane-stats.ts';
import type { MockVendor } from '../../supabase/functions/_test-support/mock-vendor/mock-vendor-server.ts';
import { type Answer, latencies, type LoadRequest, timingOf } from '../shared/load-generator.ts';
import { median, percentile, round2 } from '../shared/statistics.ts';
import { type FunctionProcess, functionEnv, startFunction } from './function-process.ts';
import { directTarget } from './overhead-scenario.ts';
import { addedOverRounds, overRounds, sendAll } from './rounds.ts';

/** The function's cost over the vendor's own latency, ms, median over rounds. */
export interface QuotaPathFigures {
  /** p50 through the function − p50 straight to the vendor. */
  costP50: number;
  /**
   * p99 through the function, to read beside the direct p99: with a few dozen requests a round,
   * each p99 is nearly a maximum, and the difference of two maxima is noise.
   */
  latencyP99: number;
  /** Server-Timing: the quota round trip, and what the answer waited for it. */
  quotaP50?: number;
  quotaWaitP50?: number;
  /**
   * At concurrency 1, the cost split at the vendor call: from the send to the call's arrival at
   * the mock, and from the mock's answer to the reply read, each (through − direct). The mock
   * runs in this process, so both ends are read on one clock.
   */
  beforeVendorP50?: number;
  afterVendorP50?: number;
}

export interface QuotaPathRow {
  concurrency: number;
  requests: number;
  vendorMs: number;
  quotaMs: number;
  directP50: number;
  directP99: number;
  /** ROUTE_QUOTA_CHECK=first: the vendor call waits for the check. */
  first: QuotaPathFigures;
  /** The shipped order: the vendor call leaves beside the check. */
  concurrent: QuotaPathFigures;
  /** The shipped function with the quota answering at once: its own cost, no quota in it. */
  noQuotaLatency: QuotaPathFigures;
  /**
   * A bare relay (relay-server.ts: read the JSON, one vendor call, answer): what a separate
   * process's hop alone costs on this machine, which no change to the function can remove.
   */
  relay: QuotaPathFigures;
  /** With `--baseline <checkout>`: another checkout's function, shipped order, same rounds. */
  baseline?: QuotaPathFigures;
}

type Variant = 'first' | 'concurrent' | 'noQuotaLatency' | 'relay' | 'baseline';

interface Round {
  direct: Answer[];
  directCalls: CallTiming[];
  through: Answer[];
  calls: CallTiming[];
}

const lane = 'quota-path';
const vendorMs = 200;
const quotaMs = 10;

/** Requests and the vendor calls they made, paired in order: one at a time, one call each. */
const before = (answers: Answer[], calls: CallTiming[]) =>
  answers.map((answer, index) => calls[index]!.arrivedAt - answer.sentAt);
const after = (answers: Answer[], calls: CallTiming[]) =>
  answers.map((answer, index) => answer.doneAt - calls[index]!.answeredAt);

function figuresOf(rounds: Round[], concurrency: number): QuotaPathFigures {
  const timing = (name: string) => (round: Round) =>
    round.through.map((answer) => timingOf(answer.serverTiming, name));
  // At concurrency 1 a 200 ms vendor is never hedged: the i-th call is the i-th request's.
  const paired =
    concurrency === 1 &&
    rounds.every(
      (round) =>
        round.calls.length === round.through.length &&
        round.directCalls.length === round.direct.length,
    );
  const split = (side: typeof before) =>
    round2(
      median(
        rounds.map(
          (round) =>
            percentile(side(round.through, round.calls), 50) -
            percentile(side(round.direct, round.directCalls), 50),
        ),
      ),
    );
  const quota = overRounds(rounds, 50, timing('quota'));
  return {
    costP50: addedOverRounds(
      rounds,
      50,
      (round) => latencies(round.through),
      (round) => latencies(round.direct),
    ),
    latencyP99: overRounds(rounds, 99, (round) => latencies(round.through)),
    ...(Number.isNaN(quota)
      ? {}
      : { quotaP50: quota, quotaWaitP50: overRounds(rounds, 50, timing('quota-wait')) }),
    ...(paired ? { beforeVendorP50: split(before), afterVendorP50: split(after) } : {}),
  };
}

/**
 * A vendor at a realistic 200 ms and the quota at a realistic 10 ms (a database a network hop
 * away): the function with the quota check first, alongside the vendor call (shipped), and
 * alongside with the quota answering at once, and a bare relay, each against direct calls to
 * the same vendor, interleaved round by round so all see the same machine.
 */
export async function measureQuotaPath(
  mock: MockVendor,
  options: {
    levels: { concurrency: number; requests: number }[];
    rounds: number;
    /** Another checkout whose function runs beside the shipped one. */
    baselineRoot?: string;
  },
): Promise<QuotaPathRow[]> {
  mock.setPlan(lane, { latencyMs: vendorMs });
  mock.supabase.quotaLatencyMs = quotaMs;
  const started: FunctionProcess[] = [];
  const start = async (...args: Parameters<typeof startFunction>) => {
    const fn = await startFunction(...args);
    started.push(fn);
    return fn.target;
  };
  try {
    const env = (order: string) =>
      functionEnv(mock.url, {
        OPENAI_API_KEY: 'bench',
        OPENAI_BASE_URL: `${mock.url}/${lane}/v1`,
        ROUTER_LOCAL_FALLBACK: 'off',
        ROUTE_QUOTA_CHECK: order,
      });
    const direct = directTarget(mock, lane);
    const relay = await start(
      { RELAY_VENDOR_URL: direct.url, RELAY_VENDOR_BODY: direct.body! },
      { entry: 'bench/router/relay-server.ts' },
    );
    const shipped = await start(env('concurrent'));
    const targets: Partial<Record<Variant, LoadRequest>> = {
      ...(options.baselineRoot
        ? { baseline: await start(env('concurrent'), { root: options.baselineRoot }) }
        : {}),
      first: await start(env('first')),
      concurrent: shipped,
      noQuotaLatency: shipped,
      relay: { ...relay, headers: { 'content-type': 'application/json' } },
    };
    const variants = Object.keys(targets) as Variant[];
    for (const target of [direct, ...new Set(Object.values(targets))]) {
      await sendAll(target, { requests: 20, concurrency: 4 });
    }
    const rows: QuotaPathRow[] = [];
    for (const load of options.levels) {
      const rounds = Object.fromEntries(variants.map((variant) => [variant, [] as Round[]]));
      for (let round = 0; round < options.rounds; round++) {
        for (const variant of variants) {
          mock.supabase.quotaLatencyMs = variant === 'noQuotaLatency' ? 0 : quotaMs;
          const calls = async (target: LoadRequest) => {
            const from = mock.callTimings(lane).length;
            const { answers } = await sendAll(target, load);
            return { answers, calls: mock.callTimings(lane).slice(from) };
          };
          const straight = await calls(direct);
          const through = await calls(targets[variant]!);
          rounds[variant]!.push({
            direct: straight.answers,
            directCalls: straight.calls,
            through: through.answers,
            calls: through.calls,
          });
        }
      }
      const figures = (variant: Variant) => figuresOf(rounds[variant]!, load.concurrency);
      const allDirect = variants.flatMap((variant) => rounds[variant]!);
      rows.push({
        concurrency: load.concurrency,
        requests: load.requests * options.rounds,
        vendorMs,
        quotaMs,
        directP50: overRounds(allDirect, 50, (round) => latencies(round.direct)),
        directP99: overRounds(allDirect, 99, (round) => latencies(round.direct)),
        first: figures('first'),
        concurrent: figures('concurrent'),
        noQuotaLatency: figures('noQuotaLatency'),
        relay: figures('relay'),
        ...(rounds.baseline ? { baseline: figures('baseline') } : {}),
      });
    }
    return rows;
  } finally {
    mock.supabase.quotaLatencyMs = 0;
    for (const fn of started) await fn.stop();
  }
}
