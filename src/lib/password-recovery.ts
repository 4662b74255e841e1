import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { StoredSessionUser } from '@/lib/session-hint';

/** A password-recovery link's session, waiting for its new password. */
export interface PasswordRecovery {
  userId: string;
  /** The account whose password the link resets. */
  email: string;
  /**
   * Who this browser was signed in as until the link replaced that session, when it was someone
   * else; null otherwise.
   */
  replacedEmail: string | null;
}

/**
 * The recovery after an auth event. PASSWORD_RECOVERY starts one for the session's user;
 * USER_UPDATED ends it (the app updates a user only to set the password); so do signing out and
 * a session of anyone else. `previousUser` is who was signed in before the event.
 */
export function recoveryAfter(
  current: PasswordRecovery | null,
  event: AuthChangeEvent,
  session: Session | null,
  previousUser: StoredSessionUser | null,
): PasswordRecovery | null {
  if (!session) return null;
  if (event === 'PASSWORD_RECOVERY') {
    const replaced = previousUser && previousUser.id !== session.user.id ? previousUser : null;
    return {
      userId: session.user.id,
      email: session.user.email ?? '',
      replacedEmail: replaced ? (replaced.email ?? '') : null,
    };
  }
  if (event === 'USER_UPDATED') return null;
  return current?.userId === session.user.id ? current : null;
}

const recoveryKey = 'associate.password-recovery.v1';

/**
 * Keeps a recovery across a reload of its tab (session storage: the tab the link opened in),
 * so a reload of the reset screen still shows the form. Storage failures only cost that.
 */
export function rememberRecovery(
  recovery: PasswordRecovery | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = window.sessionStorage,
): void {
  try {
    if (recovery) storage.setItem(recoveryKey, JSON.stringify(recovery));
    else storage.removeItem(recoveryKey);
  } catch {
    // The form is then gone after a reload; the link's session still signs the user in.
  }
}

/** The recovery this tab remembered, if it is well formed (checked by hand: zod is not loaded yet). */
export function rememberedRecovery(
  storage: Pick<Storage, 'getItem'> = window.sessionStorage,
): PasswordRecovery | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(recoveryKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { userId, email, replacedEmail } = value as Record<string, unknown>;
    if (typeof userId !== 'string' || typeof email !== 'string') return null;
    if (replacedEmail !== null && typeof replacedEmail !== 'string') return null;
    return { userId, email, replacedEmail };
  } catch {
    return null;
  }
}
