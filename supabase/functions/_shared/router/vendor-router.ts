import type { ReplyJudge } from '../refinement/reply-judge.ts';
import type { VendorAdapter, VendorError, VendorReply } from '../vendors/vendor-adapter.ts';
import { raceVendors } from './attempt-race.ts';
import type { RaceCandidate } from './attempt-race-types.ts';
import { HedgeBudget } from './hedge-budget.ts';
import { JudgedReplies } from './judged-replies.ts';
import { type Clock, systemClock } from '../clock/clock.ts';
import { alreadyAdmitted, type RouteRequest } from './route-request.ts';
import type { RouterSettings } from './router-settings.ts';
import {
  answerLocally,
  fromBestRejected,
  fromRace,
  type RouteOutcome,
  type StreamFailure,
  toFailures,
} from './route-outcome.ts';
import { orderVendors, VendorHealth } from './vendor-health.ts';

/**
 * The request as the router takes it: the route's request without the caller's stream (the
 * refining route writes that), with what the refining route adds for the race.
 */
export interface RouterRequest extends Omit<RouteRequest, 'stream'> {
  /** The text remote vendors get instead of the draft (the draft masked). */
  vendorText?: string;
  /** With it, a remote reply wins only as a refinement of the draft that keeps its hard facts. */
  judge?: ReplyJudge;
  /**
   * The text of the call that leads the race, piece by piece as its vendor writes it (the
   * first call to write leads; the others are aborted).
   */
  onText?: (text: string) => void;
  /** The leading call failed after it had written text: what it wrote is void. */
  onReplaced?: (failure: StreamFailure) => void;
}

/** The "Auto" policy: one instance per isolate, so health and budgets persist across requests. */
export interface VendorRouter {
  /**
   * `startedAt` (on the router's clock) is when the request arrived: the deadline counts from it.
   * With a `judge`, a remote reply wins only as a refinement of `text` that keeps its hard facts.
   * Once `signal` aborts, every vendor call is aborted (its socket closed) and the outcome is a
   * failure without the offline fallback: the caller no longer wants an answer. Until
   * `admission` says true (the caller's quota decided), vendor calls may run but nothing
   * reads the text: neither the offline engine nor the judge of a reply. With `vendorText`,
   * remote vendors get that text instead (the draft masked); the offline engine, on our own
   * server, always gets `text`. With `offline`, the offline engine answers and no remote vendor
   * is called (the writer asked to keep the draft on our server).
   */
  route(text: string, request?: RouterRequest): Promise<RouteOutcome>;
  /** Remote vendor ids in catalogue order, then `local` when it is enabled. */
  readonly vendors: readonly string[];
}

export function createVendorRouter(options: {
  remote: readonly VendorAdapter[];
  local: VendorAdapter | undefined;
  settings: RouterSettings;
  clock?: Clock;
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
    async route(text, request = {}) {
      const startedAt = request.startedAt ?? clock.now();
      const { style } = request;
      const admission = request.admission ?? alreadyAdmitted;
      if (candidates.length === 0 || request.offline) {
        if (!local || !(await admission.awaited()))
          return { ok: false, attempts: [], vendorMs: 0, failures: [] };
        return answerLocally(local, text, { prior: undefined, settings, clock, style });
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
      const judged = request.judge ? new JudgedReplies(request.judge) : undefined;
      // No reply is judged before the quota admitted the request; refused, the caller gave up
      // and the race is aborted, so a reply then settles nothing.
      const accept = judged
        ? async (reply: VendorReply, adapter: VendorAdapter) => {
            if (!(await admission.awaited()))
              throw new DOMException('the request was refused', 'AbortError');
            return judged.accept(reply, adapter);
          }
        : undefined;
      const { signal, onText } = request;
      const replaced = request.onReplaced;
      const onReplaced = replaced
        ? (error: VendorError) => {
            const lost = judged?.lostBy(error);
            replaced({
              code: error.code,
              ...(error.rejection ? { rejection: error.rejection } : {}),
              lost: lost?.facts ?? [],
              ...(lost && lost.withheld.length > 0 ? { withheld: lost.withheld } : {}),
              ...(lost && lost.claims.length > 0 ? { claims: lost.claims } : {}),
              ...(lost && lost.impact.length > 0 ? { impact: lost.impact } : {}),
            });
          }
        : undefined;
      const result = await raceVendors({
        text: request.vendorText ?? text,
        order,
        deadlineAt,
        settings,
        budget,
        clock,
        ...(style ? { style } : {}),
        ...(accept ? { accept } : {}),
        ...(signal ? { signal } : {}),
        ...(onText ? { onText } : {}),
        ...(onReplaced ? { onReplaced } : {}),
      });
      if (result.ok) return fromRace(result, judged);
      // A caller that gave up (its quota refused it) gets no offline answer and no rejected reply.
      if (fallbackEnabled && !signal?.aborted && (await admission.awaited()) && !signal?.aborted) {
        return answerLocally(local!, text, { prior: result, settings, clock, style });
      }
      if (judged?.bestRejected && !signal?.aborted) {
        return fromBestRejected(judged.bestRejected, result);
      }
      return {
        ok: false,
        attempts: result.attempts,
        vendorMs: result.vendorMs,
        failures: toFailures(result.errors),
      };
    },
  };
}
