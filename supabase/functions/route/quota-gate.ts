import { unauthorized } from '../_shared/auth/caller-verification.ts';
import type { QuotaDecision } from '../_shared/data/route-quota.ts';
import { RouteError } from '../_shared/http/route-error.ts';
import { RefusedCallers } from './refused-callers.ts';
import { retryWaitPhrase } from './retry-wait.ts';
import type { RequestTimings } from './request-timings.ts';
import type { Admission } from '../_shared/router/route-request.ts';

/**
 * When a request's vendor call starts (`ROUTE_QUOTA_CHECK`): `concurrent` (the default) starts
 * it together with the quota check, so the check's round trip hides behind the vendor's latency;
 * `first` waits for the check, so a refused request never reaches a vendor (no tokens spent).
 */
export type QuotaCheckOrder = 'concurrent' | 'first';

/**
 * One request's quota check, beside its route: the handler starts the route itself (before the
 * check with `concurrent`, after it with `first`) and waits for `decided` before answering.
 */
export interface QuotaCheck {
  /** The route starts only once the request was admitted (`ROUTE_QUOTA_CHECK=first`). */
  readonly routeAfterDecision: boolean;
  /** The decision, pending while the check is out; the route notes where it waits for it. */
  readonly admission: Admission;
  /** For the route's vendor calls: aborts when the caller goes away or the quota refuses. */
  readonly signal: AbortSignal;
  /**
   * Asks the database; resolves once it admitted the request, throws the refusal (after aborting
   * `signal`) otherwise.
   */
  decided(): Promise<void>;
}

/** What the gate needs of the handler's dependencies. */
export interface QuotaGateDependencies {
  consumeQuota(userId: string): Promise<QuotaDecision>;
  /** Monotonic milliseconds. */
  now(): number;
}

const quotaExceeded = (seconds: number) =>
  new RouteError(
    'quota_exceeded',
    `You've reached the message limit. Try again in ${retryWaitPhrase(seconds)}.`,
    { retryAfterSeconds: seconds },
  );

/**
 * The per-user quota, one per isolate. `gate(userId, timings, callerSignal)` returns one
 * request's check, or throws 429 `quota_exceeded` (with Retry-After) at once for a caller refused
 * lately: the database decides every request that reaches it, and a refused caller is remembered
 * until their Retry-After passes. A refusal is 429, or 401 `unauthorized` for an id that is no
 * user any more; it aborts the route's vendor calls (their sockets closed) and `admitted` says
 * false, so nothing reads the draft and no usage is recorded. Server-Timing gets `quota` (the
 * round trip) and `quota-wait` (how long the answer waited for it: from when the route first
 * needed the decision, or the whole round trip when no route was under way).
 */
export function createQuotaGate(
  deps: QuotaGateDependencies,
  order: QuotaCheckOrder = 'concurrent',
): (userId: string, timings: RequestTimings, callerSignal: AbortSignal) => QuotaCheck {
  const refused = new RefusedCallers(deps.now);

  async function decide(userId: string, timings: RequestTimings): Promise<void> {
    const startedAt = deps.now();
    let decision: QuotaDecision;
    try {
      decision = await deps.consumeQuota(userId);
    } finally {
      timings.record('quota', deps.now() - startedAt);
    }
    if (decision.allowed) return;
    // A valid token of a user deleted since: their request alone is refused, as signed out.
    if (decision.unknown_user) throw unauthorized();
    const seconds = Math.max(1, decision.retry_after_seconds);
    refused.remember(userId, seconds);
    throw quotaExceeded(seconds);
  }

  return (userId, timings, callerSignal) => {
    const remembered = refused.retryAfterSeconds(userId);
    if (remembered !== undefined) throw quotaExceeded(remembered);
    const admission = Promise.withResolvers<boolean>();
    let awaitedAt: number | undefined;
    const vendorCall = new AbortController();
    if (callerSignal.aborted) vendorCall.abort();
    callerSignal.addEventListener('abort', () => vendorCall.abort(), { once: true });
    return {
      routeAfterDecision: order === 'first',
      admission: {
        decided: admission.promise,
        awaited() {
          awaitedAt ??= deps.now();
          return admission.promise;
        },
      },
      signal: vendorCall.signal,
      async decided() {
        const waitFrom = deps.now();
        try {
          await decide(userId, timings);
        } catch (error) {
          // Aborted first, so that what waited for the decision sees a request already given up.
          vendorCall.abort();
          admission.resolve(false);
          timings.record('quota-wait', deps.now() - waitFrom);
          throw error;
        }
        admission.resolve(true);
        // Without a route under way, the whole check was on the path; with one, the part after
        // the route first needed the decision (none when it never waited for it).
        const decidedAt = deps.now();
        const waited =
          order === 'concurrent'
            ? decidedAt - Math.max(waitFrom, awaitedAt ?? decidedAt)
            : decidedAt - waitFrom;
        timings.record('quota-wait', waited);
      },
    };
  };
}
