import {
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/supabase-js';
import { z } from '@/lib/zod';
import { ApiError, unexpectedErrorMessage } from '@/lib/api-error';

/**
 * When the request or its answer was lost on the way (offline, a dropped connection): the
 * server may never have seen it, and the draft is back in the input to send again.
 */
export const connectionLostMessage =
  'The connection dropped before the reply arrived. Check your connection and send again.';

/** Our route function's error body: `{ "error": { "code", "message" } }`. */
const routeErrorBodySchema = z.object({
  error: z.object({ code: z.string().min(1), message: z.string().trim().min(1) }),
});

/** The platform gateway's bodies: `{ "code": 401, "message": "Invalid JWT" }` or `{ "msg": "…" }`. */
const gatewayErrorBodySchema = z.union([
  z.object({
    code: z.union([z.number(), z.string()]).optional(),
    message: z.string().trim().min(1),
  }),
  z.object({ msg: z.string().trim().min(1) }),
]);

interface ReadableBody {
  status?: number;
  text: () => Promise<string>;
}

function isReadableBody(value: unknown): value is ReadableBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'text' in value &&
    typeof value.text === 'function'
  );
}

/** Turns a parsed error body into an ApiError, or null when it has no usable message. */
export function apiErrorFromBody(body: unknown, status?: number): ApiError | null {
  const ours = routeErrorBodySchema.safeParse(body);
  if (ours.success) return new ApiError(ours.data.error.code, ours.data.error.message, { status });
  const gateway = gatewayErrorBodySchema.safeParse(body);
  if (!gateway.success) return null;
  const message = 'msg' in gateway.data ? gateway.data.msg : gateway.data.message;
  return new ApiError(status === undefined ? 'unexpected' : `http_${status}`, message, { status });
}

/**
 * Reads a failed `functions.invoke` call. supabase-js only says "Edge Function returned a non-2xx
 * status code"; the real reason is in the unread Response it keeps in `error.context`.
 */
export async function readFunctionError(error: unknown): Promise<ApiError> {
  // fetch rejects with a TypeError when the network fails, also while the body is still arriving.
  if (error instanceof FunctionsFetchError || error instanceof TypeError) {
    return new ApiError('network_error', connectionLostMessage, { cause: error });
  }
  const isHttpFailure = error instanceof FunctionsHttpError || error instanceof FunctionsRelayError;
  const context: unknown = isHttpFailure ? error.context : undefined;
  if (!isReadableBody(context))
    return new ApiError('unexpected', unexpectedErrorMessage, { cause: error });

  const status = typeof context.status === 'number' ? context.status : undefined;
  try {
    const body: unknown = JSON.parse(await context.text());
    return (
      apiErrorFromBody(body, status) ??
      new ApiError('unexpected', unexpectedErrorMessage, { status, cause: error })
    );
  } catch {
    return new ApiError('unexpected', unexpectedErrorMessage, { status, cause: error });
  }
}
