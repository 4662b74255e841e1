import { type CircuitBreakerSettings, defaultBreakerSettings } from './circuit-breaker.ts';

/** Every knob of the policy; `parseRouterSettings` fills them from the environment. */
export interface RouterSettings {
  /** One budget per request shared by every attempt (ROUTER_DEADLINE_MS). */
  deadlineMs: number;
  /** Upstream calls per request, hedges included. */
  maxAttempts: number;
  hedging: boolean;
  /**
   * Hedges allowed per request in the rolling minute, never exceeded (ROUTER_HEDGE_BUDGET).
   * 0.15 rather than 0.1: with one vendor stalling 10% of calls, hedges stall 10% of the time
   * too, so rescuing the tail takes about 11% plus the burstiness of the stalls; at 0.1 the p99
   * cut is a coin toss (bench:router). The budget is a ceiling: only stalls spend it.
   */
  hedgeBudgetRatio: number;
  hedgeDelayMinMs: number;
  hedgeDelayMaxMs: number;
  /** Hedge delay used until a vendor has a latency history. */
  initialHedgeDelayMs: number;
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
  exploration: 0.05,
  localFallback: true,
  localReserveMs: 750,
  brokenKeyMs: 5 * 60_000,
  defaultRetryAfterMs: 30_000,
  breaker: defaultBreakerSettings,
};
