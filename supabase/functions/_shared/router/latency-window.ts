/** The last `capacity` successful latencies of one vendor, for its adaptive hedge delay. */
export class LatencyWindow {
  readonly #samples: number[] = [];
  readonly #capacity: number;
  #next = 0;

  constructor(capacity = 64) {
    this.#capacity = capacity;
  }

  add(milliseconds: number): void {
    if (this.#samples.length < this.#capacity) this.#samples.push(milliseconds);
    else this.#samples[this.#next] = milliseconds;
    this.#next = (this.#next + 1) % this.#capacity;
  }

  get size(): number {
    return this.#samples.length;
  }

  /** Nearest-rank percentile (0–100); undefined until a sample exists. */
  percentile(rank: number): number | undefined {
    if (this.#samples.length === 0) return undefined;
    const sorted = [...this.#samples].sort((a, b) => a - b);
    const index = Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1);
    return sorted[Math.max(0, index)];
  }
}
