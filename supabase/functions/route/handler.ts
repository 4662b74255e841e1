import type { Caller } from '../_shared/auth/caller-verification.ts';
import type { RouteResponse } from '../_shared/contract/route-contract.ts';
import { SupabaseRestError } from '../_shared/data/supabase-rest.ts';
import type { UsageEvent } from '../_shared/data/usage-events.ts';
import { corsHeaders } from '../_shared/http/cors-headers.ts';
import { errorBody, errorResponse, RouteError } from '../_shared/http/route-error.ts';
import { rejectionCounts } from '../_shared/router/route-outcome.ts';
import type { RouteRequest } from '../_shared/router/route-request.ts';
import { scheduleAfterResponse } from './after-response.ts';
import { acceptsEventStream, openEventStream } from './event-stream-answer.ts';
import { summariseError } from './log-safety.ts';
import { lazyModule } from './lazy-module.ts';
import { createQuotaGate, type QuotaCheck } from './quota-gate.ts';
import type { RefinedOutcome } from './refining-route.ts';
import { RequestTimings, roundMs } from './request-timings.ts';
import type { RouteDependencies } from './route-dependencies.ts';
import { answerWake, isWakeRequest } from './wake-up.ts';

async function checkCaller(
  request: Request,
  deps: RouteDependencies,
  timings: RequestTimings,
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

/** A routed request's answer: the success body, and its `Server-Timing` for a JSON answer. */
interface Answered {
  body: RouteResponse;
  serverTiming: string;
}

function successAnswer(
  outcome: Extract<RefinedOutcome, { ok: true }>,
  timings: RequestTimings,
  context: { requestId: string; request: RouteRequest },
): Answered {
  const { requestId, request } = context;
  const { style } = request;
  const latency = timings.elapsed();
  // The router's own time, comparable with a gateway's: the reply's analysis is reported apart.
  const overhead = Math.max(
    0,
    latency - outcome.vendorMs - timings.checks() - outcome.refinementMs,
  );
  const body: RouteResponse = {
    output: outcome.output,
    meta: {
      vendor: outcome.vendor,
      model: outcome.model,
      latency: roundMs(latency),
      attempts: outcome.attempts,
      hedged: outcome.hedged,
      fallback: outcome.fallback,
      ...(outcome.usage ? { usage: outcome.usage } : {}),
      overhead_ms: roundMs(overhead),
      request_id: requestId,
      ...(style ? { style } : {}),
      ...(outcome.withheld ? { withheld: outcome.withheld } : {}),
    },
    refinement: outcome.refinement,
  };
  const serverTiming = timings.serverTiming({
    vendor: outcome.vendorMs,
    router: overhead,
    refine: outcome.refinementMs,
  });
  return { body, serverTiming };
}

/** The one JSON success answer a plain request gets. */
function jsonAnswer({ body, serverTiming }: Answered, requestId: string): Response {
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
 * Routes the draft with the request's one context and returns its answer once the quota admitted
 * it; records usage (and vendor failures) whatever the outcome. A caller gone before the end got
 * nothing.
 */
async function answer(
  text: string,
  request: RouteRequest,
  context: {
    deps: RouteDependencies;
    quota: QuotaCheck;
    caller: Caller;
    timings: RequestTimings;
    requestId: string;
  },
): Promise<Answered> {
  const { deps, quota, caller, timings, requestId } = context;
  // The vendor call leaves before the quota request: building and sending that takes a fraction
  // of a millisecond that would otherwise delay it (the check is then out in the same turn).
  const early = quota.routeAfterDecision ? undefined : deps.route(text, request);
  // Settled at once: a route failure while the check is out must not go unhandled.
  early?.catch(() => {});
  await quota.decided();
  const outcome = await (early ?? deps.route(text, request));
  if (outcome.failures.length > 0) {
    deps.log({ level: 'warn', requestId, event: 'vendor_failures', failures: outcome.failures });
  }
  const last = outcome.attempts.at(-1);
  const withheld = outcome.withheld ? { withheld: outcome.withheld } : {};
  const rejections = rejectionCounts(outcome.failures);
  const event: UsageEvent = outcome.ok
    ? {
        userId: caller.userId,
        requestId,
        latencyMs: timings.elapsed(),
        vendor: outcome.vendor,
        model: outcome.model,
        inputTokens: outcome.usage?.input,
        outputTokens: outcome.usage?.output,
        outcome: outcome.fallback ? 'fallback' : 'ok',
        ...withheld,
        ...rejections,
      }
    : {
        userId: caller.userId,
        requestId,
        latencyMs: timings.elapsed(),
        vendor: last?.vendor ?? 'none',
        model: last?.model ?? 'none',
        inputTokens: undefined,
        outputTokens: undefined,
        outcome: 'failed',
        ...withheld,
        ...rejections,
      };
  scheduleAfterResponse(deps, { requestId, event });
  if (!outcome.ok) {
    const why = request.signal?.aborted ? 'caller_gone' : 'no_vendor_answered';
    deps.log({ level: 'warn', requestId, event: why, attempts: outcome.attempts });
    throw new RouteError(
      'no_vendor_available',
      'No AI vendor could answer in time. Please try again.',
    );
  }
  return successAnswer(outcome, timings, { requestId, request });
}

/**
 * The body's reader (and the contract's schemas, zod with them) loads once a caller passed the
 * checks: a refused request, and a cold start's first answer, never pay for it.
 */
const loadBodyReader = lazyModule(() => import('../_shared/http/read-route-request.ts'));

/** Auth or the database answering that it is overloaded or unreachable through its proxy. */
const busyStatuses: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Our own project refusing for load (the quota or approval round trip answered 502/503/504) is
 * the service being busy, not a bug: the caller is told so and when to retry, instead of an
 * unexpected error. It is still logged as an error with the request id.
 */
function busyBackendError(error: unknown): RouteError | undefined {
  if (!(error instanceof SupabaseRestError) || !busyStatuses.has(error.status)) return undefined;
  return new RouteError('service_busy', 'The service is busy. Please try again in a moment.', {
    retryAfterSeconds: 1,
  });
}

/**
 * The pure `route` handler: CORS → caller → approval → body → the router, beside the quota → one
 * JSON answer, or with `Accept: text/event-stream` an answer streamed as it is written
 * (event-stream-answer.ts). The quota check runs while the vendor call does (quota-gate.ts); a
 * refused request's call is aborted, and so is the call of a caller that went away. Usage is
 * recorded after the response through `waitUntil`, never on the hot path. No log line carries
 * the text of a message or a reply.
 */
export function createHandler(deps: RouteDependencies): (request: Request) => Promise<Response> {
  const quotaGate = createQuotaGate(deps, deps.quotaCheckOrder);
  return async (request) => {
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: corsHeaders });
    const requestId = deps.newRequestId();
    const timings = new RequestTimings(deps.now);
    let caller: Caller | undefined;
    let text: string | undefined;
    /** What the caller is told of `error`, logged when it is no refusal but a fault of ours. */
    const failure = (error: unknown): unknown => {
      if (!(error instanceof RouteError) || error.code === 'internal_error') {
        deps.log({
          level: 'error',
          requestId,
          userId: caller?.userId,
          error: summariseError(error, { text }),
        });
      }
      return busyBackendError(error) ?? error;
    };
    /** The JSON error answer. */
    const failed = (error: unknown) => {
      const response = errorResponse(failure(error), { requestId });
      // Errors carry the server-side time too, so a client (or a test) can see the 503 came in time.
      response.headers.set('Server-Timing', timings.serverTiming());
      return response;
    };
    try {
      if (request.method !== 'POST') throw new RouteError('method_not_allowed', 'Use POST.');
      caller = await checkCaller(request, deps, timings);
      // A wake (POST …/route/wake) gets the isolate ready for the draft being written.
      if (isWakeRequest(request)) return answerWake(deps, requestId);
      const { readRouteRequest } = await loadBodyReader();
      const body = await readRouteRequest(request);
      const { style, offline } = body;
      text = body.text;
      const stream = acceptsEventStream(request) ? openEventStream(request.signal) : undefined;
      // The caller's quota, checked beside the route: nothing is answered before it admits.
      const quota = quotaGate(caller.userId, timings, stream?.signal ?? request.signal);
      // The request's one context, which every layer down to the router takes.
      const routeRequest: RouteRequest = {
        startedAt: timings.startedAt,
        ...(style ? { style } : {}),
        ...(offline ? { offline } : {}),
        signal: quota.signal,
        admission: quota.admission,
        ...(stream ? { stream: stream.sink } : {}),
      };
      const answering = answer(text, routeRequest, { deps, quota, caller, timings, requestId });
      if (!stream) return jsonAnswer(await answering, requestId);
      // Nothing is streamed before the quota admits the request: a refusal (429, or a failure
      // of the checks) is answered as plain JSON with its status. Text written meanwhile waits.
      if (!(await Promise.race([quota.admission.decided, answering.then(() => true)])))
        await answering;
      answering.then(
        ({ body }) => stream.end('done', JSON.stringify(body)),
        (error: unknown) => stream.end('error', JSON.stringify(errorBody(failure(error)))),
      );
      return stream.response({
        ...corsHeaders,
        'Server-Timing': timings.serverTiming(),
        'X-Request-Id': requestId,
      });
    } catch (error) {
      return failed(error);
    }
  };
}
