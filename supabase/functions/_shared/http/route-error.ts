import type { ErrorBody } from '../contract/route-contract.ts';
import { corsHeaders } from './cors-headers.ts';

/** Stable error codes of the route function; each maps to one HTTP status. */
export type RouteErrorCode =
  | 'invalid_json'
  | 'invalid_body'
  | 'empty_text'
  | 'payload_too_large'
  | 'text_too_long'
  | 'unauthorized'
  | 'not_approved'
  | 'quota_exceeded'
  | 'method_not_allowed'
  | 'no_vendor_available'
  | 'service_busy'
  | 'internal_error';

const statusByCode: Record<RouteErrorCode, number> = {
  invalid_json: 400,
  invalid_body: 400,
  empty_text: 400,
  payload_too_large: 413,
  text_too_long: 413,
  unauthorized: 401,
  not_approved: 403,
  quota_exceeded: 429,
  method_not_allowed: 405,
  no_vendor_available: 503,
  service_busy: 503,
  internal_error: 500,
};

/** A failure the caller is told about. `message` must be safe to show to the user verbatim. */
export class RouteError extends Error {
  readonly code: RouteErrorCode;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: RouteErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'RouteError';
    this.code = code;
    this.status = statusByCode[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * What the caller is told of `error`: anything that is not a RouteError is a generic 500, so
 * that vendor text, keys and stack traces never reach the caller (the handler logs them).
 */
const answerable = (error: unknown): RouteError =>
  error instanceof RouteError
    ? error
    : new RouteError('internal_error', 'An unexpected error occurred');

/** The one error body, `{ error: { code, message } }`: a JSON answer's, or a stream's last event. */
export function errorBody(error: unknown): ErrorBody {
  const routeError = answerable(error);
  return { error: { code: routeError.code, message: routeError.message } };
}

/** The one error serialiser: the error body with its status (and Retry-After when it has one). */
export function errorResponse(error: unknown, options: { requestId: string }): Response {
  const routeError = answerable(error);
  const body = errorBody(routeError);
  const headers: Record<string, string> = {
    ...corsHeaders,
    'Content-Type': 'application/json',
    'X-Request-Id': options.requestId,
  };
  if (routeError.retryAfterSeconds !== undefined) {
    headers['Retry-After'] = String(routeError.retryAfterSeconds);
  }
  return new Response(JSON.stringify(body), { status: routeError.status, headers });
}
