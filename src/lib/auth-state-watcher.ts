import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { showAccessDeniedToast, showSessionExpiredToast } from '@/lib/auth-notices';
import type { AuthStatus } from '@/lib/auth-context';
import { checkSessionApproval } from '@/lib/session-approval';
import { clearSignOutIntent, hasSignOutIntent } from '@/lib/sign-out-intent';
import { removeEmptyUrlFragment } from '@/lib/url-fragment';

/** The sign-in state as every screen reads it. */
export interface AuthState {
  status: AuthStatus;
  session: Session | null;
}

const signInEvents: ReadonlySet<AuthChangeEvent> = new Set(['SIGNED_IN', 'INITIAL_SESSION']);

/**
 * The app's one `onAuthStateChange` listener. It reports the sign-in state; after every sign-in
 * event (and a restored session) it checks the approval list again and signs unapproved users
 * out at once with "Access Denied". A signed-in session that ends without the user asking
 * (revoked, expired beyond refresh) or that the server refuses gets "Session Expired". Once the
 * first session is read it removes the bare `#` supabase-js leaves after an e-mail link.
 * Returns the function that stops listening.
 */
export function watchAuthState(
  client: SupabaseClient,
  report: (state: AuthState) => void,
): () => void {
  let active = true;
  let status: AuthStatus = 'loading';
  let approvedUserId: string | null = null;
  let verifyingUserId: string | null = null;
  let latestSession: Session | null = null;

  const settle = (state: AuthState) => {
    status = state.status;
    report(state);
  };

  const verify = async (session: Session) => {
    const outcome = await checkSessionApproval(client, session);
    verifyingUserId = null;
    if (!active || latestSession?.user.id !== session.user.id) return;
    if (outcome === 'approved') {
      approvedUserId = session.user.id;
      clearSignOutIntent();
      settle({ status: 'signed-in', session: latestSession });
      return;
    }
    approvedUserId = null;
    latestSession = null;
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
