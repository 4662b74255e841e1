import type { Attempt, RefinementStyle } from '../contract/route-contract.ts';
import { type VendorAdapter, VendorError, type VendorReply } from '../vendors/vendor-adapter.ts';
import { answerUnits } from './attempt-timeout.ts';
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
  style?: RefinementStyle;
  order: readonly RaceCandidate[];
  deadlineAt: number;
  settings: RouterSettings;
  budget: HedgeBudget;
  clock: RouterClock;
  /** The caller gave up on this request (its quota refused it): every call is aborted. */
  signal?: AbortSignal;
  /**
   * Validates a reply as the request's answer; throwing a VendorError makes it a failed attempt
   * of that vendor, like an empty reply. Without it every reply the adapter returns is accepted.
   */
  accept?: (reply: VendorReply, adapter: VendorAdapter) => VendorReply | Promise<VendorReply>;
}

/** One vendor call in flight. */
export interface Running {
  candidate: RaceCandidate;
  controller: AbortController;
  startedAt: number;
  /** When the call runs out of its own time limit, deadline aside. */
  limitAt: number;
  /** False once the call is the request's last chance: then only the deadline stops it. */
  enforceLimit: boolean;
  record: Attempt;
  settled: boolean;
}

export type Settlement = { running: Running; reply?: VendorReply; error?: unknown };

export const never = Number.POSITIVE_INFINITY;
export const roundMs = (milliseconds: number) => Math.round(milliseconds * 100) / 100;

const timeoutError = (vendor: string, message: string) =>
  new VendorError({ vendor, code: 'timeout', message, retryable: true });

/** One request's calls in flight: launching, settling, timing out and aborting them. */
export class AttemptRace {
  readonly attempts: Attempt[] = [];
  readonly errors: VendorError[] = [];
  readonly running = new Set<Running>();
  readonly settlements: Settlement[] = [];
  readonly clock = new VendorClock();
  /** The text's answer units, which scale every attempt's time limit. */
  readonly units: number;
  hedgeAt = never;
  readonly #used = new Set<string>();
  readonly #options: RaceOptions;
  #wake: (() => void) | undefined;

  constructor(options: RaceOptions) {
    this.#options = options;
    this.units = answerUnits(options.text);
    options.signal?.addEventListener('abort', () => this.#wake?.(), { once: true });
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
      limitAt: startedAt + health.attemptTimeoutMs(this.units),
      enforceLimit: true,
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
    const accept = this.#options.accept;
    adapter
      .generate(this.#options.text, {
        signal: item.controller.signal,
        ...(this.#options.style ? { style: this.#options.style } : {}),
      })
      .then((reply) => (accept ? accept(reply, adapter) : reply))
      .then(
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

  /**
   * Aborts the calls that ran past their own time limit: each is a `timeout` failure of its
   * vendor (breaker, success rate and latency estimate), and the request fails over. The limit
   * is there to make failover possible, so a call that is the request's last chance (no other
   * call in flight, no attempt left) is not cut: a late answer beats a 503. It runs on to the
   * deadline, which counts it as a timeout if it has overrun its limit by then.
   */
  expireOverdue(at: number): void {
    for (const item of [...this.running]) {
      if (!item.enforceLimit || item.limitAt > at) continue;
      const lastChance =
        this.running.size === 1 && this.attempts.length >= this.#options.settings.maxAttempts;
      if (lastChance) {
        item.enforceLimit = false;
        continue;
      }
      this.finish(item, at, 'timeout');
      item.controller.abort();
      const error = timeoutError(item.record.vendor, 'attempt time limit reached');
      this.errors.push(error);
      item.candidate.health.onTimeout(error, { now: at, elapsedMs: at - item.startedAt });
    }
    if (this.running.size === 0) this.hedgeAt = never;
  }

  /**
   * Aborts every call still running: the losers of a hedge, everyone when the caller gave up
   * (`aborted`), or everyone at the deadline. A call stopped before its own time limit is not its
   * vendor's failure (see VendorHealth.onCancelled); at the deadline it is still reported as a
   * timeout of this request.
   */
  abortAll(at: number, outcome: 'lost_hedge' | 'aborted' | 'timeout'): void {
    for (const item of [...this.running]) {
      this.finish(item, at, outcome);
      item.controller.abort();
      const elapsedMs = at - item.startedAt;
      if (outcome !== 'timeout') {
        item.candidate.health.onCancelled(elapsedMs);
        continue;
      }
      const error = timeoutError(item.record.vendor, 'deadline reached');
      this.errors.push(error);
      if (at >= item.limitAt) item.candidate.health.onTimeout(error, { now: at, elapsedMs });
      else item.candidate.health.onCancelled(elapsedMs);
    }
  }

  /**
   * Sleeps until a call settles or runs out of time, the hedge delay passes, a 429 pause ends,
   * the deadline comes, or the caller gives up.
   */
  async waitForEvent(): Promise<void> {
    if (this.settlements.length > 0 || this.#options.signal?.aborted) return;
    const at = this.#options.clock.now();
    const resumeAt = this.running.size === 0 ? nextResume(this.#options.order, at) : never;
    let wakeAt = Math.min(this.#options.deadlineAt, this.hedgeAt, resumeAt);
    for (const item of this.running) {
      if (item.enforceLimit) wakeAt = Math.min(wakeAt, item.limitAt);
    }
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

/** The earliest moment a vendor paused by a 429 may be called again. */
export function nextResume(order: readonly RaceCandidate[], at: number): number {
  let earliest = never;
  for (const candidate of order) {
    const until = candidate.health.pausedUntil;
    if (until > at && until < earliest) earliest = until;
  }
  return earliest;
}
