import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toApiError, type ApiError } from '@/lib/api-error';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { signedOutState, watchAuthState, type AuthState } from '@/lib/auth-state-watcher';
import { clearSignOutIntent, recordSignOutIntent } from '@/lib/sign-out-intent';
import { useSupabaseClientSource } from '@/lib/supabase-context';

interface AuthProviderProps {
  children: ReactNode;
}

/**
 * Owns the sign-in state. A visitor with no session anywhere (none stored, none arriving in the
 * URL) is signed out at once, before supabase-js has loaded; otherwise the state is `loading`
 * until the client has loaded and read the session. The state itself comes from the app's one
 * `onAuthStateChange` listener (`watchAuthState`), attached whenever the client loads; it also
 * tells a password-recovery link's session from any other.
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const source = useSupabaseClientSource();
  const [state, setState] = useState<AuthState>(() => ({
    ...signedOutState,
    status: source.current || source.mayHoldSession() ? 'loading' : 'signed-out',
  }));
  // Read before the client starts: a recovery link for someone else replaces this session.
  const [storedUser] = useState(() => source.storedUser());

  useEffect(() => {
    let stopWatching = () => {};
    const stopWaiting = source.onLoaded((client) => {
      stopWatching = watchAuthState(client, setState, { storedUser });
    });
    if (!source.current && source.mayHoldSession()) {
      source.load().catch((error: unknown) => {
        // Signed out rather than LOADING... forever: the sign-in screen asks for the client again.
        console.error('The sign-in service could not be loaded.', error);
        setState(signedOutState);
      });
    }
    return () => {
      stopWaiting();
      stopWatching();
    };
  }, [source, storedUser]);

  const signOut = useCallback(async (): Promise<ApiError | null> => {
    // Every tab will hear the SIGNED_OUT that follows: this one was asked for, so none of them
    // says "Session Expired".
    recordSignOutIntent();
    try {
      const client = await source.load();
      const { error } = await client.auth.signOut();
      if (!error) return null;
      clearSignOutIntent();
      return toApiError(error);
    } catch (error) {
      clearSignOutIntent();
      return toApiError(error);
    }
  }, [source]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      session: state.session,
      user: state.session?.user ?? null,
      recovery: state.recovery,
      signOut,
    }),
    [state, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
