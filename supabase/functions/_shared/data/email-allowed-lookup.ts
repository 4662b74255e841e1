import { callRpc, type SupabaseAccess } from './supabase-rest.ts';

/** `is_email_allowed` answers a boolean; anything else is a fault of the database's. */
function readAllowed(answer: unknown): boolean {
  if (typeof answer !== 'boolean') throw new Error('is_email_allowed answered no boolean');
  return answer;
}

/**
 * `is_email_allowed(p_email)`, asked as the caller (it is executable by `authenticated`). Part of
 * the caller checks, so its answer is read with a plain check (no schema library at start-up).
 */
export function createEmailAllowedLookup(access: SupabaseAccess) {
  return (email: string, accessToken: string): Promise<boolean> =>
    callRpc(access, 'is_email_allowed', {
      args: { p_email: email },
      read: readAllowed,
      asCaller: accessToken,
    });
}
