import type { Attempt } from '../contract/route-contract.ts';
import { type VendorAdapter, VendorError, type VendorReply } from '../vendors/vendor-adapter.ts';
import { toVendorError } from '../vendors/vendor-error-mapping.ts';
import type { HedgeBudget } from './hedge-budget.ts';
import type { RouterSettings } from './router-settings.ts';
import type { VendorHealth } from './vendor-health.ts';
import { VendorClock } from './vendor-clock.ts';

/** A vendor the race may call, with what the router knows about it. */
export interface RaceCandidate {
  adapter: VendorAdapter;
  health: VendorHealth;
}

export type RaceResult =
  | { ok: true; reply: VendorReply; winner: VendorAdapter; attempts: Attempt[]; vendorMs: number }
  | { ok: false; attempts: Attempt[]; vendorMs: number; errors: VendorError[] };

interface Running {
  candidate: RaceCandidate;
  controller: AbortController;
  startedAt: number;
  record: Attempt;
  settled: boolean;
}

type Settlement = { running: Running; reply?: VendorReply; error?: unknown };

/** Everything one request's race needs; the clock and timers are real, the rest injected. */
export interface RaceOptions {
  text: string;
  order: readonly RaceCandidate[];
  deadlineAt: number;
  settings: RouterSettings;
  budget: HedgeBudget;
  now: () => number;
}

/**
 * Runs one request against the ordered vendors: failover on failure, a hedge when the current
 * call outlives its vendor's hedge delay (budget permitting), at most `maxAttempts` calls, and a
 * hard stop at `deadlineAt`. The first validated answer wins and every other call is aborted.
 */
export async function raceVendors(options: RaceOptions): Promise<RaceResult> {
  const { settings, now } = options;
  const attempts: Attempt[] = [];
  const errors: VendorError[] = [];
  const running = new Set<Running>();
  const settlements: Settlement[] = [];
  const clock = new VendorClock();
  const usedVendors = new Set<string>();
  let wake: (() => void) | undefined;
  let hedgeAt = Number.POSITIVE_INFINITY;

  const pickNext = (at: number): RaceCandidate | undefined => {
    const available = options.order.filter((candidate) => candidate.health.isAvailable(at));
    return (
      available.find((candidate) => !usedVendors.has(candidate.adapter.vendor)) ?? available[0]
    );
  };

  const launch = (candidate: RaceCandidate, hedge: boolean) => {
    const startedAt = now();
    const record: Attempt = {
      vendor: candidate.adapter.vendor,
      model: candidate.adapter.model,
      outcome: 'aborted',
      ms: 0,
      hedge,
    };
    const item: Running = {
      candidate,
      controller: new AbortController(),
      startedAt,
      record,
      settled: false,
    };
    attempts.push(record);
    running.add(item);
    usedVendors.add(candidate.adapter.vendor);
    candidate.health.onStart();
    clock.start(startedAt);
    hedgeAt = settings.hedging
      ? startedAt + candidate.health.hedgeDelayMs()
      : Number.POSITIVE_INFINITY;
    candidate.adapter.generate(options.text, { signal: item.controller.signal }).then(
      (reply) => {
        settlements.push({ running: item, reply });
        wake?.();
      },
      (error: unknown) => {
        settlements.push({ running: item, error });
        wake?.();
      },
    );
  };

  const finish = (item: Running, at: number, outcome: Attempt['outcome']) => {
    item.settled = true;
    item.record.outcome = outcome;
    item.record.ms = Math.round((at - item.startedAt) * 100) / 100;
    running.delete(item);
    clock.stop(at);
  };

  const abortOthers = (at: number, outcome: 'lost_hedge' | 'timeout') => {
    for (const item of [...running]) {
      finish(item, at, outcome);
      item.controller.abort();
      if (outcome === 'lost_hedge') item.candidate.health.onCancelled(at - item.startedAt);
      else {
        const error = new VendorError({
          vendor: item.record.vendor,
          code: 'timeout',
          message: 'deadline reached',
          retryable: true,
        });
        errors.push(error);
        item.candidate.health.onFailure(error, at);
      }
    }
  };

  options.budget.onRequest(now());
  const first = pickNext(now());
  if (!first) return { ok: false, attempts, vendorMs: 0, errors };
  launch(first, false);

  for (;;) {
    if (settlements.length === 0) {
      const at = now();
      const resumeAt =
        running.size === 0 ? nextResume(options.order, at) : Number.POSITIVE_INFINITY;
      const wakeAt = Math.min(options.deadlineAt, hedgeAt, resumeAt);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, wakeAt - at));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
    const at = now();
    const settlement = settlements.shift();
    if (settlement && !settlement.running.settled) {
      const { running: item } = settlement;
      if (settlement.reply) {
        finish(item, at, 'ok');
        item.candidate.health.onSuccess(at - item.startedAt, at);
        abortOthers(at, 'lost_hedge');
        return {
          ok: true,
          reply: settlement.reply,
          winner: item.candidate.adapter,
          attempts,
          vendorMs: clock.total(at),
        };
      }
      const error = toVendorError(item.record.vendor, settlement.error);
      errors.push(error);
      finish(item, at, error.code);
      item.candidate.health.onFailure(error, at);
      if (running.size === 0) hedgeAt = Number.POSITIVE_INFINITY;
    }
    if (settlements.length > 0) continue;
    if (at >= options.deadlineAt) {
      abortOthers(at, 'timeout');
      return { ok: false, attempts, vendorMs: clock.total(at), errors };
    }
    if (attempts.length >= settings.maxAttempts) {
      if (running.size === 0) return { ok: false, attempts, vendorMs: clock.total(at), errors };
      hedgeAt = Number.POSITIVE_INFINITY;
      continue;
    }
    if (running.size === 0) {
      const next = pickNext(at);
      if (next) launch(next, false);
      else if (nextResume(options.order, at) >= options.deadlineAt) {
        return { ok: false, attempts, vendorMs: clock.total(at), errors };
      }
    } else if (at >= hedgeAt) {
      const next = pickNext(at);
      if (next && options.budget.tryTake(at)) launch(next, true);
      else hedgeAt = Number.POSITIVE_INFINITY;
    }
  }
}

/** The earliest moment a vendor paused by a 429 may be called again. */
function nextResume(order: readonly RaceCandidate[], at: number): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const candidate of order) {
    const until = candidate.health.pausedUntil;
    if (until > at && until < earliest) earliest = until;
  }
  return earliest;
}
