import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { showAccessDeniedToast, showSessionExpiredToast } from '@/lib/auth-notices';
import type { AuthStatus } from '@/lib/auth-context';
import {
  recoveryAfter,
  rememberedRecovery,
  rememberRecovery,
  type PasswordRecovery,
} from '@/lib/password-recovery';
import { checkSessionApproval } from '@/lib/session-approval';
import type { StoredSessionUser } from '@/lib/session-hint';
import { clearSignOutIntent, hasSignOutIntent } from '@/lib/sign-out-intent';
import { removeEmptyUrlFragment } from '@/lib/url-fragment';

/** The sign-in state as every screen reads it. */
export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  /** A password-recovery link's session waiting for its new password, or null. */
  recovery: PasswordRecovery | null;
}

export const signedOutState: AuthState = { status: 'signed-out', session: null, recovery: null };

/** Each sign-in, including a recovery link's, is checked against the approval list. */
const signInEvents: ReadonlySet<AuthChangeEvent> = new Set([
  'SIGNED_IN',
  'INITIAL_SESSION',
  'PASSWORD_RECOVERY',
]);

interface WatchOptions {
  /** Whose session the browser had stored before the client started (see `storedSessionUser`). */
  storedUser?: StoredSessionUser | null;
}

/**
 * The app's one `onAuthStateChange` listener. It reports the sign-in state; after every sign-in
 * event (a restored session and a password-recovery link too) it checks the approval list again
 * and signs unapproved users out at once with "Access Denied". A signed-in session that ends
 * without the user asking (revoked, expired beyond refresh) or that the server refuses gets
 * "Session Expired". A recovery link's session is reported as a recovery until its password is
 * set, with whose session it replaced. Once the first session is read it removes the bare `#`
 * supabase-js leaves after an e-mail link. Returns the function that stops listening.
 */
export function watchAuthState(
  client: SupabaseClient,
  report: (state: AuthState) => void,
  options: WatchOptions = {},
): () => void {
  let active = true;
  let status: AuthStatus = 'loading';
  let approvedUserId: string | null = null;
  let verifyingUserId: string | null = null;
  let latestSession: Session | null = null;
  // Who was signed in before a recovery link: the stored session at start-up, then each
  // approved user (another tab's link reaches this one through supabase-js's broadcast).
  let previousUser = options.storedUser ?? null;
  let recovery = rememberedRecovery();

  const settle = (next: Omit<AuthState, 'recovery'>) => {
    status = next.status;
    report({ ...next, recovery: next.session ? recovery : null });
  };

  const updateRecovery = (event: AuthChangeEvent, session: Session | null) => {
    const next = recoveryAfter(recovery, event, session, previousUser);
    if (next !== recovery) rememberRecovery(next);
    recovery = next;
  };

  const verify = async (session: Session) => {
    const outcome = await checkSessionApproval(client, session);
    verifyingUserId = null;
    if (!active || latestSession?.user.id !== session.user.id) return;
    if (outcome === 'approved') {
      approvedUserId = session.user.id;
      previousUser = { id: session.user.id, email: session.user.email ?? null };
      clearSignOutIntent();
      settle({ status: 'signed-in', session: latestSession });
      return;
    }
    approvedUserId = null;
    latestSession = null;
    updateRecovery('SIGNED_OUT', null);
    settle({ status: 'signed-out', session: null });
    if (outcome === 'not-approved') {
      showAccessDeniedToast();
    } else {
      console.warn('The server refused the stored session; it was discarded.');
      showSessionExpiredToast();
    }
    const { error } = await client.auth.signOut({ scope: 'local' });
    if (error) console.warn('Signing out a refused session failed.', error);
  };

  const { data } = client.auth.onAuthStateChange((event, session) => {
    // supabase-js holds its auth lock while this callback runs: awaiting another supabase call
    // here would deadlock, so the approval check is deferred to the next task.
    latestSession = session;
    if (event === 'INITIAL_SESSION') removeEmptyUrlFragment();
    updateRecovery(event, session);
    if (!session) {
      const endedUnasked = status === 'signed-in' && !hasSignOutIntent();
      approvedUserId = null;
      settle({ status: 'signed-out', session: null });
      if (endedUnasked) showSessionExpiredToast();
      return;
    }
    const approved = approvedUserId === session.user.id;
    settle({ status: approved ? 'signed-in' : 'verifying', session });
    // A magic-link landing fires SIGNED_IN and INITIAL_SESSION back to back: check once.
    if (signInEvents.has(event) && verifyingUserId !== session.user.id) {
      verifyingUserId = session.user.id;
      setTimeout(() => void verify(session), 0);
    }
  });

  return () => {
    active = false;
    data.subscription.unsubscribe();
  };
}
