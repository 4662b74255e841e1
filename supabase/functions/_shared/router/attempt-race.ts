import { toVendorError } from '../vendors/vendor-error-mapping.ts';
import { AttemptRace, never, nextResume } from './attempt-race-state.ts';
import type { RaceCandidate, RaceOptions, RaceResult, Settlement } from './attempt-race-types.ts';

/**
 * Calls one vendor for the race: its text goes to the race as it is written, and its answer
 * (once `accept` validated it) or its failure settles the call.
 */
function launch(
  race: AttemptRace,
  options: RaceOptions,
  candidate: RaceCandidate,
  hedge: boolean,
): void {
  const { running, onText } = race.start(candidate, hedge);
  const { adapter } = candidate;
  const { accept, style } = options;
  adapter
    .generate(options.text, {
      signal: running.controller.signal,
      onText,
      ...(style ? { style } : {}),
    })
    .then((reply) => (accept ? accept(reply, adapter) : reply))
    .then(
      (reply) => race.settle({ running, reply }),
      (error: unknown) => race.settle({ running, error }),
    );
}

/** Records one settled call; returns the race's result when it was the winning answer. */
function settleOne(race: AttemptRace, settlement: Settlement, at: number): RaceResult | undefined {
  const { running: item } = settlement;
  if (item.settled) return undefined;
  if (settlement.reply) {
    race.finish(item, at, 'ok');
    // Its vendor's pace is learnt by the time to its first text (the whole answer, unstreamed).
    const waited = (item.firstTextAt ?? at) - item.startedAt;
    item.candidate.health.onSuccess(waited, { now: at, units: race.units });
    race.abortAll(at, 'lost_hedge');
    const winner = item.candidate.adapter;
    return {
      ok: true,
      reply: settlement.reply,
      winner,
      streamed: race.leader === item,
      attempts: race.attempts,
      vendorMs: race.clock.total(at),
      errors: race.errors,
    };
  }
  const error = toVendorError(item.record.vendor, settlement.error);
  race.errors.push(error);
  race.finish(item, at, error.code, error);
  item.candidate.health.onFailure(error, { now: at, startedAt: item.startedAt });
  if (race.running.size === 0) race.hedgeAt = never;
  return undefined;
}

/**
 * Runs one request against the ordered vendors: failover on failure, when a call outlives its
 * time limit before its first text or its stream stalls, a hedge when no call has written text
 * within its vendor's hedge delay (budget permitting), at most `maxAttempts` calls, and a hard
 * stop at `deadlineAt`. The first call to write text leads and the others are aborted; the
 * first validated answer wins and every other call is aborted; if `signal` aborts, every call is.
 */
export async function raceVendors(options: RaceOptions): Promise<RaceResult> {
  const { settings, budget, deadlineAt } = options;
  const now = () => options.clock.now();
  const race = new AttemptRace(options);
  if (options.signal?.aborted) return race.failed(now());
  budget.onRequest(now());
  const first = race.pickNext(now());
  if (!first) return race.failed(now());
  launch(race, options, first, false);
  for (;;) {
    await race.waitForEvent();
    const at = now();
    if (options.signal?.aborted) {
      race.abortAll(at, 'aborted');
      return race.failed(at);
    }
    race.abortOthersThanLeader(at);
    const settlement = race.settlements.shift();
    const won = settlement && settleOne(race, settlement, at);
    if (won) return won;
    if (race.settlements.length > 0) continue;
    if (at >= deadlineAt) {
      race.abortAll(at, 'timeout');
      return race.failed(at);
    }
    race.expireOverdue(at);
    if (race.attempts.length >= settings.maxAttempts) {
      if (race.running.size === 0) return race.failed(at);
      race.hedgeAt = never;
    } else if (race.running.size === 0) {
      const next = race.pickNext(at);
      if (next) launch(race, options, next, false);
      else if (nextResume(options.order, at) >= deadlineAt) return race.failed(at);
    } else if (at >= race.hedgeAt) {
      const next = race.pickNext(at);
      if (next && budget.tryTake(at)) launch(race, options, next, true);
      else race.hedgeAt = never;
    }
  }
}
