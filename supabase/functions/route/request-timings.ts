/** Milliseconds rounded to hundredths, as every timing leaves the function. */
export const roundMs = (milliseconds: number) => Math.round(milliseconds * 100) / 100;

/** One request's clock: when it arrived and how long each named step took. */
export class RequestTimings {
  readonly #now: () => number;
  readonly startedAt: number;
  readonly spans: Record<string, number> = {};

  constructor(now: () => number) {
    this.#now = now;
    this.startedAt = now();
  }

  async measure<T>(name: string, work: () => Promise<T>): Promise<T> {
    const startedAt = this.#now();
    try {
      return await work();
    } finally {
      this.spans[name] = (this.spans[name] ?? 0) + this.#now() - startedAt;
    }
  }

  /** Adds a duration measured elsewhere (work that ran alongside another) to `name`. */
  record(name: string, milliseconds: number): void {
    this.spans[name] = (this.spans[name] ?? 0) + milliseconds;
  }

  elapsed(): number {
    return this.#now() - this.startedAt;
  }

  /**
   * Time the request waited on the caller checks (JWT, approval, quota), which the router does
   * not own. For the quota that is `quota-wait`: the round trip runs alongside the vendor call,
   * and only what it takes beyond the vendor delays the answer.
   */
  checks(): number {
    return (this.spans.auth ?? 0) + (this.spans.approval ?? 0) + (this.spans['quota-wait'] ?? 0);
  }

  /** A `Server-Timing` value: every span, then any extra entries, then the total so far. */
  serverTiming(extra: Record<string, number> = {}): string {
    return [
      ...Object.entries({ ...this.spans, ...extra }).map(
        ([name, value]) => `${name};dur=${roundMs(value)}`,
      ),
      `total;dur=${roundMs(this.elapsed())}`,
    ].join(', ');
  }
}
