import type { FaultPlan } from './fault-plan.ts';
import { sleep } from './sleep.ts';
import {
  closingEvents,
  errorEvent,
  keepAlive,
  malformedEvent,
  openingEvents,
  type StreamUsage,
  wordEvent,
} from './stream-events.ts';
import type { WireFormat } from './wire-formats.ts';

/** How often a stalled stream writes a comment, so the mock notices a client that left. */
const keepAliveMs = 25;

/**
 * The pieces a vendor streams: words with the whitespace before them, as model tokens carry it
 * (`REFINED`, `\nPlease`, ` review`, …).
 */
export const wordsOf = (text: string): string[] => text.match(/\s*\S+|\s+$/g) ?? [];

/** What one streamed answer is made of; `fault` is the lane's fault when this call got it. */
export interface StreamedAnswerOptions {
  format: WireFormat;
  model: string;
  text: string;
  usage: StreamUsage;
  plan: FaultPlan;
  fault: FaultPlan['fault'];
  /** Called once when the stream ends: `abandoned` when the client left before its end. */
  onEnd(abandoned: boolean): void;
}

/**
 * The events of the answer, written over time: the opening at once, the first word after the
 * lane's latency, then a word every `wordGapMs`, then the closing events. A `stall` holds after
 * `afterWords` words (writing comments) for `stallMs`; a `cut` breaks the connection there.
 * What is written with no wait between goes out in one piece, as a vendor's burst does: with
 * no gap between words, the whole answer is one write, like a JSON body.
 */
async function writeAnswer(
  send: (text: string) => void,
  options: StreamedAnswerOptions,
  isCancelled: () => boolean,
): Promise<'closed' | 'cut'> {
  let pending = '';
  const write = (text: string) => void (pending += text);
  const flush = () => {
    if (pending !== '') send(pending);
    pending = '';
  };
  const wait = async (milliseconds: number) => {
    if (milliseconds <= 0) return;
    flush();
    await sleep(milliseconds);
  };
  try {
    return await writeEvents(write, wait, options, isCancelled);
  } finally {
    flush();
  }
}

async function writeEvents(
  write: (text: string) => void,
  wait: (milliseconds: number) => Promise<void>,
  options: StreamedAnswerOptions,
  isCancelled: () => boolean,
): Promise<'closed' | 'cut'> {
  const { format, model, plan, fault, usage } = options;
  write(openingEvents(format, { model, usage }));
  await wait(plan.latencyMs);
  if (fault === 'error-body') return (write(errorEvent(format)), 'closed');
  if (fault === 'malformed') return (write(malformedEvent()), 'closed');
  const words = wordsOf(options.text);
  for (let index = 0; index <= words.length; index++) {
    if (isCancelled()) return 'closed';
    if (index === plan.afterWords && fault === 'cut') return 'cut';
    if (index === plan.afterWords && fault === 'stall') {
      const endsAt = performance.now() + plan.stallMs;
      while (performance.now() < endsAt && !isCancelled()) {
        write(keepAlive);
        await wait(Math.max(1, Math.min(keepAliveMs, endsAt - performance.now())));
      }
    }
    if (index === words.length) break;
    if (index > 0) await wait(plan.wordGapMs);
    write(wordEvent(format, { model, text: words[index]! }));
  }
  write(closingEvents(format, { model, usage }));
  return 'closed';
}

/** A `text/event-stream` response that writes the answer as `writeAnswer` says. */
export function streamedAnswer(options: StreamedAnswerOptions): Response {
  const encoder = new TextEncoder();
  let cancelled = false;
  let ended = false;
  const end = (abandoned: boolean) => {
    if (ended) return;
    ended = true;
    options.onEnd(abandoned);
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (!cancelled) controller.enqueue(encoder.encode(text));
      };
      writeAnswer(write, options, () => cancelled).then(
        async (how) => {
          if (cancelled) return;
          if (how === 'cut') {
            // Erroring the stream drops what is still queued: cut once the words went out.
            while ((controller.desiredSize ?? 1) < 1 && !cancelled) await sleep(1);
            controller.error(new Error('mock cut'));
          } else controller.close();
          end(false);
        },
        (error: unknown) => {
          controller.error(error);
          end(false);
        },
      );
    },
    cancel() {
      cancelled = true;
      end(true);
    },
  });
  return new Response(stream, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
  });
}
