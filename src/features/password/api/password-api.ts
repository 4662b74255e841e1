import { isAuthSessionMissingError, type SupabaseClient } from '@supabase/supabase-js';
import { ApiError, toApiError } from '@/lib/api-error';

/** A new password and, when Auth asked for one, the code it e-mailed to confirm it is the user. */
export interface PasswordUpdate {
  password: string;
  code?: string;
}

function toPasswordError(error: unknown): ApiError {
  if (isAuthSessionMissingError(error)) {
    return new ApiError('session_missing', 'Your session has ended. Please sign in again.', {
      cause: error,
    });
  }
  return toApiError(error);
}

/**
 * Sets the signed-in user's password (Auth signs their other sessions out). Throws an ApiError
 * with code `reauthentication_needed` when Auth wants a code first.
 */
export async function updatePassword(
  client: SupabaseClient,
  update: PasswordUpdate,
): Promise<void> {
  const { error } = await client.auth.updateUser({
    password: update.password,
    ...(update.code ? { nonce: update.code } : {}),
  });
  if (error) throw toPasswordError(error);
}

/** E-mails the signed-in user a one-time code that confirms a password change. */
export async function sendReauthenticationCode(client: SupabaseClient): Promise<void> {
  const { error } = await client.auth.reauthenticate();
  if (error) throw toPasswordError(error);
}
