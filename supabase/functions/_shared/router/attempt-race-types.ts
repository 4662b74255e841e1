import type { Attempt } from '../contract/route-contract.ts';
import type { RefinementStyle } from '../contract/route-request-contract.ts';
import type { VendorAdapter, VendorError, VendorReply } from '../vendors/vendor-adapter.ts';
import type { HedgeBudget } from './hedge-budget.ts';
import type { Clock } from '../clock/clock.ts';
import type { RouterSettings } from './router-settings.ts';
import type { VendorHealth } from './vendor-health.ts';

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
      /** The winner's text went to `onText` as it was written (it led the race). */
      streamed: boolean;
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
  clock: Clock;
  /** The caller gave up on this request (its quota refused it): every call is aborted. */
  signal?: AbortSignal;
  /**
   * Validates a reply as the request's answer; throwing a VendorError makes it a failed attempt
   * of that vendor, like an empty reply. Without it every reply the adapter returns is accepted.
   */
  accept?: (reply: VendorReply, adapter: VendorAdapter) => VendorReply | Promise<VendorReply>;
  /**
   * Gets the text of the call that leads the race, piece by piece as its vendor writes it: the
   * first call to write any text leads, and every other call is then aborted as a lost race.
   */
  onText?: (text: string) => void;
  /** The leading call failed after it had written text: that text is void. */
  onReplaced?: (error: VendorError) => void;
}

/** One vendor call in flight. */
export interface Running {
  candidate: RaceCandidate;
  controller: AbortController;
  startedAt: number;
  /** When the call runs out of its own time limit for its first text, deadline aside. */
  limitAt: number;
  /** False once the call is the request's last chance: then only the deadline stops it. */
  enforceLimit: boolean;
  /** When it wrote its first and its latest piece of text (undefined before any). */
  firstTextAt: number | undefined;
  lastTextAt: number | undefined;
  record: Attempt;
  settled: boolean;
}

export type Settlement = { running: Running; reply?: VendorReply; error?: unknown };
