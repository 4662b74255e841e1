/** The last `capacity` successful latencies of one vendor, for its adaptive hedge delay. */
export class LatencyWindow {
  /** In arrival order, a ring once full. */
  readonly #samples: number[] = [];
  /** The same samples in ascending order, kept on every add: a percentile is then one read. */
  readonly #sorted: number[] = [];
  readonly #capacity: number;
  #next = 0;

  constructor(capacity = 64) {
    this.#capacity = capacity;
  }

  /**
   * Records one latency. The sorted copy moves by one insertion (and one removal once full),
   * so no call ever sorts the window: a request's hedge delay and time limit are read before
   * its vendor call leaves, on the caller's clock.
   */
  add(milliseconds: number): void {
    if (this.#samples.length < this.#capacity) this.#samples.push(milliseconds);
    else {
      const evicted = this.#samples[this.#next]!;
      this.#sorted.splice(this.#firstIndexNotBelow(evicted), 1);
      this.#samples[this.#next] = milliseconds;
    }
    this.#sorted.splice(this.#firstIndexNotBelow(milliseconds), 0, milliseconds);
    this.#next = (this.#next + 1) % this.#capacity;
  }

  get size(): number {
    return this.#samples.length;
  }

  /** Nearest-rank percentile (0–100); undefined until a sample exists. */
  percentile(rank: number): number | undefined {
    const sorted = this.#sorted;
    if (sorted.length === 0) return undefined;
    const index = Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1);
    return sorted[Math.max(0, index)];
  }

  /** Binary search: where `value` sits in the sorted copy (the first equal sample, if any). */
  #firstIndexNotBelow(value: number): number {
    let low = 0;
    let high = this.#sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#sorted[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
