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
   * vendor that just died costs.
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
 * Opens at ≥ 50% failures over ≥ 5 calls in the rolling 60 s (issue 4), or at 5 failures in a
 * row within it. A vendor failing 10% of its calls, even in bursts, stays in; one that fails
 * every call is out after 5. After the cooldown one probe is let through: its success closes
 * the breaker, its failure opens it again.
 */
export class CircuitBreaker {
  readonly #settings: CircuitBreakerSettings;
  #calls: RollingCounter;
  #failures: RollingCounter;
  /** When each failure of the current run of failures happened. */
  #run: number[] = [];
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

  onSuccess(now: number): void {
    if (this.#state !== 'closed') {
      this.#state = 'closed';
      this.#forget();
      this.#probeInFlight = false;
    }
    this.#calls.add(now);
    this.#run = [];
  }

  onFailure(now: number): void {
    if (this.#state === 'half_open') {
      this.#probeInFlight = false;
      this.openFor(this.#settings.cooldownMs, now);
      return;
    }
    this.#calls.add(now);
    this.#failures.add(now);
    this.#run = [...this.#run, now].filter((at) => at > now - this.#settings.windowMs);
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
