import { describeDenoFailure } from '../functions/deno-failure';
import { isFunctionName } from '../functions/function-discovery';
import type { FunctionProcess } from '../functions/function-process';
import type { FunctionsSupervisor } from '../functions/functions-supervisor';
import { answeredOnTheSocket, type HttpExchange } from '../server/http-listener';
import { preflightResponse, withCors } from './cors';
import { relayToFunction } from './function-relay';
import { isValidFunctionJwt } from './jwt-verification';
import {
  BodyTooLargeError,
  canHaveBody,
  readBodyWithLimit,
  RequestAbortedError,
} from './request-body';

export interface FunctionsRouteDependencies {
  functions: FunctionsSupervisor;
  host: string;
  jwtSecret: string;
  /** The `iss` of this stack's access tokens. */
  jwtIssuer: string;
  /** `[functions.<name>] verify_jwt`; hosted Supabase defaults to true. */
  verifyJwt(name: string): boolean;
}

// How long a request waits for a function that is (re)starting before it is told so.
const bootWaitMs = 10_000;

// Generous for any function of ours (the route function itself refuses more than 64 KB).
const functionBodyLimitBytes = 10 * 1024 * 1024;

/**
 * `/functions/v1/<name>[/…]`: checks the caller's JWT when the function asks for it, then passes
 * the request (method, headers, body, path suffix, query) to the function's Deno process and
 * pipes its answer back on the caller's socket. OPTIONS goes straight to the function, which
 * owns its CORS.
 *
 * The body is read whole before it is passed on. Streamed through, a function that answers
 * before reading all of it (a 413 after its first 64 KB) ends the upstream call, which cancels
 * the caller's half-sent upload and closes their socket: they would see a dropped connection
 * instead of the 413.
 */
export async function handleFunctionsRequest(
  request: Request,
  exchange: HttpExchange,
  dependencies: FunctionsRouteDependencies,
): Promise<Response> {
  const url = new URL(request.url);
  const [, name = '', ...rest] = url.pathname.slice('/functions/v1'.length).split('/');
  const target = isFunctionName(name) ? dependencies.functions.find(name) : undefined;
  if (!target) {
    if (request.method === 'OPTIONS') return preflightResponse(request);
    return gatewayError(404, 'NOT_FOUND', 'Requested function was not found');
  }
  if (request.method !== 'OPTIONS' && dependencies.verifyJwt(name)) {
    const rejection = await checkJwt(request, dependencies);
    if (rejection) return rejection;
  }
  const unavailable = await unavailableResponse(target);
  if (unavailable) return unavailable;
  const body = await readForwardedBody(exchange);
  if (body === 'too large') {
    return gatewayError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  }
  if (body === 'caller gone') return answeredOnTheSocket;
  const suffix = rest.length > 0 ? `/${rest.join('/')}` : '';
  return relayToFunction(
    exchange,
    { host: dependencies.host, port: target.port, path: `/${name}${suffix}${url.search}` },
    body,
    () => gatewayError(500, 'WORKER_ERROR', 'Function exited due to an error (please check logs)'),
  );
}

/**
 * A function that is down gets 503 at once, with why and when it is tried again, rather than a
 * connection that hangs or is reset; one that is (re)starting is waited for, up to a limit.
 */
async function unavailableResponse(target: FunctionProcess): Promise<Response | null> {
  const state = await target.settled(bootWaitMs);
  const name = target.definition.name;
  if (state.kind === 'ready') return null;
  if (state.kind === 'starting') {
    return gatewayError(
      503,
      'BOOT_ERROR',
      `Function "${name}" is still starting; try again in a moment`,
      1,
    );
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((state.retryAt - Date.now()) / 1000));
  return gatewayError(
    503,
    'BOOT_ERROR',
    `Function "${name}" cannot start: ${describeDenoFailure(state.failure)}`,
    retryAfterSeconds,
  );
}

/** The whole body (null for none), or why there is none to pass on. */
async function readForwardedBody({
  incoming,
}: HttpExchange): Promise<Buffer | null | 'too large' | 'caller gone'> {
  if (!canHaveBody(incoming.method ?? 'GET')) return null;
  try {
    return await readBodyWithLimit(incoming, functionBodyLimitBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return 'too large';
    if (error instanceof RequestAbortedError) return 'caller gone';
    throw error;
  }
}

async function checkJwt(
  request: Request,
  keys: { jwtSecret: string; jwtIssuer: string },
): Promise<Response | null> {
  const authorization = request.headers.get('authorization');
  if (!authorization) {
    return gatewayError(401, 'UNAUTHORIZED_NO_AUTH_HEADER', 'Missing authorization header');
  }
  const token = /^Bearer\s+(.+)$/i.exec(authorization)?.[1] ?? '';
  if (!(await isValidFunctionJwt(token.trim(), keys))) {
    return gatewayError(401, 'UNAUTHORIZED_INVALID_JWT_FORMAT', 'Invalid JWT');
  }
  return null;
}

function gatewayError(
  status: number,
  code: string,
  message: string,
  retryAfterSeconds?: number,
): Response {
  const headers: Record<string, string> = { 'sb-error-code': code };
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
  return withCors(
    Response.json({ code: status === 401 ? 401 : code, message }, { status, headers }),
  );
}
