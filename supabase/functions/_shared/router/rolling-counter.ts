/**
 * Counts events over a rolling window in fixed buckets: O(1) memory at any request rate.
 *
 * A bucket that straddles the window's old edge is only partly inside it, so the counter gives
 * two honest bounds instead of one guess: `countInside` leaves that bucket out (never more than
 * the exact count) and `countOverlapping` takes it in (never less).
 */
export class RollingCounter {
  readonly #counts: Float64Array;
  readonly #ticks: Float64Array;
  readonly #bucketMs: number;
  readonly #windowBuckets: number;

  constructor(options: { windowMs: number; bucketMs: number }) {
    const { windowMs, bucketMs } = options;
    if (!(bucketMs > 0) || windowMs % bucketMs !== 0) {
      throw new RangeError('RollingCounter: windowMs must be a positive multiple of bucketMs');
    }
    this.#windowBuckets = windowMs / bucketMs;
    // One bucket more than the window holds: the straddling one that countOverlapping needs.
    this.#counts = new Float64Array(this.#windowBuckets + 1);
    this.#ticks = new Float64Array(this.#windowBuckets + 1).fill(Number.NEGATIVE_INFINITY);
    this.#bucketMs = bucketMs;
  }

  add(now: number, amount = 1): void {
    const tick = Math.floor(now / this.#bucketMs);
    const index = tick % this.#counts.length;
    if (this.#ticks[index] !== tick) {
      this.#ticks[index] = tick;
      this.#counts[index] = 0;
    }
    this.#counts[index]! += amount;
  }

  /** Events certainly inside (now − window, now]: a lower bound of the exact count. */
  countInside(now: number): number {
    return this.#sum(now, this.#windowBuckets);
  }

  /** Events that may be inside (now − window, now]: an upper bound of the exact count. */
  countOverlapping(now: number): number {
    return this.#sum(now, this.#windowBuckets + 1);
  }

  #sum(now: number, buckets: number): number {
    const tick = Math.floor(now / this.#bucketMs);
    let sum = 0;
    for (let index = 0; index < this.#counts.length; index++) {
      const age = tick - this.#ticks[index]!;
      if (age >= 0 && age < buckets) sum += this.#counts[index]!;
    }
    return sum;
  }
}
