/**
 * Callers the quota refused, remembered in the isolate until their Retry-After passes, so their
 * next requests are answered 429 at once: no vendor call is started and no quota round trip is
 * made. This changes no decision: a window that was full cannot gain room before it ends, so the
 * database would refuse them too; and it never admits anyone, which only the database does.
 * Bounded: past `capacity` callers, the earliest remembered is forgotten (the database then
 * decides for it again, exactly as before).
 */
export class RefusedCallers {
  readonly #until = new Map<string, number>();
  readonly #now: () => number;
  readonly #capacity: number;

  /** `now` is monotonic milliseconds (the handler's clock). */
  constructor(now: () => number, options: { capacity?: number } = {}) {
    this.#now = now;
    this.#capacity = options.capacity ?? 10_000;
  }

  /** Refused for `retryAfterSeconds` from now. */
  remember(userId: string, retryAfterSeconds: number): void {
    this.#until.delete(userId);
    this.#until.set(userId, this.#now() + retryAfterSeconds * 1000);
    if (this.#until.size > this.#capacity) this.#forgetExpired();
    while (this.#until.size > this.#capacity) {
      this.#until.delete(this.#until.keys().next().value!);
    }
  }

  /** Whole seconds (at least 1) until `userId` may be asked about again; undefined once free. */
  retryAfterSeconds(userId: string): number | undefined {
    const until = this.#until.get(userId);
    if (until === undefined) return undefined;
    const leftMs = until - this.#now();
    if (leftMs <= 0) {
      this.#until.delete(userId);
      return undefined;
    }
    return Math.max(1, Math.ceil(leftMs / 1000));
  }

  get size(): number {
    return this.#until.size;
  }

  #forgetExpired(): void {
    const now = this.#now();
    for (const [userId, until] of this.#until) if (until <= now) this.#until.delete(userId);
  }
}
