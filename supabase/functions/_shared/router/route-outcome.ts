import type { ImpactLoss } from '../contract/impact-contract.ts';
import type { Fact } from '../contract/refinement-contract.ts';
import type { Attempt, TokenUsage } from '../contract/route-contract.ts';
import type { RefinementStyle } from '../contract/route-request-contract.ts';
import type { ClaimChange } from '../contract/claims-contract.ts';
import type { ClaimCheck } from '../refinement/claim-lock.ts';
import type { FactCheck } from '../refinement/fact-lock.ts';
import type { WithheldKind } from '../privacy/withheld-kinds.ts';
import type { Rejection } from '../refinement/reply-judge.ts';
import { type ParsedReply, parseVendorReply, stripMarkdown } from '../refinement/reply-parsing.ts';
import type {
  VendorAdapter,
  VendorError,
  VendorErrorCode,
  VendorReply,
} from '../vendors/vendor-adapter.ts';
import type { RaceResult } from './attempt-race-types.ts';
import type { JudgedReplies, JudgedReply } from './judged-replies.ts';
import type { Clock } from '../clock/clock.ts';
import type { RouterSettings } from './router-settings.ts';

/**
 * What may be logged about one failed vendor call. The vendor's own error text is left out on
 * purpose: vendors often quote the prompt back in it, and the router never logs message text.
 */
export interface VendorFailure {
  vendor: string;
  code: VendorErrorCode;
  status?: number;
  /** Why an answer was not accepted as a refinement (no text of it is kept). */
  rejection?: Rejection;
}

/**
 * Why the answer being streamed was given up, for the caller to say so: how its call failed,
 * the judge's rejection if that was why, the hard facts of the draft it lost, and the kinds of
 * the values kept from the vendor whose placeholders it lost (never the values). Holds draft
 * text, so it is never logged.
 */
export interface StreamFailure {
  code: VendorErrorCode;
  rejection?: Rejection;
  lost: readonly Fact[];
  withheld?: readonly WithheldKind[];
  /** The claims the answer carried further than the draft, when that was why. */
  claims?: readonly ClaimChange[];
  /** The draft's asks, deadline, greeting or sign-off the answer lost. */
  impact?: readonly ImpactLoss[];
}

/** What the handler gets back from one routed message. */
export type RouteOutcome =
  | {
      ok: true;
      output: string;
      /**
       * The answer's text went to `onText` as its vendor wrote it; false when it did not stream
       * (the offline engine) or was not the answer streamed last (the best rejected reply).
       */
      streamed: boolean;
      vendor: string;
      model: string;
      usage: TokenUsage | undefined;
      attempts: Attempt[];
      hedged: boolean;
      /** True when the offline engine answered because every remote vendor failed. */
      fallback: boolean;
      vendorMs: number;
      failures: VendorFailure[];
      /** The reply read as a refinement. */
      parsed: ParsedReply;
      /** The fact check a judged remote reply went through; undefined for the offline engine. */
      facts: FactCheck | undefined;
      /** Its claim check, likewise. */
      claims: ClaimCheck | undefined;
    }
  | { ok: false; attempts: Attempt[]; vendorMs: number; failures: VendorFailure[] };

export const fallbackNotice =
  'NOTE: no AI vendor answered in time, so the offline clarity engine replied.\n\n';

const roundMs = (milliseconds: number) => Math.round(milliseconds * 100) / 100;

export const toFailures = (errors: readonly VendorError[]): VendorFailure[] =>
  errors.map((error) => ({
    vendor: error.vendor,
    code: error.code,
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(error.rejection === undefined ? {} : { rejection: error.rejection }),
  }));

/**
 * The judge's refusals among `failures`, counted by reason, for the usage row: `{}` when none
 * (the row then says null), never a word of a reply.
 */
export function rejectionCounts(failures: readonly VendorFailure[]): {
  rejections?: Partial<Record<Rejection, number>>;
} {
  const counts: Partial<Record<Rejection, number>> = {};
  for (const { rejection } of failures) {
    if (rejection) counts[rejection] = (counts[rejection] ?? 0) + 1;
  }
  return Object.keys(counts).length === 0 ? {} : { rejections: counts };
}

/** A reply nobody judged, read as well as it can be: parsed, or else the whole text. */
const readReply = (reply: VendorReply): ParsedReply =>
  reply.structured ??
  parseVendorReply(reply.text) ?? { refined: stripMarkdown(reply.text), changes: [], notes: [] };

/** The offline engine's turn: as the only vendor, or as the marked fallback after a failed race. */
export async function answerLocally(
  local: VendorAdapter,
  text: string,
  options: {
    prior: RaceResult | undefined;
    settings: RouterSettings;
    clock: Clock;
    style: RefinementStyle | undefined;
  },
): Promise<RouteOutcome> {
  const { prior, clock, style } = options;
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
    const reply = await local.generate(text, {
      signal: controller.signal,
      ...(style ? { style } : {}),
    });
    record.ms = roundMs(now() - startedAt);
    return {
      ok: true,
      output: fallback ? fallbackNotice + reply.text : reply.text,
      streamed: false,
      vendor: local.vendor,
      model: local.model,
      usage: reply.usage,
      attempts: [...priorAttempts, record],
      hedged: false,
      fallback,
      vendorMs: priorMs + record.ms,
      failures,
      parsed: readReply(reply),
      facts: undefined,
      claims: undefined,
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

export function fromRace(
  result: Extract<RaceResult, { ok: true }>,
  judged: JudgedReplies | undefined,
): RouteOutcome {
  const reading = judged?.accepted(result.reply);
  return {
    ok: true,
    output: reading?.output ?? stripMarkdown(result.reply.text),
    streamed: result.streamed,
    vendor: result.winner.vendor,
    model: result.winner.model,
    usage: result.reply.usage,
    attempts: result.attempts,
    hedged: result.attempts.some((attempt) => attempt.hedge),
    fallback: false,
    vendorMs: result.vendorMs,
    failures: toFailures(result.errors),
    parsed: reading?.parsed ?? readReply(result.reply),
    facts: reading?.facts,
    claims: reading?.claims,
  };
}

/**
 * No reply kept every hard fact and every claim as strong as written, and no offline engine
 * stands behind the vendors: the reply that kept the most answers, never silently (its
 * `facts.missing` and `claims.changed` say what it lost).
 */
export function fromBestRejected(
  best: JudgedReply,
  result: Extract<RaceResult, { ok: false }>,
): RouteOutcome {
  return {
    ok: true,
    output: best.output,
    streamed: false,
    vendor: best.adapter.vendor,
    model: best.adapter.model,
    usage: best.reply.usage,
    attempts: result.attempts,
    hedged: result.attempts.some((attempt) => attempt.hedge),
    fallback: false,
    vendorMs: result.vendorMs,
    failures: toFailures(result.errors),
    parsed: best.parsed,
    facts: best.facts,
    claims: best.claims,
  };
}
