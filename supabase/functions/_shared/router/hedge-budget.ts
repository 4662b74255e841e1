import { RollingCounter } from './rolling-counter.ts';

/** Tuning of the hedge budget; the defaults are the router's. */
export interface HedgeBudgetOptions {
  /** Hedges allowed per request in the window (0.1: one hedge per ten requests). */
  ratio: number;
  windowMs?: number;
  /** Bucket width of the counters: memory is window / bucket slots, whatever the traffic. */
  bucketMs?: number;
}

/**
 * Caps hedges at `ratio` of the requests seen in the rolling window, exactly: a hedge starts
 * only if, counting it, the hedges started in (now − window, now] are at most `ratio` times the
 * requests that arrived in that same window. There is no floor, so the cap also holds for the
 * first requests of an isolate (the first hedge at 10% needs ten requests in the window).
 *
 * The counters are bucketed, so each side is rounded against hedging: requests count only from
 * buckets wholly inside the window and hedges from every bucket that touches it. A refusal can
 * therefore come up to one bucket early, but the cap is never exceeded.
 */
export class HedgeBudget {
  readonly #ratio: number;
  readonly #requests: RollingCounter;
  readonly #hedges: RollingCounter;

  constructor(options: HedgeBudgetOptions) {
    const windowMs = options.windowMs ?? 60_000;
    const bucketMs = options.bucketMs ?? 100;
    this.#ratio = options.ratio;
    this.#requests = new RollingCounter({ windowMs, bucketMs });
    this.#hedges = new RollingCounter({ windowMs, bucketMs });
  }

  /** Counts one routed request when it arrives, before any of its calls. */
  onRequest(now: number): void {
    this.#requests.add(now);
  }

  /** Spends one hedge if, counting it, the window stays within the ratio; counts it if so. */
  tryTake(now: number): boolean {
    if (!(this.#ratio > 0)) return false;
    const hedges = this.#hedges.countOverlapping(now) + 1;
    if (hedges > this.#ratio * this.#requests.countInside(now)) return false;
    this.#hedges.add(now);
    return true;
  }
}
