import { type VendorAdapter, VendorError, type VendorReply } from '../vendors/vendor-adapter.ts';
import { type Clock, systemClock } from '../clock/clock.ts';

/** A piece of text a streaming call writes, `at` milliseconds after it started. */
export interface Piece {
  at: number;
  text: string;
}

/**
 * One scripted call: answer after `ms`, or fail with a VendorError code, or hang until aborted;
 * with `pieces`, it first streams them at their times (an answer's text is then the pieces).
 */
export type Script = { pieces?: Piece[] } & (
  | { ms: number; text?: string }
  | { ms: number; fail: VendorError['code']; status?: number; retryAfterMs?: number }
  | { hang: true }
);

/** `text` streamed word by word: the first word at `firstAt`, then one every `gap` ms. */
export const streamed = (text: string, firstAt: number, gap: number): Piece[] =>
  (text.match(/\s*\S+/g) ?? []).map((word, index) => ({ at: firstAt + index * gap, text: word }));

function settleScript(vendor: string, script: Exclude<Script, { hang: true }>) {
  if (!('fail' in script)) {
    const streamedText = script.pieces?.map((piece) => piece.text).join('');
    return {
      reply: {
        text: script.text ?? streamedText ?? `answer from ${vendor}`,
        usage: { input: 3, output: 4 },
      },
    };
  }
  return {
    error: new VendorError({
      vendor,
      code: script.fail,
      message: script.fail,
      status: script.status,
      retryable: true,
      retryAfterMs: script.retryAfterMs,
    }),
  };
}

/**
 * A vendor whose calls follow a script (the last entry repeats), counting calls and aborts.
 * Its delays run on `clock`, so a test on a manual clock controls every millisecond.
 */
export function scriptedAdapter(
  vendor: string,
  scripts: Script[],
  options: { clock?: Clock } = {},
) {
  const clock = options.clock ?? systemClock;
  const counts = { calls: 0, aborted: 0, open: 0 };
  const adapter: VendorAdapter = {
    vendor,
    model: `${vendor}-model`,
    generate(_text, { signal, onText }) {
      const script = scripts[Math.min(counts.calls, scripts.length - 1)]!;
      counts.calls++;
      counts.open++;
      return new Promise<VendorReply>((resolve, reject) => {
        let finished = false;
        const writes = (script.pieces ?? []).map((piece) =>
          clock.schedule(() => {
            if (!finished) onText?.(piece.text);
          }, piece.at),
        );
        const cancel =
          'hang' in script
            ? undefined
            : clock.schedule(() => {
                finished = true;
                counts.open--;
                const outcome = settleScript(vendor, script);
                if (outcome.reply) resolve(outcome.reply);
                else reject(outcome.error);
              }, script.ms);
        signal.addEventListener(
          'abort',
          () => {
            if (finished) return;
            finished = true;
            cancel?.();
            for (const cancelWrite of writes) cancelWrite();
            counts.aborted++;
            counts.open--;
            reject(new DOMException('aborted', 'AbortError'));
          },
          { once: true },
        );
      });
    },
  };
  return { adapter, counts };
}
