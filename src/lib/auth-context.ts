import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import type { ApiError } from '@/lib/api-error';
import type { PasswordRecovery } from '@/lib/password-recovery';

/**
 * Where the sign-in state is: `loading` until supabase-js has read storage and the URL;
 * `verifying` while a fresh session's e-mail is checked against the approval list;
 * `signed-in` only for approved users.
 */
export type AuthStatus = 'loading' | 'signed-out' | 'verifying' | 'signed-in';

/** What every screen reads about the current user. */
export interface AuthContextValue {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /**
   * Set while the session is a password-recovery link's, until the new password is set: the
   * reset screen shows its form only then.
   */
  recovery: PasswordRecovery | null;
  /** Ends the session; resolves to the error to show, or null when signed out. */
  signOut: () => Promise<ApiError | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The current sign-in state; throws outside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user; for screens behind the sign-in guard only. */
export function useSignedInUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser needs a signed-in user (use it behind the guard)');
  return user;
}
