import { isAuthApiError, isAuthWeakPasswordError } from '@supabase/supabase-js';

/** What a user sees when something failed that we cannot explain in their terms. */
export const unexpectedErrorMessage = 'An unexpected error occurred';

/** Stable codes the UI branches on; backend codes (e.g. `invalid_credentials`) pass through. */
export type ApiErrorCode = 'email_not_approved' | 'invalid_response' | 'unexpected' | (string & {});

/**
 * The one error type the client throws: `code` is stable for branching, `message` is safe to
 * show to the user as-is (a backend message, or the generic unexpected-error text).
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number | undefined;

  constructor(
    code: ApiErrorCode,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status;
  }
}

/** Wraps anything thrown into an ApiError, keeping backend messages and hiding the rest. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAuthApiError(error) || isAuthWeakPasswordError(error)) {
    const message = error.message.trim() || unexpectedErrorMessage;
    return new ApiError(error.code ?? 'unexpected', message, {
      status: error.status,
      cause: error,
    });
  }
  return new ApiError('unexpected', unexpectedErrorMessage, { cause: error });
}

/** The message to show for any thrown value. */
export function userMessageOf(error: unknown): string {
  return toApiError(error).message;
}
