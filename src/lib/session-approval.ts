import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { ApiError } from '@/lib/api-error';

/** What the approval check learnt about a session. */
export type ApprovalOutcome = 'approved' | 'not-approved' | 'session-refused';

/**
 * Checks a session's e-mail against the beta approval list. A 401 means the server does not
 * accept the session's token at all (tampered, or signed with a key the project no longer uses).
 * Any other failure counts as approved: the server refuses unapproved callers on every call
 * anyway, and signing a user out over a network blip would cost them their session for nothing.
 */
export async function checkSessionApproval(
  client: SupabaseClient,
  session: Session,
): Promise<ApprovalOutcome> {
  const email = session.user.email;
  if (!email) return 'not-approved';
  try {
    // Loaded on demand: the check (and zod with it) is only needed once a session exists.
    const { isEmailAllowed } = await import('@/lib/email-approval');
    return (await isEmailAllowed(client, email)) ? 'approved' : 'not-approved';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'session-refused';
    console.warn('Could not check beta approval; the server still enforces it.', error);
    return 'approved';
  }
}
