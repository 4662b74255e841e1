/** Counts events over a rolling window in one-second buckets: O(1) memory at any request rate. */
export class RollingCounter {
  readonly #buckets: Float64Array;
  readonly #seconds: Float64Array;
  readonly #bucketMs: number;

  constructor(windowMs = 60_000, bucketMs = 1_000) {
    const size = Math.ceil(windowMs / bucketMs);
    this.#buckets = new Float64Array(size);
    this.#seconds = new Float64Array(size).fill(-1);
    this.#bucketMs = bucketMs;
  }

  add(now: number, amount = 1): void {
    const tick = Math.floor(now / this.#bucketMs);
    const index = tick % this.#buckets.length;
    if (this.#seconds[index] !== tick) {
      this.#seconds[index] = tick;
      this.#buckets[index] = 0;
    }
    this.#buckets[index]! += amount;
  }

  total(now: number): number {
    const tick = Math.floor(now / this.#bucketMs);
    let sum = 0;
    for (let index = 0; index < this.#buckets.length; index++) {
      if (tick - this.#seconds[index]! < this.#buckets.length) sum += this.#buckets[index]!;
    }
    return sum;
  }
}
