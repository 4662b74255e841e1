import type { Attempt } from '../contract/route-contract.ts';
import { type VendorAdapter, VendorError, type VendorReply } from '../vendors/vendor-adapter.ts';
import { toVendorError } from '../vendors/vendor-error-mapping.ts';
import type { HedgeBudget } from './hedge-budget.ts';
import type { RouterClock } from './router-clock.ts';
import type { RouterSettings } from './router-settings.ts';
import type { VendorHealth } from './vendor-health.ts';
import { VendorClock } from './vendor-clock.ts';

/** A vendor the race may call, with what the router knows about it. */
export interface RaceCandidate {
  adapter: VendorAdapter;
  health: VendorHealth;
}

/** How the race ended; `errors` holds every failed call, the winner's race included. */
export type RaceResult =
  | {
      ok: true;
      reply: VendorReply;
      winner: VendorAdapter;
      attempts: Attempt[];
      vendorMs: number;
      errors: VendorError[];
    }
  | { ok: false; attempts: Attempt[]; vendorMs: number; errors: VendorError[] };

/** Everything one request's race needs, the clock included. */
export interface RaceOptions {
  text: string;
  order: readonly RaceCandidate[];
  deadlineAt: number;
  settings: RouterSettings;
  budget: HedgeBudget;
  clock: RouterClock;
}

interface Running {
  candidate: RaceCandidate;
  controller: AbortController;
  startedAt: number;
  record: Attempt;
  settled: boolean;
}

type Settlement = { running: Running; reply?: VendorReply; error?: unknown };

const never = Number.POSITIVE_INFINITY;
const roundMs = (milliseconds: number) => Math.round(milliseconds * 100) / 100;

/** One request's calls in flight: launching, settling and aborting them, and the vendor clock. */
class AttemptRace {
  readonly attempts: Attempt[] = [];
  readonly errors: VendorError[] = [];
  readonly running = new Set<Running>();
  readonly settlements: Settlement[] = [];
  readonly clock = new VendorClock();
  hedgeAt = never;
  readonly #used = new Set<string>();
  readonly #options: RaceOptions;
  #wake: (() => void) | undefined;

  constructor(options: RaceOptions) {
    this.#options = options;
  }

  /** Untried healthy vendors first; once all were tried, the best healthy one again. */
  pickNext(at: number): RaceCandidate | undefined {
    const available = this.#options.order.filter((candidate) => candidate.health.isAvailable(at));
    return available.find((candidate) => !this.#used.has(candidate.adapter.vendor)) ?? available[0];
  }

  launch(candidate: RaceCandidate, hedge: boolean): void {
    const { adapter, health } = candidate;
    const startedAt = this.#options.clock.now();
    const record: Attempt = {
      vendor: adapter.vendor,
      model: adapter.model,
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
    this.attempts.push(record);
    this.running.add(item);
    this.#used.add(adapter.vendor);
    health.onStart();
    this.clock.start(startedAt);
    this.hedgeAt = this.#options.settings.hedging ? startedAt + health.hedgeDelayMs() : never;
    const settle = (settlement: Settlement) => {
      this.settlements.push(settlement);
      this.#wake?.();
    };
    adapter.generate(this.#options.text, { signal: item.controller.signal }).then(
      (reply) => settle({ running: item, reply }),
      (error: unknown) => settle({ running: item, error }),
    );
  }

  finish(item: Running, at: number, outcome: Attempt['outcome']): void {
    item.settled = true;
    item.record.outcome = outcome;
    item.record.ms = roundMs(at - item.startedAt);
    this.running.delete(item);
    this.clock.stop(at);
  }

  /** Aborts every call still running: losers of a hedge, or everyone at the deadline. */
  abortAll(at: number, outcome: 'lost_hedge' | 'timeout'): void {
    for (const item of [...this.running]) {
      this.finish(item, at, outcome);
      item.controller.abort();
      if (outcome === 'lost_hedge') {
        item.candidate.health.onCancelled(at - item.startedAt);
        continue;
      }
      const error = new VendorError({
        vendor: item.record.vendor,
        code: 'timeout',
        message: 'deadline reached',
        retryable: true,
      });
      this.errors.push(error);
      item.candidate.health.onFailure(error, at);
    }
  }

  /** Sleeps until a call settles, the hedge delay passes, a 429 pause ends, or the deadline. */
  async waitForEvent(): Promise<void> {
    if (this.settlements.length > 0) return;
    const at = this.#options.clock.now();
    const resumeAt = this.running.size === 0 ? nextResume(this.#options.order, at) : never;
    const wakeAt = Math.min(this.#options.deadlineAt, this.hedgeAt, resumeAt);
    await new Promise<void>((resolve) => {
      const cancel = this.#options.clock.schedule(resolve, Math.max(0, wakeAt - at));
      this.#wake = () => {
        cancel();
        resolve();
      };
    });
    this.#wake = undefined;
  }

  failed(at: number): RaceResult {
    return {
      ok: false,
      attempts: this.attempts,
      vendorMs: this.clock.total(at),
      errors: this.errors,
    };
  }
}

/** Records one settled call; returns the race's result when it was the winning answer. */
function settleOne(race: AttemptRace, settlement: Settlement, at: number): RaceResult | undefined {
  const { running: item } = settlement;
  if (item.settled) return undefined;
  if (settlement.reply) {
    race.finish(item, at, 'ok');
    item.candidate.health.onSuccess(at - item.startedAt, at);
    race.abortAll(at, 'lost_hedge');
    const winner = item.candidate.adapter;
    return {
      ok: true,
      reply: settlement.reply,
      winner,
      attempts: race.attempts,
      vendorMs: race.clock.total(at),
      errors: race.errors,
    };
  }
  const error = toVendorError(item.record.vendor, settlement.error);
  race.errors.push(error);
  race.finish(item, at, error.code);
  item.candidate.health.onFailure(error, at);
  if (race.running.size === 0) race.hedgeAt = never;
  return undefined;
}

/**
 * Runs one request against the ordered vendors: failover on failure, a hedge when the current
 * call outlives its vendor's hedge delay (budget permitting), at most `maxAttempts` calls, and a
 * hard stop at `deadlineAt`. The first validated answer wins and every other call is aborted.
 */
export async function raceVendors(options: RaceOptions): Promise<RaceResult> {
  const { settings, budget, deadlineAt } = options;
  const now = () => options.clock.now();
  const race = new AttemptRace(options);
  budget.onRequest(now());
  const first = race.pickNext(now());
  if (!first) return race.failed(now());
  race.launch(first, false);
  for (;;) {
    await race.waitForEvent();
    const at = now();
    const settlement = race.settlements.shift();
    const won = settlement && settleOne(race, settlement, at);
    if (won) return won;
    if (race.settlements.length > 0) continue;
    if (at >= deadlineAt) {
      race.abortAll(at, 'timeout');
      return race.failed(at);
    }
    if (race.attempts.length >= settings.maxAttempts) {
      if (race.running.size === 0) return race.failed(at);
      race.hedgeAt = never;
    } else if (race.running.size === 0) {
      const next = race.pickNext(at);
      if (next) race.launch(next, false);
      else if (nextResume(options.order, at) >= deadlineAt) return race.failed(at);
    } else if (at >= race.hedgeAt) {
      const next = race.pickNext(at);
      if (next && budget.tryTake(at)) race.launch(next, true);
      else race.hedgeAt = never;
    }
  }
}

/** The earliest moment a vendor paused by a 429 may be called again. */
function nextResume(order: readonly RaceCandidate[], at: number): number {
  let earliest = never;
  for (const candidate of order) {
    const until = candidate.health.pausedUntil;
    if (until > at && until < earliest) earliest = until;
  }
  return earliest;
}
