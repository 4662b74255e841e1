import { APICallError } from '@ai-sdk/provider';
import { VendorError } from './vendor-adapter.ts';

const defaultRetryAfterMs = 30_000;

/** Reads `retry-after-ms` or `retry-after` (seconds or an HTTP date); undefined when absent. */
export function parseRetryAfter(
  headers: Record<string, string> | undefined,
  nowMs = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const milliseconds = Number(lower['retry-after-ms']);
  if (lower['retry-after-ms'] !== undefined && Number.isFinite(milliseconds) && milliseconds >= 0) {
    return milliseconds;
  }
  const value = lower['retry-after'];
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** An abort or a timeout, as fetch and the AI SDK report one. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError' || error.name === 'TimeoutError'
    : error instanceof Error && error.name === 'AbortError';
}

/**
 * What an HTTP status from a vendor means to the router. For a 2xx, `unusableBecause` is what
 * made it unusable (a TypeError when its body broke off); `headers` give a 429's wait.
 */
export function vendorErrorForStatus(
  vendor: string,
  status: number,
  details: {
    message: string;
    headers?: Record<string, string>;
    unusableBecause?: unknown;
    cause?: unknown;
  },
): VendorError {
  const base = { vendor, status, message: details.message, cause: details.cause };
  if (status >= 200 && status < 300) {
    // A 2xx that could not be used: the body broke off (a reset), or it held an error object or
    // malformed JSON (Portkey #1047). Either way the vendor failed and the router moves on.
    const code =
      details.unusableBecause instanceof TypeError ? 'network_error' : 'invalid_response';
    return new VendorError({ ...base, code, retryable: true });
  }
  if (status === 401 || status === 403) {
    return new VendorError({ ...base, code: 'auth_failed', retryable: false });
  }
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(details.headers) ?? defaultRetryAfterMs;
    return new VendorError({ ...base, code: 'rate_limited', retryable: true, retryAfterMs });
  }
  if (status === 408) return new VendorError({ ...base, code: 'timeout', retryable: true });
  if (status === 409 || status >= 500) {
    return new VendorError({ ...base, code: 'server_error', retryable: true });
  }
  return new VendorError({ ...base, code: 'bad_request', retryable: false });
}

/** Turns whatever the AI SDK or fetch threw into the router's one VendorError. */
export function toVendorError(vendor: string, error: unknown): VendorError {
  if (error instanceof VendorError) return error;
  if (isAbort(error)) {
    return new VendorError({ vendor, code: 'aborted', message: 'aborted', retryable: false });
  }
  if (APICallError.isInstance(error)) {
    if (error.statusCode === undefined) {
      return new VendorError({
        vendor,
        code: 'network_error',
        message: error.message,
        retryable: true,
        cause: error,
      });
    }
    return vendorErrorForStatus(vendor, error.statusCode, {
      message: error.message,
      headers: error.responseHeaders,
      unusableBecause: error.cause,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  // fetch rejects with a TypeError on resets and refused connections; anything else thrown while
  // parsing a response (schema mismatch, bad JSON) means the vendor's answer was unusable.
  const code = error instanceof TypeError ? 'network_error' : 'invalid_response';
  return new VendorError({ vendor, code, message, retryable: true, cause: error });
}
