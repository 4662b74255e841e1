import { unauthorized } from '../_shared/auth/caller-verification.ts';
import type { QuotaDecision } from '../_shared/data/route-quota.ts';
import { RouteError } from '../_shared/http/route-error.ts';
import type { RouteRequest } from '../_shared/router/route-request.ts';
import type { RefinedOutcome } from './refining-route.ts';
import { RefusedCallers } from './refused-callers.ts';
import { retryWaitPhrase } from './retry-wait.ts';
import type { RequestTimings } from './request-timings.ts';

/**
 * When a request's vendor call starts (`ROUTE_QUOTA_CHECK`): `concurrent` (the default) starts
 * it together with the quota check, so the check's round trip hides behind the vendor's latency;
 * `first` waits for the check, so a refused request never reaches a vendor (no tokens spent).
 */
export type QuotaCheckOrder = 'concurrent' | 'first';

type Route = (text: string, request: RouteRequest) => Promise<RefinedOutcome>;

/**
 * The gate in front of one request's route: `admitted` is the quota's decision (true: admitted;
 * false: refused), pending while its check is out; the handler puts it in the request.
 */
export interface GatedRoute {
  admitted: Promise<boolean>;
  route: Route;
}

/** What the gate needs of the handler's dependencies. */
export interface QuotaGateDependencies {
  consumeQuota(userId: string): Promise<QuotaDecision>;
  route: Route;
  /** Monotonic milliseconds. */
  now(): number;
}

const quotaExceeded = (seconds: number) =>
  new RouteError(
    'quota_exceeded',
    `You've reached the message limit. Try again in ${retryWaitPhrase(seconds)}.`,
    { retryAfterSeconds: seconds },
  );

type Settled = { outcome: RefinedOutcome; at: number } | { error: unknown; at: number };

/**
 * The per-user quota in front of the router; one per isolate. `gate(userId, timings)` returns
 * the route for one request and the quota's decision for it: the route answers only once the
 * database admitted the request, and throws 429 `quota_exceeded` (with Retry-After) otherwise,
 * or 401 `unauthorized` for an id that is no user any more. The database decides every request
 * that reaches it; a refused caller is remembered until their Retry-After passes and refused at
 * once. A refused request's vendor call is aborted (its socket closed) and its outcome dropped,
 * so it records no usage; nothing reads its draft (`admitted` says false). Server-Timing gets
 * `quota` (the round trip) and `quota-wait` (what the answer waited for it beyond the vendor).
 */
export function createQuotaGate(
  deps: QuotaGateDependencies,
  order: QuotaCheckOrder = 'concurrent',
): (userId: string, timings: RequestTimings) => GatedRoute {
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

  return (userId, timings) => {
    const admission = Promise.withResolvers<boolean>();
    const admitted = admission.promise;
    const route: Route = async (text, request) => {
      const remembered = refused.retryAfterSeconds(userId);
      if (remembered !== undefined) {
        admission.resolve(false);
        throw quotaExceeded(remembered);
      }
      if (order === 'first') {
        const startedAt = deps.now();
        await decide(userId, timings)
          .catch((error: unknown) => {
            admission.resolve(false);
            throw error;
          })
          .finally(() => timings.record('quota-wait', deps.now() - startedAt));
        admission.resolve(true);
        return deps.route(text, { ...request, admitted });
      }
      const vendorCall = new AbortController();
      const { signal } = request;
      if (signal?.aborted) vendorCall.abort();
      signal?.addEventListener('abort', () => vendorCall.abort(), { once: true });
      // The vendor call leaves first: building and sending the quota request takes a fraction of
      // a millisecond that would otherwise delay it (the check's request is then out in the same
      // turn). Settled at once: a router failure while the check is out must not go unhandled.
      const routed = deps.route(text, { ...request, signal: vendorCall.signal, admitted }).then(
        (outcome): Settled => ({ outcome, at: deps.now() }),
        (error: unknown): Settled => ({ error, at: deps.now() }),
      );
      const decided = decide(userId, timings);
      const waitFrom = deps.now();
      try {
        await decided;
      } catch (error) {
        // Aborted first, so that what waited for the decision sees a request already given up.
        vendorCall.abort();
        admission.resolve(false);
        timings.record('quota-wait', deps.now() - waitFrom);
        throw error;
      }
      admission.resolve(true);
      const decidedAt = deps.now();
      const result = await routed;
      timings.record('quota-wait', Math.max(0, decidedAt - result.at));
      if ('error' in result) throw result.error;
      return result.outcome;
    };
    return { admitted, route };
  };
}
