/** Tuning of one vendor's breaker. */
export interface CircuitBreakerSettings {
  /** Outcomes older than this do not count. */
  windowMs: number;
  /** How many recent outcomes are judged; keeps a dead vendor's cost bounded after a long healthy run. */
  windowCalls: number;
  minimumCalls: number;
  failureRatio: number;
  cooldownMs: number;
}

export const defaultBreakerSettings: CircuitBreakerSettings = {
  windowMs: 60_000,
  windowCalls: 10,
  minimumCalls: 5,
  failureRatio: 0.5,
  cooldownMs: 30_000,
};

type BreakerState = 'closed' | 'open' | 'half_open';

/**
 * Opens at ≥ 50% failures over ≥ 5 of the last 10 calls within 60 s; after the cooldown one
 * probe is let through: its success closes the breaker, its failure opens it again.
 */
export class CircuitBreaker {
  readonly #settings: CircuitBreakerSettings;
  #outcomes: { at: number; failed: boolean }[] = [];
  #state: BreakerState = 'closed';
  #openUntil = 0;
  #probeInFlight = false;

  constructor(settings: CircuitBreakerSettings = defaultBreakerSettings) {
    this.#settings = settings;
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
      this.#outcomes = [];
      this.#probeInFlight = false;
    }
    this.#record(now, false);
  }

  onFailure(now: number): void {
    if (this.#state === 'half_open') {
      this.#probeInFlight = false;
      this.openFor(this.#settings.cooldownMs, now);
      return;
    }
    this.#record(now, true);
    const failures = this.#outcomes.filter((outcome) => outcome.failed).length;
    const calls = this.#outcomes.length;
    if (calls >= this.#settings.minimumCalls && failures / calls >= this.#settings.failureRatio) {
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
    this.#outcomes = [];
  }

  #record(now: number, failed: boolean): void {
    this.#outcomes.push({ at: now, failed });
    const oldest = now - this.#settings.windowMs;
    this.#outcomes = this.#outcomes
      .filter((outcome) => outcome.at >= oldest)
      .slice(-this.#settings.windowCalls);
  }
}
