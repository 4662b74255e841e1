import { type CircuitBreakerSettings, defaultBreakerSettings } from './circuit-breaker.ts';

/** Every knob of the policy; `parseRouterSettings` fills them from the environment. */
export interface RouterSettings {
  /** One budget per request shared by every attempt (ROUTER_DEADLINE_MS). */
  deadlineMs: number;
  /** Upstream calls per request, hedges included. */
  maxAttempts: number;
  hedging: boolean;
  /**
   * Hedges allowed per request in the rolling minute, never exceeded (ROUTER_HEDGE_BUDGET). With
   * one vendor every stalled call needs a hedge and a tenth of those stall again, so a budget of
   * exactly the stall rate leaves the p99 to the time limit; 0.15 is the lowest budget of
   * bench:router's sweep that meets the tail goal on every seed, at the same extra calls as 0.1
   * (docs/benchmarks.md). The budget is a ceiling: only calls that outlive their hedge delay
   * spend it.
   */
  hedgeBudgetRatio: number;
  hedgeDelayMinMs: number;
  hedgeDelayMaxMs: number;
  /** Hedge delay used until a vendor has a latency history. */
  initialHedgeDelayMs: number;
  /**
   * Time limit of one attempt, per answer unit (see `answerUnits`), until its vendor has
   * `attemptTimeoutSamples` answers to learn from (ROUTER_ATTEMPT_TIMEOUT_MS). After that the
   * limit is 1.5 × the vendor's recent p99, clamped to [attemptTimeoutMinMs, attemptTimeoutMaxMs].
   */
  attemptTimeoutMs: number;
  attemptTimeoutMinMs: number;
  /** No attempt's limit exceeds this, however long the text or slow the vendor's history. */
  attemptTimeoutMaxMs: number;
  attemptTimeoutSamples: number;
  /**
   * Once a call has written text, the longest it may go without writing more before it counts
   * as stalled and is cut, like a call past its time limit (ROUTER_STREAM_STALL_MS).
   */
  streamStallMs: number;
  /** Chance of trying a vendor other than the best one, so estimates stay fresh. */
  exploration: number;
  /** Whether the offline engine answers when every remote vendor failed. */
  localFallback: boolean;
  /** Time kept back from the deadline for the offline engine when it is the fallback. */
  localReserveMs: number;
  /** How long a vendor whose key was refused (401/403) is skipped. */
  brokenKeyMs: number;
  /** Pause after a 429 without Retry-After. */
  defaultRetryAfterMs: number;
  breaker: CircuitBreakerSettings;
}

export const defaultRouterSettings: RouterSettings = {
  deadlineMs: 25_000,
  maxAttempts: 3,
  hedging: true,
  hedgeBudgetRatio: 0.15,
  hedgeDelayMinMs: 300,
  hedgeDelayMaxMs: 4_000,
  initialHedgeDelayMs: 2_000,
  attemptTimeoutMs: 8_000,
  attemptTimeoutMinMs: 1_000,
  attemptTimeoutMaxMs: 20_000,
  attemptTimeoutSamples: 20,
  streamStallMs: 5_000,
  exploration: 0.05,
  localFallback: true,
  localReserveMs: 750,
  brokenKeyMs: 5 * 60_000,
  defaultRetryAfterMs: 30_000,
  breaker: defaultBreakerSettings,
};
