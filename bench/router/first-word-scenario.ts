import type { MockVendor } from '../../supabase/functions/_test-support/mock-vendor/mock-vendor-server.ts';
import {
  type ReadEvent,
  readServerSentEvents,
} from '../../supabase/functions/_test-support/mock-vendor/server-sent-events.ts';
import type { Answer, LoadRequest } from '../shared/load-generator.ts';
import { functionEnv, startFunction } from './function-process.ts';
import { directTarget } from './overhead-scenario.ts';
import { addedOverRounds, overRounds, sendAll } from './rounds.ts';

/** Time to the first refined word, straight from the mock and through the function, ms. */
export interface FirstWordRow {
  concurrency: number;
  requests: number;
  /** The mock's delay before its first word, and between words. */
  vendorFirstWordMs: number;
  wordGapMs: number;
  /** Straight to the mock, streamed: from the send to the first word of the refined message. */
  directP50: number;
  directP99: number;
  /** Through the function: from the send to its first `delta` event. */
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

/** The text one of the mock's OpenAI events carries, if any. */
const contentOf = (event: ReadEvent): string | undefined =>
  event.data === '[DONE]'
    ? undefined
    : JSON.parse(event.data).choices?.[0]?.delta?.content || undefined;

/**
 * Reads a streamed answer to its end; its body is when the first refined word arrived. The mock
 * streams `REFINED` first, then the message: its first refined word is its second piece of
 * text. The function streams the message alone: its first `delta`.
 */
function firstWordReader(isFirstWord: (event: ReadEvent, pieces: number) => boolean) {
  return async (response: Response) => {
    let pieces = 0;
    let firstWordAt = Number.NaN;
    await readServerSentEvents(response, (event) => {
      if (contentOf(event) !== undefined) pieces++;
      if (Number.isNaN(firstWordAt) && isFirstWord(event, pieces)) firstWordAt = event.at;
    });
    if (Number.isNaN(firstWordAt)) throw new Error(`${response.url}: no word arrived`);
    return String(firstWordAt);
  };
}
const directReader = firstWordReader(
  (event, pieces) => contentOf(event) !== undefined && pieces === 2,
);
const functionReader = firstWordReader((event) => event.event === 'delta');

const firstWordMs = (answers: Answer[]) =>
  answers.map((answer) => Number(answer.body) - answer.sentAt);
const wholeMs = (answers: Answer[]) => answers.map((answer) => answer.doneAt - answer.sentAt);

/**
 * A vendor that writes its first word after `vendorFirstWordMs` and one every `wordGapMs`,
 * streamed straight from the mock and through the function (`Accept: text/event-stream`),
 * interleaved round by round. What a writer feels: how much later than the vendor's own first
 * word the first refined word reaches them.
 */
export async function measureFirstWord(
  mock: MockVendor,
  options: { levels: { concurrency: number; requests: number }[]; rounds: number },
): Promise<FirstWordRow[]> {
  const vendorFirstWordMs = 200;
  const wordGapMs = 20;
  mock.setPlan(lane, { latencyMs: vendorFirstWordMs, wordGapMs });
  const fn = await startFunction(
    functionEnv(mock.url, {
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: `${mock.url}/${lane}/v1`,
      ROUTER_LOCAL_FALLBACK: 'off',
    }),
    { headers: { accept: 'text/event-stream' } },
  );
  const direct = directTarget(mock, lane, {
    stream: true,
    stream_options: { include_usage: true },
  });
  const stream = (
    target: LoadRequest,
    read: typeof directReader,
    load: { requests?: number; concurrency?: number },
  ) => sendAll(target, { requests: 20, concurrency: 4, ...load, keepBodies: true, read });
  try {
    await stream(direct, directReader, {});
    await stream(fn.target, functionReader, {});
    const rows: FirstWordRow[] = [];
    for (const load of options.levels) {
      const rounds: { direct: Answer[]; through: Answer[] }[] = [];
      for (let round = 0; round < options.rounds; round++) {
        rounds.push({
          direct: (await stream(direct, directReader, load)).answers,
          through: (await stream(fn.target, functionReader, load)).answers,
        });
      }
      const first = (side: 'direct' | 'through') => (round: (typeof rounds)[number]) =>
        firstWordMs(round[side]);
      rows.push({
        concurrency: load.concurrency,
        requests: load.requests * options.rounds,
        vendorFirstWordMs,
        wordGapMs,
        directP50: overRounds(rounds, 50, first('direct')),
        directP99: overRounds(rounds, 99, first('direct')),
        functionP50: overRounds(rounds, 50, first('through')),
        functionP99: overRounds(rounds, 99, first('through')),
        costP50: addedOverRounds(rounds, 50, first('through'), first('direct')),
        costP99: addedOverRounds(rounds, 99, first('through'), first('direct')),
        wholeDirectP50: overRounds(rounds, 50, (round) => wholeMs(round.direct)),
        wholeFunctionP50: overRounds(rounds, 50, (round) => wholeMs(round.through)),
      });
    }
    return rows;
  } finally {
    await fn.stop();
  }
}
