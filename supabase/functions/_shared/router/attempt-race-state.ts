import type { Attempt } from '../contract/route-contract.ts';
import { VendorError } from '../vendors/vendor-adapter.ts';
import type {
  RaceCandidate,
  RaceOptions,
  RaceResult,
  Running,
  Settlement,
} from './attempt-race-types.ts';
import { answerUnits } from './attempt-timeout.ts';
import { VendorClock } from './vendor-clock.ts';

export const never = Number.POSITIVE_INFINITY;
export const roundMs = (milliseconds: number) => Math.round(milliseconds * 100) / 100;

const timeoutError = (vendor: string, message: string) =>
  new VendorError({ vendor, code: 'timeout', message, retryable: true });

/**
 * How long the call made its caller wait, for its vendor's latency estimate: until its first
 * text when it wrote any (what the hedge delay and the time limit are about), else until `at`.
 */
const waitedFor = (item: Running, at: number) => (item.firstTextAt ?? at) - item.startedAt;

/**
 * One request's calls in flight, as the race's loop (attempt-race.ts) makes them: recording,
 * settling, timing out and aborting them. Calls stream: the first to write text leads (its text goes to `onText`), a call is held to its time
 * limit until its first text and after that to `streamStallMs` between pieces.
 */
export class AttemptRace {
  readonly attempts: Attempt[] = [];
  readonly errors: VendorError[] = [];
  readonly running = new Set<Running>();
  readonly settlements: Settlement[] = [];
  readonly clock = new VendorClock();
  /** The text's answer units, which scale every attempt's time limit. */
  readonly units: number;
  hedgeAt = never;
  /** The call whose text the caller sees; the others are aborted once there is one. */
  leader: Running | undefined;
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

  /**
   * Records a call about to leave, and returns it with the `onText` its adapter writes to: the
   * caller makes the call (attempt-race.ts) and settles it here.
   */
  start(
    candidate: RaceCandidate,
    hedge: boolean,
  ): { running: Running; onText: (text: string) => void } {
    const { adapter, health } = candidate;
    const startedAt = this.#options.clock.now();
    const record: Attempt = {
      vendor: adapter.vendor,
      model: adapter.model,
      outcome: 'aborted',
      ms: 0,
      hedge,
    };
    const running: Running = {
      candidate,
      controller: new AbortController(),
      startedAt,
      limitAt: startedAt + health.attemptTimeoutMs(this.units),
      enforceLimit: true,
      firstTextAt: undefined,
      lastTextAt: undefined,
      record,
      settled: false,
    };
    this.attempts.push(record);
    this.running.add(running);
    this.#used.add(adapter.vendor);
    health.onStart();
    this.clock.start(startedAt);
    this.hedgeAt = this.#options.settings.hedging ? startedAt + health.hedgeDelayMs() : never;
    return { running, onText: (text) => this.#onText(running, text) };
  }

  /** A call's answer or failure, queued for the race's loop, which it wakes. */
  settle(settlement: Settlement): void {
    this.settlements.push(settlement);
    this.#wake?.();
  }

  /**
   * A piece of text from a call: the first call to write leads, and the loop is woken to abort
   * the others; only the leader's text goes on, and each piece resets its stall timer.
   */
  #onText(item: Running, text: string): void {
    if (item.settled || (this.leader !== undefined && this.leader !== item)) return;
    const at = this.#options.clock.now();
    if (this.leader === undefined) {
      this.leader = item;
      item.firstTextAt = at;
      this.hedgeAt = never;
      this.#wake?.();
    }
    item.lastTextAt = at;
    this.#options.onText?.(text);
  }

  /** When the call is cut unless it writes: its limit for a first text, then the stall limit. */
  limitOf(item: Running): number {
    return item.lastTextAt === undefined
      ? item.limitAt
      : item.lastTextAt + this.#options.settings.streamStallMs;
  }

  /**
   * Once a call leads, the others lost the race to the first text: abort them. Their vendors
   * count as untried again, so if the leader's answer fails, a failover goes to one of them
   * before the leader's vendor is asked twice.
   */
  abortOthersThanLeader(at: number): void {
    const leader = this.leader;
    if (!leader) return;
    for (const item of [...this.running]) {
      if (item === leader) continue;
      this.finish(item, at, 'lost_hedge');
      item.controller.abort();
      item.candidate.health.onCancelled(at - item.startedAt);
      if (item.record.vendor !== leader.record.vendor) this.#used.delete(item.record.vendor);
    }
  }

  /** Ends a call's record; a failed leader gives up the lead, and `error` says why its text is void. */
  finish(item: Running, at: number, outcome: Attempt['outcome'], error?: VendorError): void {
    item.settled = true;
    item.record.outcome = outcome;
    item.record.ms = roundMs(at - item.startedAt);
    this.running.delete(item);
    this.clock.stop(at);
    if (item !== this.leader || outcome === 'ok') return;
    this.leader = undefined;
    if (error) this.#options.onReplaced?.(error);
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
      if (!item.enforceLimit || this.limitOf(item) > at) continue;
      const lastChance =
        this.running.size === 1 && this.attempts.length >= this.#options.settings.maxAttempts;
      if (lastChance) {
        item.enforceLimit = false;
        continue;
      }
      const stalled = item.firstTextAt !== undefined;
      const error = timeoutError(
        item.record.vendor,
        stalled ? 'the stream stalled' : 'attempt time limit reached',
      );
      this.errors.push(error);
      this.finish(item, at, 'timeout', error);
      item.controller.abort();
      item.candidate.health.onTimeout(error, { now: at, elapsedMs: waitedFor(item, at) });
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
      if (outcome !== 'timeout') {
        this.finish(item, at, outcome);
        item.controller.abort();
        item.candidate.health.onCancelled(waitedFor(item, at));
        continue;
      }
      const error = timeoutError(item.record.vendor, 'deadline reached');
      this.errors.push(error);
      const overdue = at >= this.limitOf(item);
      this.finish(item, at, outcome, error);
      item.controller.abort();
      if (overdue)
        item.candidate.health.onTimeout(error, { now: at, elapsedMs: waitedFor(item, at) });
      else item.candidate.health.onCancelled(waitedFor(item, at));
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
      if (item.enforceLimit) wakeAt = Math.min(wakeAt, this.limitOf(item));
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
