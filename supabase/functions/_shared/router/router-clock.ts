/**
 * The time source and timers the router runs on. Production uses the system clock; tests pass
 * a manual clock so deadlines, hedge delays and pauses are checked exactly, whatever the load.
 */
export interface RouterClock {
  /** Monotonic milliseconds. */
  now(): number;
  /** Calls `callback` once, `milliseconds` from now; the returned function cancels it. */
  schedule(callback: () => void, milliseconds: number): () => void;
}

export const systemClock: RouterClock = {
  now: () => performance.now(),
  schedule(callback, milliseconds) {
    const timer = setTimeout(callback, milliseconds);
    return () => clearTimeout(timer);
  },
};
