import type { Attempt, TokenUsage } from '../contract/route-contract.ts';
import type { VendorAdapter, VendorError, VendorErrorCode } from '../vendors/vendor-adapter.ts';
import { raceVendors } from './attempt-race.ts';
import type { RaceCandidate, RaceResult } from './attempt-race-state.ts';
import { HedgeBudget } from './hedge-budget.ts';
import { type RouterClock, systemClock } from './router-clock.ts';
import type { RouterSettings } from './router-settings.ts';
import { orderVendors, VendorHealth } from './vendor-health.ts';

/**
 * What may be logged about one failed vendor call. The vendor's own error text is left out on
 * purpose: vendors often quote the prompt back in it, and the router never logs message text.
 */
export interface VendorFailure {
  vendor: string;
  code: VendorErrorCode;
  status?: number;
}

/** What the handler gets back from one routed message. */
export type RouteOutcome =
  | {
      ok: true;
      output: string;
      vendor: string;
      model: string;
      usage: TokenUsage | undefined;
      attempts: Attempt[];
      hedged: boolean;
      /** True when the offline engine answered because every remote vendor failed. */
      fallback: boolean;
      vendorMs: number;
      failures: VendorFailure[];
    }
  | { ok: false; attempts: Attempt[]; vendorMs: number; failures: VendorFailure[] };

/** The "Auto" policy: one instance per isolate, so health and budgets persist across requests. */
export interface VendorRouter {
  /**
   * `startedAt` (on the router's clock) is when the request arrived: the deadline counts from
   * it. Once `signal` aborts, every vendor call is aborted (its socket closed) and the outcome is
   * a failure without the offline fallback: the caller no longer wants an answer.
   */
  route(
    text: string,
    options?: { startedAt?: number; signal?: AbortSignal },
  ): Promise<RouteOutcome>;
  /** Remote vendor ids in catalogue order, then `local` when it is enabled. */
  readonly vendors: readonly string[];
}

export const fallbackNotice =
  'NOTE: no AI vendor answered in time, so the offline clarity engine replied.\n\n';

const roundMs = (milliseconds: number) => Math.round(milliseconds * 100) / 100;

const toFailures = (errors: readonly VendorError[]): VendorFailure[] =>
  errors.map((error) => ({
    vendor: error.vendor,
    code: error.code,
    ...(error.status === undefined ? {} : { status: error.status }),
  }));

/** The offline engine's turn: as the only vendor, or as the marked fallback after a failed race. */
async function answerLocally(
  local: VendorAdapter,
  text: string,
  options: { prior: RaceResult | undefined; settings: RouterSettings; clock: RouterClock },
): Promise<RouteOutcome> {
  const { prior, clock } = options;
  const now = () => clock.now();
  const fallback = prior !== undefined;
  const priorAttempts = prior?.attempts ?? [];
  const priorMs = prior?.vendorMs ?? 0;
  const failures = toFailures(prior?.errors ?? []);
  const startedAt = now();
  const record: Attempt = {
    vendor: local.vendor,
    model: local.model,
    outcome: 'ok',
    ms: 0,
    hedge: false,
  };
  const controller = new AbortController();
  const cancelTimeout = clock.schedule(
    () => controller.abort(new DOMException('the offline engine took too long', 'TimeoutError')),
    options.settings.localReserveMs * 4,
  );
  try {
    const reply = await local.generate(text, { signal: controller.signal });
    record.ms = roundMs(now() - startedAt);
    return {
      ok: true,
      output: fallback ? fallbackNotice + reply.text : reply.text,
      vendor: local.vendor,
      model: local.model,
      usage: reply.usage,
      attempts: [...priorAttempts, record],
      hedged: false,
      fallback,
      vendorMs: priorMs + record.ms,
      failures,
    };
  } catch {
    record.outcome = 'invalid_response';
    record.ms = roundMs(now() - startedAt);
    failures.push({ vendor: local.vendor, code: 'invalid_response' });
    return {
      ok: false,
      attempts: [...priorAttempts, record],
      vendorMs: priorMs + record.ms,
      failures,
    };
  } finally {
    cancelTimeout();
  }
}

function fromRace(result: Extract<RaceResult, { ok: true }>): RouteOutcome {
  return {
    ok: true,
    output: result.reply.text,
    vendor: result.winner.vendor,
    model: result.winner.model,
    usage: result.reply.usage,
    attempts: result.attempts,
    hedged: result.attempts.some((attempt) => attempt.hedge),
    fallback: false,
    vendorMs: result.vendorMs,
    failures: toFailures(result.errors),
  };
}

export function createVendorRouter(options: {
  remote: readonly VendorAdapter[];
  local: VendorAdapter | undefined;
  settings: RouterSettings;
  clock?: RouterClock;
  random?: () => number;
}): VendorRouter {
  const { settings, local } = options;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const budget = new HedgeBudget({ ratio: settings.hedgeBudgetRatio });
  const candidates: RaceCandidate[] = options.remote.map((adapter) => ({
    adapter,
    health: new VendorHealth(adapter.vendor, settings),
  }));
  const byHealth = new Map(candidates.map((candidate) => [candidate.health, candidate]));
  const fallbackEnabled = settings.localFallback && local !== undefined;

  return {
    vendors: [
      ...candidates.map((candidate) => candidate.adapter.vendor),
      ...(local ? [local.vendor] : []),
    ],
    async route(text, routeOptions = {}) {
      const startedAt = routeOptions.startedAt ?? clock.now();
      if (candidates.length === 0) {
        if (!local) return { ok: false, attempts: [], vendorMs: 0, failures: [] };
        return answerLocally(local, text, { prior: undefined, settings, clock });
      }
      // With the offline engine behind them, remote vendors leave it time to answer.
      const reserve = fallbackEnabled ? settings.localReserveMs : 0;
      const deadlineAt = startedAt + settings.deadlineMs - reserve;
      const healths = candidates.map((candidate) => candidate.health);
      const order = orderVendors(healths, {
        now: startedAt,
        exploration: settings.exploration,
        random,
      }).map((health) => byHealth.get(health)!);
      const { signal } = routeOptions;
      const result = await raceVendors({
        text,
        order,
        deadlineAt,
        settings,
        budget,
        clock,
        signal,
      });
      if (result.ok) return fromRace(result);
      if (fallbackEnabled && !signal?.aborted)
        return answerLocally(local!, text, { prior: result, settings, clock });
      return {
        ok: false,
        attempts: result.attempts,
        vendorMs: result.vendorMs,
        failures: toFailures(result.errors),
      };
    },
  };
}
