import type { Caller } from '../_shared/auth/caller-verification.ts';
import type { RouteResponse } from '../_shared/contract/route-contract.ts';
import type { QuotaDecision } from '../_shared/data/route-quota.ts';
import type { UsageEvent } from '../_shared/data/usage-events.ts';
import { corsHeaders } from '../_shared/http/cors-headers.ts';
import { readRouteRequest } from '../_shared/http/read-route-request.ts';
import { errorResponse, RouteError } from '../_shared/http/route-error.ts';
import type { RouteOutcome } from '../_shared/router/vendor-router.ts';

/** Everything the handler needs from the outside world; tests pass fakes. */
export interface RouteDependencies {
  verifyCaller(authorization: string | null): Promise<Caller>;
  isEmailApproved(email: string, accessToken: string): Promise<boolean>;
  consumeQuota(userId: string): Promise<QuotaDecision>;
  /** Routes the text; the deadline counts from `startedAt`, the request's arrival. */
  route(text: string, options: { startedAt: number }): Promise<RouteOutcome>;
  recordUsage(event: UsageEvent): Promise<void>;
  /** Keeps the isolate alive for work after the response (EdgeRuntime.waitUntil). */
  waitUntil(promise: Promise<unknown>): void;
  /** Monotonic milliseconds. */
  now(): number;
  log(entry: Record<string, unknown>): void;
  newRequestId(): string;
}

const round = (milliseconds: number) => Math.round(milliseconds * 100) / 100;

class Timings {
  readonly #now: () => number;
  readonly startedAt: number;
  readonly spans: Record<string, number> = {};

  constructor(now: () => number) {
    this.#now = now;
    this.startedAt = now();
  }

  async measure<T>(name: string, work: () => Promise<T>): Promise<T> {
    const startedAt = this.#now();
    try {
      return await work();
    } finally {
      this.spans[name] = (this.spans[name] ?? 0) + this.#now() - startedAt;
    }
  }

  elapsed(): number {
    return this.#now() - this.startedAt;
  }
}

async function checkCaller(
  request: Request,
  deps: RouteDependencies,
  timings: Timings,
): Promise<Caller> {
  const caller = await timings.measure('auth', () =>
    deps.verifyCaller(request.headers.get('authorization')),
  );
  const approved =
    caller.email !== undefined &&
    (await timings.measure('approval', () =>
      deps.isEmailApproved(caller.email!, caller.accessToken),
    ));
  if (!approved)
    throw new RouteError('not_approved', "This account isn't approved for beta access.");
  return caller;
}

async function enforceQuota(
  userId: string,
  deps: RouteDependencies,
  timings: Timings,
): Promise<void> {
  const decision = await timings.measure('quota', () => deps.consumeQuota(userId));
  if (!decision.allowed) {
    const seconds = Math.max(1, decision.retry_after_seconds);
    throw new RouteError(
      'quota_exceeded',
      `You've reached the message limit. Try again in ${seconds} s.`,
      {
        retryAfterSeconds: seconds,
      },
    );
  }
}

function successResponse(
  outcome: Extract<RouteOutcome, { ok: true }>,
  timings: Timings,
  requestId: string,
): Response {
  const latency = timings.elapsed();
  const checks =
    (timings.spans.auth ?? 0) + (timings.spans.approval ?? 0) + (timings.spans.quota ?? 0);
  const overhead = Math.max(0, latency - outcome.vendorMs - checks);
  const body: RouteResponse = {
    output: outcome.output,
    meta: {
      vendor: outcome.vendor,
      model: outcome.model,
      latency: round(latency),
      attempts: outcome.attempts,
      hedged: outcome.hedged,
      fallback: outcome.fallback,
      ...(outcome.usage ? { usage: outcome.usage } : {}),
      overhead_ms: round(overhead),
      request_id: requestId,
    },
  };
  const serverTiming = [
    ...Object.entries(timings.spans).map(([name, value]) => `${name};dur=${round(value)}`),
    `vendor;dur=${round(outcome.vendorMs)}`,
    `router;dur=${round(overhead)}`,
    `total;dur=${round(latency)}`,
  ].join(', ');
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/json',
      'Server-Timing': serverTiming,
      'X-Request-Id': requestId,
    },
  });
}

/**
 * The pure `route` handler: CORS → caller → approval → body → quota → router → one JSON answer.
 * Usage is recorded after the response through `waitUntil`, never on the hot path.
 */
export function createHandler(deps: RouteDependencies): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: corsHeaders });
    const requestId = deps.newRequestId();
    const timings = new Timings(deps.now);
    let caller: Caller | undefined;
    try {
      if (request.method !== 'POST') throw new RouteError('method_not_allowed', 'Use POST.');
      caller = await checkCaller(request, deps, timings);
      const text = await readRouteRequest(request);
      await enforceQuota(caller.userId, deps, timings);
      const outcome = await deps.route(text, { startedAt: timings.startedAt });
      const userId = caller.userId;
      const record = (event: Omit<UsageEvent, 'userId' | 'requestId' | 'latencyMs'>) =>
        deps.waitUntil(
          deps
            .recordUsage({ ...event, userId, requestId, latencyMs: timings.elapsed() })
            .catch((error: unknown) =>
              deps.log({
                level: 'error',
                requestId,
                event: 'usage_not_recorded',
                error: String(error),
              }),
            ),
        );
      if (!outcome.ok) {
        const last = outcome.attempts.at(-1);
        record({
          vendor: last?.vendor ?? 'none',
          model: last?.model ?? 'none',
          inputTokens: undefined,
          outputTokens: undefined,
          outcome: 'failed',
        });
        deps.log({
          level: 'warn',
          requestId,
          event: 'no_vendor_answered',
          attempts: outcome.attempts,
        });
        throw new RouteError(
          'no_vendor_available',
          'No AI vendor could answer in time. Please try again.',
        );
      }
      const response = successResponse(outcome, timings, requestId);
      record({
        vendor: outcome.vendor,
        model: outcome.model,
        inputTokens: outcome.usage?.input,
        outputTokens: outcome.usage?.output,
        outcome: outcome.fallback ? 'fallback' : 'ok',
      });
      return response;
    } catch (error) {
      if (!(error instanceof RouteError) || error.code === 'internal_error') {
        deps.log({
          level: 'error',
          requestId,
          userId: caller?.userId,
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        });
      }
      return errorResponse(error, { requestId });
    }
  };
}
