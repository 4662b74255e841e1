import type { Attempt, TokenUsage } from '../contract/route-contract.ts';
import type { VendorAdapter } from '../vendors/vendor-adapter.ts';
import { raceVendors, type RaceCandidate } from './attempt-race.ts';
import { HedgeBudget } from './hedge-budget.ts';
import type { RouterSettings } from './router-settings.ts';
import { orderVendors, VendorHealth } from './vendor-health.ts';

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
    }
  | { ok: false; attempts: Attempt[]; vendorMs: number };

/** The "Auto" policy: one instance per isolate, so health and budgets persist across requests. */
export interface VendorRouter {
  /** `startedAt` (same clock as `now`) is when the request arrived: the deadline counts from it. */
  route(text: string, options?: { startedAt?: number }): Promise<RouteOutcome>;
  /** Remote vendor ids in catalogue order, then `local` when it is enabled. */
  readonly vendors: readonly string[];
}

export const fallbackNotice =
  'NOTE: no AI vendor answered in time, so the offline clarity engine replied.\n\n';

export function createVendorRouter(options: {
  remote: readonly VendorAdapter[];
  local: VendorAdapter | undefined;
  settings: RouterSettings;
  now?: () => number;
  random?: () => number;
}): VendorRouter {
  const { settings, local } = options;
  const now = options.now ?? (() => performance.now());
  const random = options.random ?? Math.random;
  const budget = new HedgeBudget({ ratio: settings.hedgeBudgetRatio });
  const candidates: RaceCandidate[] = options.remote.map((adapter) => ({
    adapter,
    health: new VendorHealth(adapter.vendor, settings),
  }));
  const byHealth = new Map(candidates.map((candidate) => [candidate.health, candidate]));

  async function answerLocally(
    text: string,
    prior: Attempt[],
    priorMs: number,
    fallback: boolean,
  ): Promise<RouteOutcome> {
    const startedAt = now();
    const record: Attempt = {
      vendor: local!.vendor,
      model: local!.model,
      outcome: 'ok',
      ms: 0,
      hedge: false,
    };
    try {
      const reply = await local!.generate(text, {
        signal: AbortSignal.timeout(settings.localReserveMs * 4),
      });
      record.ms = Math.round((now() - startedAt) * 100) / 100;
      return {
        ok: true,
        output: fallback ? fallbackNotice + reply.text : reply.text,
        vendor: local!.vendor,
        model: local!.model,
        usage: reply.usage,
        attempts: [...prior, record],
        hedged: false,
        fallback,
        vendorMs: priorMs + record.ms,
      };
    } catch {
      record.outcome = 'invalid_response';
      record.ms = Math.round((now() - startedAt) * 100) / 100;
      return { ok: false, attempts: [...prior, record], vendorMs: priorMs + record.ms };
    }
  }

  return {
    vendors: [
      ...candidates.map((candidate) => candidate.adapter.vendor),
      ...(local ? [local.vendor] : []),
    ],
    async route(text, routeOptions = {}) {
      const startedAt = routeOptions.startedAt ?? now();
      if (candidates.length === 0) {
        return local ? answerLocally(text, [], 0, false) : { ok: false, attempts: [], vendorMs: 0 };
      }
      const fallbackEnabled = settings.localFallback && local !== undefined;
      const deadlineAt =
        startedAt + settings.deadlineMs - (fallbackEnabled ? settings.localReserveMs : 0);
      const order = orderVendors(
        candidates.map((candidate) => candidate.health),
        {
          now: startedAt,
          exploration: settings.exploration,
          random,
        },
      ).map((health) => byHealth.get(health)!);
      const result = await raceVendors({ text, order, deadlineAt, settings, budget, now });
      if (result.ok) {
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
        };
      }
      if (fallbackEnabled) return answerLocally(text, result.attempts, result.vendorMs, true);
      return { ok: false, attempts: result.attempts, vendorMs: result.vendorMs };
    },
  };
}
