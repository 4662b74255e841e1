/**
 * The time source and timers the function runs on: the router's deadlines, hedge delays and
 * pauses, and the usage batches' write delays. Production uses the system clock; tests pass a
 * manual clock so every timing is checked exactly, whatever the load. It sits below both of
 * its users so that neither depends on the other for the time.
 */
export interface Clock {
  /** Monotonic milliseconds. */
  now(): number;
  /** Calls `callback` once, `milliseconds` from now; the returned function cancels it. */
  schedule(callback: () => void, milliseconds: number): () => void;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  schedule(callback, milliseconds) {
    const timer = setTimeout(callback, milliseconds);
    return () => clearTimeout(timer);
  },
};
