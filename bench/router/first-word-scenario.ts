import type { MockVendor } from '../mock-vendor/mock-vendor-server.ts';
import { type ReadEvent, readServerSentEvents } from '../mock-vendor/server-sent-events.ts';
import { functionEnv, startFunction } from './function-process.ts';
import { type LoadTarget, median, percentile, round2 } from './load-runner.ts';
import { benchText, directTarget } from './overhead-scenario.ts';

/** Time to the first refined word, straight from the mock and through the function, ms. */
export interface FirstWordRow {
  concurrency: number;
  requests: number;
  /** The mock's delay before its first word, and between words. */
  vendorFirstWordMs: number;
  wordGapMs: number;
  /** Straight to the mock (streamed): the send to the first word of the refined message. */
  directP50: number;
  directP99: number;
  /** Through the function: the send to its first `delta` event. */
  functionP50: number;
  functionP99: number;
  /** Median over rounds of (function − direct) at p50 and p99: what the function adds. */
  costP50: number;
  costP99: number;
  /** The whole answer: the function's `done` against the mock's `[DONE]`, p50. */
  wholeDirectP50: number;
  wholeFunctionP50: number;
}

const lane = 'first-word';

/** One streamed request: when its first refined word and its end arrived, after its send. */
interface StreamTiming {
  firstWordMs: number;
  wholeMs: number;
}

/** The text one of the mock's OpenAI events carries, if any. */
const contentOf = (event: ReadEvent): string | undefined =>
  event.data === '[DONE]'
    ? undefined
    : JSON.parse(event.data).choices?.[0]?.delta?.content || undefined;

/**
 * The mock streams `REFINED` first, then the message: its first refined word is its second piece
 * of text. The function streams the message alone: its first `delta`.
 */
const directFirstWord = (event: ReadEvent, seen: ReadEvent[]) =>
  contentOf(event) !== undefined &&
  seen.filter((earlier) => contentOf(earlier) !== undefined).length === 2;
const functionFirstWord = (event: ReadEvent) => event.event === 'delta';

async function timeOne(
  target: LoadTarget,
  isFirstWord: (event: ReadEvent, seen: ReadEvent[]) => boolean,
): Promise<StreamTiming> {
  const sentAt = performance.now();
  const response = await fetch(target.url, {
    method: 'POST',
    headers: target.headers,
    body: target.body,
  });
  if (!response.ok) throw new Error(`${target.url} answered ${response.status}`);
  const seen: ReadEvent[] = [];
  let firstWordAt = Number.NaN;
  await readServerSentEvents(response, (event) => {
    seen.push(event);
    if (Number.isNaN(firstWordAt) && isFirstWord(event, seen)) firstWordAt = event.at;
  });
  if (Number.isNaN(firstWordAt)) throw new Error(`${target.url}: no word arrived`);
  return { firstWordMs: firstWordAt - sentAt, wholeMs: performance.now() - sentAt };
}

async function runStreams(
  target: LoadTarget,
  isFirstWord: (event: ReadEvent, seen: ReadEvent[]) => boolean,
  load: { requests: number; concurrency: number },
): Promise<StreamTiming[]> {
  const timings: StreamTiming[] = [];
  let issued = 0;
  const worker = async () => {
    while (issued < load.requests) {
      issued++;
      timings.push(await timeOne(target, isFirstWord));
    }
  };
  await Promise.all(Array.from({ length: Math.min(load.concurrency, load.requests) }, worker));
  return timings;
}

/**
 * A vendor that writes its first word after `vendorFirstWordMs` and one every `wordGapMs`,
 * streamed straight from the mock and through the function (`Accept: text/event-stream`),
 * interleaved round by round so both see the same machine. What a writer feels: how much later
 * than the vendor's own first word the first refined word reaches them. Goals: p50 ≤ 20 ms at
 * concurrency 1, ≤ 50 ms at 10.
 */
export async function measureFirstWord(
  mock: MockVendor,
  options: {
    levels: { concurrency: number; requests: number }[];
    rounds: number;
    vendorFirstWordMs?: number;
    wordGapMs?: number;
  },
): Promise<FirstWordRow[]> {
  const vendorFirstWordMs = options.vendorFirstWordMs ?? 200;
  const wordGapMs = options.wordGapMs ?? 20;
  mock.setPlan(lane, { latencyMs: vendorFirstWordMs, wordGapMs });
  const fn = await startFunction(
    functionEnv(mock.url, {
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: `${mock.url}/${lane}/v1`,
      ROUTER_LOCAL_FALLBACK: 'off',
    }),
    benchText,
  );
  const plain = directTarget(mock, lane);
  const direct: LoadTarget = {
    ...plain,
    body: JSON.stringify({
      ...JSON.parse(plain.body),
      stream: true,
      stream_options: { include_usage: true },
    }),
  };
  const through: LoadTarget = {
    url: fn.url,
    headers: {
      authorization: `Bearer ${fn.token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ text: benchText }),
  };
  try {
    await runStreams(direct, directFirstWord, { requests: 20, concurrency: 4 });
    await runStreams(through, functionFirstWord, { requests: 20, concurrency: 4 });
    const rows: FirstWordRow[] = [];
    for (const load of options.levels) {
      const rounds: { direct: StreamTiming[]; through: StreamTiming[] }[] = [];
      for (let round = 0; round < options.rounds; round++) {
        rounds.push({
          direct: await runStreams(direct, directFirstWord, load),
          through: await runStreams(through, functionFirstWord, load),
        });
      }
      const firstWords = (timings: StreamTiming[]) => timings.map((timing) => timing.firstWordMs);
      const at = (rank: number, pick: (round: (typeof rounds)[number]) => number[]) =>
        round2(median(rounds.map((round) => percentile(pick(round), rank))));
      const cost = (rank: number) =>
        round2(
          median(
            rounds.map(
              (round) =>
                percentile(firstWords(round.through), rank) -
                percentile(firstWords(round.direct), rank),
            ),
          ),
        );
      rows.push({
        concurrency: load.concurrency,
        requests: load.requests * options.rounds,
        vendorFirstWordMs,
        wordGapMs,
        directP50: at(50, (round) => firstWords(round.direct)),
        directP99: at(99, (round) => firstWords(round.direct)),
        functionP50: at(50, (round) => firstWords(round.through)),
        functionP99: at(99, (round) => firstWords(round.through)),
        costP50: cost(50),
        costP99: cost(99),
        wholeDirectP50: at(50, (round) => round.direct.map((timing) => timing.wholeMs)),
        wholeFunctionP50: at(50, (round) => round.through.map((timing) => timing.wholeMs)),
      });
    }
    return rows;
  } finally {
    await fn.stop();
  }
}
