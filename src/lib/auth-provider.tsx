import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { toast } from 'sonner';
import { ApiError, toApiError } from '@/lib/api-error';
import { AuthContext, type AuthContextValue, type AuthStatus } from '@/lib/auth-context';
import { useSupabaseClient } from '@/lib/supabase-context';

interface AuthState {
  status: AuthStatus;
  session: Session | null;
}

const signInEvents: ReadonlySet<AuthChangeEvent> = new Set(['SIGNED_IN', 'INITIAL_SESSION']);

/** Shown when a session belongs to an address that is not (or no longer) approved. */
export function showAccessDeniedToast(): void {
  toast.error('Access Denied', { description: "This account isn't approved for beta access." });
}

/** What the approval check learnt about a session. */
type ApprovalOutcome = 'approved' | 'not-approved' | 'session-refused';

async function checkApproval(client: SupabaseClient, session: Session): Promise<ApprovalOutcome> {
  const email = session.user.email;
  if (!email) return 'not-approved';
  try {
    // Loaded on demand: the check (and zod with it) is only needed once a session exists, and
    // keeping it out of `/` keeps the landing bundle small.
    const { isEmailAllowed } = await import('@/lib/email-approval');
    return (await isEmailAllowed(client, email)) ? 'approved' : 'not-approved';
  } catch (error) {
    // A 401 means the server does not accept this session's token (tampered, or signed with a
    // key the project no longer uses): it is worthless, so it is discarded.
    if (error instanceof ApiError && error.status === 401) return 'session-refused';
    // Fail open otherwise: the server refuses unapproved callers on every call anyway, and
    // signing a user out because of a network blip would cost them their session for nothing.
    console.warn('Could not check beta approval; the server still enforces it.', error);
    return 'approved';
  }
}

interface AuthProviderProps {
  children: ReactNode;
}

/**
 * Owns the sign-in state with the app's one `onAuthStateChange` listener. After every sign-in
 * event (and a restored session) it checks the approval list again and signs unapproved users
 * out at once with "Access Denied".
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const client = useSupabaseClient();
  const [state, setState] = useState<AuthState>({ status: 'loading', session: null });
  const approvedUserIdRef = useRef<string | null>(null);
  const latestSessionRef = useRef<Session | null>(null);
  const verifyingUserIdRef = useRef<string | null>(null);

  useEffect(() => {
    let active = true;

    const verify = async (session: Session) => {
      const outcome = await checkApproval(client, session);
      verifyingUserIdRef.current = null;
      const latest = latestSessionRef.current;
      if (!active || latest?.user.id !== session.user.id) return;
      if (outcome === 'approved') {
        approvedUserIdRef.current = session.user.id;
        setState({ status: 'signed-in', session: latest });
        return;
      }
      approvedUserIdRef.current = null;
      latestSessionRef.current = null;
      setState({ status: 'signed-out', session: null });
      if (outcome === 'not-approved') showAccessDeniedToast();
      else console.warn('The server refused the stored session; it was discarded.');
      const { error } = await client.auth.signOut({ scope: 'local' });
      if (error) console.warn('Signing out a refused session failed.', error);
    };

    const { data } = client.auth.onAuthStateChange((event, session) => {
      // supabase-js holds its auth lock while this callback runs: awaiting another supabase call
      // here would deadlock, so the approval check is deferred to the next task.
      latestSessionRef.current = session;
      if (!session) {
        approvedUserIdRef.current = null;
        setState({ status: 'signed-out', session: null });
        return;
      }
      const approved = approvedUserIdRef.current === session.user.id;
      setState({ status: approved ? 'signed-in' : 'verifying', session });
      // A magic-link landing fires SIGNED_IN and INITIAL_SESSION back to back: check once.
      if (signInEvents.has(event) && verifyingUserIdRef.current !== session.user.id) {
        verifyingUserIdRef.current = session.user.id;
        setTimeout(() => void verify(session), 0);
      }
    });

    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client]);

  const signOut = useCallback(async (): Promise<ApiError | null> => {
    try {
      const { error } = await client.auth.signOut();
      return error ? toApiError(error) : null;
    } catch (error) {
      return toApiError(error);
    }
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      session: state.session,
      user: state.session?.user ?? null,
      signOut,
    }),
    [state, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
