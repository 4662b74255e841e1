import { type VendorAdapter, VendorError, type VendorReply } from '../vendors/vendor-adapter.ts';

/** One scripted call: answer after `ms`, or fail with a VendorError code, or hang until aborted. */
export type Script =
  | { ms: number; text?: string }
  | { ms: number; fail: VendorError['code']; status?: number; retryAfterMs?: number }
  | { hang: true };

/** A vendor whose calls follow a script (the last entry repeats), counting calls and aborts. */
export function scriptedAdapter(vendor: string, scripts: Script[]) {
  const counts = { calls: 0, aborted: 0, open: 0 };
  const adapter: VendorAdapter = {
    vendor,
    model: `${vendor}-model`,
    generate(_text, { signal }) {
      const script = scripts[Math.min(counts.calls, scripts.length - 1)]!;
      counts.calls++;
      counts.open++;
      return new Promise<VendorReply>((resolve, reject) => {
        const done = () => counts.open--;
        const timer =
          'hang' in script
            ? undefined
            : setTimeout(() => {
                done();
                if ('fail' in script) {
                  reject(
                    new VendorError({
                      vendor,
                      code: script.fail,
                      message: script.fail,
                      status: script.status,
                      retryable: true,
                      retryAfterMs: script.retryAfterMs,
                    }),
                  );
                } else
                  resolve({
                    text: script.text ?? `answer from ${vendor}`,
                    usage: { input: 3, output: 4 },
                  });
              }, script.ms);
        signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            counts.aborted++;
            done();
            reject(new DOMException('aborted', 'AbortError'));
          },
          { once: true },
        );
      });
    },
  };
  return { adapter, counts };
}
