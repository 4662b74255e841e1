import { RollingCounter } from './rolling-counter.ts';

/**
 * Caps hedges at `ratio` of the requests seen in the rolling minute, with a small floor so a
 * quiet isolate can still hedge its first stalled call (as Finagle's retry budget does).
 */
export class HedgeBudget {
  readonly #ratio: number;
  readonly #floor: number;
  readonly #requests: RollingCounter;
  readonly #hedges: RollingCounter;

  constructor(options: { ratio: number; floor?: number; windowMs?: number }) {
    this.#ratio = options.ratio;
    this.#floor = options.floor ?? 2;
    this.#requests = new RollingCounter(options.windowMs);
    this.#hedges = new RollingCounter(options.windowMs);
  }

  onRequest(now: number): void {
    this.#requests.add(now);
  }

  /** Spends one hedge if the budget allows it. */
  tryTake(now: number): boolean {
    if (this.#ratio <= 0) return false;
    const allowed = Math.max(this.#floor, Math.floor(this.#ratio * this.#requests.total(now)));
    if (this.#hedges.total(now) >= allowed) return false;
    this.#hedges.add(now);
    return true;
  }
}
