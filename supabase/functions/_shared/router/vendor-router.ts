import type { Attempt, RefinementStyle, TokenUsage } from '../contract/route-contract.ts';
import type { FactCheck } from '../refinement/fact-lock.ts';
import type { Rejection, ReplyJudge } from '../refinement/reply-judge.ts';
import { type ParsedReply, parseVendorReply, stripMarkdown } from '../refinement/reply-parsing.ts';
import type {
  VendorAdapter,
  VendorError,
  VendorErrorCode,
  VendorReply,
} from '../vendors/vendor-adapter.ts';
import { raceVendors } from './attempt-race.ts';
import type { RaceCandidate, RaceResult } from './attempt-race-state.ts';
import { HedgeBudget } from './hedge-budget.ts';
import { type JudgedReply, JudgedReplies } from './judged-replies.ts';
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
  /** Why an answer was not accepted as a refinement (no text of it is kept). */
  rejection?: Rejection;
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
      /** The reply read as a refinement. */
      parsed: ParsedReply;
      /** The fact check a judged remote reply went through; undefined for the offline engine. */
      facts: FactCheck | undefined;
    }
  | { ok: false; attempts: Attempt[]; vendorMs: number; failures: VendorFailure[] };

/** The "Auto" policy: one instance per isolate, so health and budgets persist across requests. */
export interface VendorRouter {
  /**
   * `startedAt` (on the router's clock) is when the request arrived: the deadline counts from it.
   * With a `judge`, a remote reply wins only as a refinement of `text` that keeps its hard facts.
   * Once `signal` aborts, every vendor call is aborted (its socket closed) and the outcome is a
   * failure without the offline fallback: the caller no longer wants an answer. Until
   * `admitted` resolves true (the caller's quota decided), vendor calls may run but nothing
   * reads the text: neither the offline engine nor the judge of a reply.
   */
  route(
    text: string,
    options?: {
      startedAt?: number;
      judge?: ReplyJudge;
      style?: RefinementStyle;
      signal?: AbortSignal;
      admitted?: Promise<boolean>;
    },
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
    ...(error.rejection === undefined ? {} : { rejection: error.rejection }),
  }));

/** A reply nobody judged, read as well as it can be: parsed, or else the whole text. */
const readReply = (reply: VendorReply): ParsedReply =>
  reply.structured ??
  parseVendorReply(reply.text) ?? { refined: stripMarkdown(reply.text), changes: [], notes: [] };

/** The offline engine's turn: as the only vendor, or as the marked fallback after a failed race. */
async function answerLocally(
  local: VendorAdapter,
  text: string,
  options: {
    prior: RaceResult | undefined;
    settings: RouterSettings;
    clock: RouterClock;
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

function fromRace(
  result: Extract<RaceResult, { ok: true }>,
  judged: JudgedReplies | undefined,
): RouteOutcome {
  const reading = judged?.accepted(result.reply);
  return {
    ok: true,
    output: stripMarkdown(result.reply.text),
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
  };
}

/**
 * No reply kept every hard fact and no offline engine stands behind the vendors: the reply that
 * kept the most answers, never silently (its `facts.missing` says what it lost).
 */
function fromBestRejected(
  best: JudgedReply,
  result: Extract<RaceResult, { ok: false }>,
): RouteOutcome {
  return {
    ok: true,
    output: stripMarkdown(best.reply.text),
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
      const { style } = routeOptions;
      const admitted = routeOptions.admitted ?? Promise.resolve(true);
      if (candidates.length === 0) {
        if (!local || !(await admitted))
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
      const judged = routeOptions.judge
        ? new JudgedReplies(routeOptions.judge, admitted)
        : undefined;
      const { signal } = routeOptions;
      const result = await raceVendors({
        text,
        order,
        deadlineAt,
        settings,
        budget,
        clock,
        ...(style ? { style } : {}),
        ...(judged ? { accept: judged.accept } : {}),
        ...(signal ? { signal } : {}),
      });
      if (result.ok) return fromRace(result, judged);
      // A caller that gave up (its quota refused it) gets no offline answer and no rejected reply.
      if (fallbackEnabled && !signal?.aborted && (await admitted) && !signal?.aborted) {
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
