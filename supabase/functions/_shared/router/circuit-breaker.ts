import { RollingCounter } from './rolling-counter.ts';

/** Tuning of one vendor's breaker. */
export interface CircuitBreakerSettings {
  /** Outcomes older than this do not count. */
  windowMs: number;
  minimumCalls: number;
  failureRatio: number;
  /**
   * Failures in a row (within the window) that open the breaker whatever else the window holds:
   * after a long healthy run the ratio would take many calls to reach, so this bounds what a
   * vendor that just died costs. "In a row" is in the order the calls started (see onFailure).
   */
  failuresInARow: number;
  cooldownMs: number;
}

export const defaultBreakerSettings: CircuitBreakerSettings = {
  windowMs: 60_000,
  minimumCalls: 5,
  failureRatio: 0.5,
  failuresInARow: 5,
  cooldownMs: 30_000,
};

type BreakerState = 'closed' | 'open' | 'half_open';

/** Bucket width of the window's counters: memory stays fixed at any call rate. */
const bucketMs = 100;

/**
 * Opens at ≥ 50% failures over ≥ 5 calls in the rolling 60 s, or at 5 failures in a
 * row within it. A vendor failing 10% of its calls, even in bursts, stays in; one that fails
 * every call is out after 5. After the cooldown one probe is let through: its success closes
 * the breaker, its failure opens it again.
 *
 * "In a row" counts calls in the order they started, not the order they ended. A stalled call
 * is only known to have failed at its time limit (about 1.2 s), a healthy one answers in tens of
 * milliseconds, so a vendor that stalls 10% of its calls ends five stalls back to back whenever
 * every call in flight happens to be a stall, although calls started between them answered. In
 * completion order that looked like a dead vendor and opened the breaker; with one vendor and
 * no offline fallback, every request then got an instant 503 until a call in flight answered
 * (13 of 600 in one run of bench:router's hedging scenario). A vendor that died fails every call
 * started after its death, so it still opens after five.
 */
export class CircuitBreaker {
  readonly #settings: CircuitBreakerSettings;
  #calls: RollingCounter;
  #failures: RollingCounter;
  /** When each call of the current run of failures started (all after the last success's start). */
  #run: number[] = [];
  /** When the latest-started call that succeeded started. */
  #lastSuccessStartedAt = Number.NEGATIVE_INFINITY;
  #state: BreakerState = 'closed';
  #openUntil = 0;
  #probeInFlight = false;

  constructor(settings: CircuitBreakerSettings = defaultBreakerSettings) {
    this.#settings = settings;
    this.#calls = this.#counter();
    this.#failures = this.#counter();
  }

  get state(): BreakerState {
    return this.#state;
  }

  /** Whether a call may start now; in half-open state only the single probe may. */
  canAttempt(now: number): boolean {
    if (this.#state === 'open' && now >= this.#openUntil) this.#state = 'half_open';
    if (this.#state === 'closed') return true;
    return this.#state === 'half_open' && !this.#probeInFlight;
  }

  /** Marks a call as started; in half-open state it becomes the probe. */
  onStart(): void {
    if (this.#state === 'half_open') this.#probeInFlight = true;
  }

  /** A call that started at `startedAt` (default: `now`, a call that took no time) answered. */
  onSuccess(now: number, startedAt = now): void {
    if (this.#state !== 'closed') {
      this.#state = 'closed';
      this.#forget();
      this.#probeInFlight = false;
    }
    this.#calls.add(now);
    this.#lastSuccessStartedAt = Math.max(this.#lastSuccessStartedAt, startedAt);
    this.#run = this.#run.filter((start) => start > this.#lastSuccessStartedAt);
  }

  /**
   * A call that started at `startedAt` failed. It joins the run of failures only if no call
   * started after it has succeeded: failures are "in a row" in the order their calls started.
   */
  onFailure(now: number, startedAt = now): void {
    if (this.#state === 'half_open') {
      this.#probeInFlight = false;
      this.openFor(this.#settings.cooldownMs, now);
      return;
    }
    this.#calls.add(now);
    this.#failures.add(now);
    const inRun = startedAt > this.#lastSuccessStartedAt;
    this.#run = [...this.#run, ...(inRun ? [startedAt] : [])].filter(
      (start) => start > now - this.#settings.windowMs,
    );
    const calls = this.#calls.countOverlapping(now);
    const failures = this.#failures.countOverlapping(now);
    const tooManyFailures =
      calls >= this.#settings.minimumCalls && failures / calls >= this.#settings.failureRatio;
    if (tooManyFailures || this.#run.length >= this.#settings.failuresInARow) {
      this.openFor(this.#settings.cooldownMs, now);
    }
  }

  /** A probe that was cancelled (it lost a hedge race) leaves the breaker half-open. */
  onCancelled(): void {
    this.#probeInFlight = false;
  }

  /** Opens at once, e.g. for a 429's Retry-After or a rejected key. */
  openFor(milliseconds: number, now: number): void {
    this.#state = 'open';
    this.#openUntil = Math.max(this.#openUntil, now + milliseconds);
    this.#forget();
  }

  #counter(): RollingCounter {
    return new RollingCounter({ windowMs: this.#settings.windowMs, bucketMs });
  }

  #forget(): void {
    this.#calls = this.#counter();
    this.#failures = this.#counter();
    this.#run = [];
  }
}
