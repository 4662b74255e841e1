/** How often an isolate sweeps: rare enough to cost nothing, often enough to keep up. */
export interface RetentionSweepOptions {
  /** Share of responses after which a sweep may start (default 1 in 100). */
  rate?: number;
  /** Least time between two sweeps of one isolate, successful or not (default 10 minutes). */
  minIntervalMs?: number;
  random?: () => number;
  now?: () => number;
}

/**
 * Decides, after each response, whether this isolate should run the retention purge now. At
 * most one sweep is in flight and sweeps are spaced out, so a busy isolate adds one small RPC
 * every ten minutes at most and a quiet one almost never. Returns the sweep when it starts one.
 */
export function createRetentionSweeper(
  purge: () => Promise<number>,
  options: RetentionSweepOptions = {},
): () => Promise<number> | undefined {
  const rate = options.rate ?? 0.01;
  const minIntervalMs = options.minIntervalMs ?? 10 * 60_000;
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => performance.now());
  let running = false;
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (running || at - lastStartedAt < minIntervalMs || random() >= rate) return undefined;
    running = true;
    lastStartedAt = at;
    return purge().finally(() => {
      running = false;
    });
  };
}
