import type { VendorError } from '../vendors/vendor-adapter.ts';
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
  #latencyEwmaMs = priorLatencyMs;
  #successEwma = 1;
  #brokenUntil = 0;
  #pausedUntil = 0;

  constructor(vendor: string, settings: RouterSettings) {
    this.vendor = vendor;
    this.#settings = settings;
    this.#breaker = new CircuitBreaker(settings.breaker);
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

  onStart(): void {
    this.#breaker.onStart();
  }

  onSuccess(milliseconds: number, now: number): void {
    this.#latencies.add(milliseconds);
    this.#latencyEwmaMs += latencyWeight * (milliseconds - this.#latencyEwmaMs);
    this.#successEwma += successWeight * (1 - this.#successEwma);
    this.#breaker.onSuccess(now);
  }

  /** It lost a hedge race: slower than someone else, which only the ordering should learn. */
  onCancelled(milliseconds: number): void {
    this.#latencyEwmaMs +=
      latencyWeight * (Math.max(milliseconds, this.#latencyEwmaMs) - this.#latencyEwmaMs);
    this.#breaker.onCancelled();
  }

  onFailure(error: VendorError, now: number): void {
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
    this.#breaker.onFailure(now);
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
