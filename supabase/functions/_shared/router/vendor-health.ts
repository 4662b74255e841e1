import type { VendorError } from '../vendors/vendor-adapter.ts';
import { AttemptTimeout } from './attempt-timeout.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import { LatencyWindow } from './latency-window.ts';
import type { RouterSettings } from './router-settings.ts';

const latencyWeight = 0.3;
const successWeight = 0.2;
const priorLatencyMs = 1_000;

/** What the router knows about one vendor inside this isolate. */
export class VendorHealth {
  readonly vendor: string;
  readonly #settings: RouterSettings;
  readonly #breaker: CircuitBreaker;
  readonly #latencies = new LatencyWindow();
  readonly #timeout: AttemptTimeout;
  #latencyEwmaMs = priorLatencyMs;
  #successEwma = 1;
  #brokenUntil = 0;
  #pausedUntil = 0;

  constructor(vendor: string, settings: RouterSettings) {
    this.vendor = vendor;
    this.#settings = settings;
    this.#breaker = new CircuitBreaker(settings.breaker);
    this.#timeout = new AttemptTimeout(settings);
  }

  get breakerState() {
    return this.#breaker.state;
  }

  /** When a 429 pause ends (0 when not paused). */
  get pausedUntil(): number {
    return this.#pausedUntil;
  }

  isAvailable(now: number): boolean {
    return now >= this.#brokenUntil && now >= this.#pausedUntil && this.#breaker.canAttempt(now);
  }

  /** Lower is better: a slow or failing vendor drops down the order. */
  score(): number {
    return this.#latencyEwmaMs / Math.max(this.#successEwma, 0.05);
  }

  /** Adaptive hedge delay: this vendor's recent p90, clamped. */
  hedgeDelayMs(): number {
    const p90 = this.#latencies.percentile(90) ?? this.#settings.initialHedgeDelayMs;
    return Math.min(this.#settings.hedgeDelayMaxMs, Math.max(this.#settings.hedgeDelayMinMs, p90));
  }

  /** How long an attempt with a text of `units` answer units may run (see attempt-timeout.ts). */
  attemptTimeoutMs(units: number): number {
    return this.#timeout.limitMs(units, { probe: this.#breaker.state === 'half_open' });
  }

  onStart(): void {
    this.#breaker.onStart();
  }

  onSuccess(milliseconds: number, options: { now: number; units: number }): void {
    this.#latencies.add(milliseconds);
    this.#timeout.onAnswer(milliseconds, options.units);
    this.#latencyEwmaMs += latencyWeight * (milliseconds - this.#latencyEwmaMs);
    this.#successEwma += successWeight * (1 - this.#successEwma);
    this.#breaker.onSuccess(options.now, options.now - milliseconds);
  }

  /**
   * Aborted unanswered before its own time limit: it lost a hedge race, or the request's
   * deadline came first. All that is known is that its answer would have taken at least
   * `milliseconds`, so only the ordering learns it (the latency estimate rises to at least
   * that); the breaker and the success rate do not count it as a failure. A vendor that stalls
   * every call is still caught: every attempt that is not rescued runs into its time limit.
   */
  onCancelled(milliseconds: number): void {
    this.#raiseLatencyTo(milliseconds);
    this.#breaker.onCancelled();
  }

  /** Ran past its own time limit unanswered: a failure, and slow for at least that long. */
  onTimeout(error: VendorError, options: { now: number; elapsedMs: number }): void {
    this.#raiseLatencyTo(options.elapsedMs);
    if (this.#breaker.state === 'half_open') this.#timeout.onProbeTimeout();
    this.onFailure(error, { now: options.now, startedAt: options.now - options.elapsedMs });
  }

  #raiseLatencyTo(milliseconds: number): void {
    this.#latencyEwmaMs +=
      latencyWeight * (Math.max(milliseconds, this.#latencyEwmaMs) - this.#latencyEwmaMs);
  }

  /** A call that started at `startedAt` failed at `now` (the breaker orders failures by start). */
  onFailure(error: VendorError, options: { now: number; startedAt: number }): void {
    const { now } = options;
    this.#successEwma += successWeight * (0 - this.#successEwma);
    if (error.code === 'auth_failed') {
      this.#brokenUntil = now + this.#settings.brokenKeyMs;
      this.#breaker.onCancelled();
      return;
    }
    if (error.code === 'rate_limited') {
      this.#pausedUntil = now + (error.retryAfterMs ?? this.#settings.defaultRetryAfterMs);
      this.#breaker.onCancelled();
      return;
    }
    this.#breaker.onFailure(now, options.startedAt);
  }
}

/**
 * Healthy vendors, best first, then the unavailable ones (a 429 pause may end within the
 * deadline). With probability `exploration` a random other healthy vendor goes first so the
 * estimates of the ones not chosen stay fresh.
 */
export function orderVendors(
  healths: readonly VendorHealth[],
  options: { now: number; exploration: number; random: () => number },
): VendorHealth[] {
  const available = healths
    .filter((health) => health.isAvailable(options.now))
    .sort((a, b) => a.score() - b.score());
  const unavailable = healths.filter((health) => !available.includes(health));
  if (available.length > 1 && options.random() < options.exploration) {
    const index = 1 + Math.floor(options.random() * (available.length - 1));
    const [explored] = available.splice(index, 1);
    available.unshift(explored!);
  }
  return [...available, ...unavailable];
}
