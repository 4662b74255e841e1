import type { StackDatabase } from '../database/stack-database';
import { acceptedTokenClaims } from './accepted-token-claims';

/** Who changed their password, and from which session (the access token's claims). */
export interface PasswordChange {
  userId: string;
  sessionId: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The password change a `PUT /auth/v1/user` request made, once lite has answered it with 200:
 * a body with a `password`, sent with a user's access token. Null for any other request.
 */
export function findPasswordChange(request: Request, body: unknown): PasswordChange | null {
  if (request.method !== 'PUT' || new URL(request.url).pathname !== '/auth/v1/user') return null;
  if (typeof body !== 'object' || body === null || !('password' in body)) return null;
  if (typeof body.password !== 'string') return null;
  const claims = acceptedTokenClaims(request);
  if (typeof claims?.sub !== 'string' || !uuidPattern.test(claims.sub)) return null;
  const sessionId =
    typeof claims.session_id === 'string' && uuidPattern.test(claims.session_id)
      ? claims.session_id
      : null;
  return { userId: claims.sub, sessionId };
}

/**
 * What hosted Auth does after a password change and lite does not: every other session of the
 * user ends (its refresh token stops working, its access token finds no session), and links
 * mailed before the change (confirmation, e-mail change, reauthentication) no longer work. A
 * password changed because it leaked locks out whoever used it; the session that changed it
 * stays signed in.
 */
export async function endOtherSessions(
  database: StackDatabase,
  change: PasswordChange,
): Promise<void> {
  await database.transaction(async (transaction) => {
    const parameters = [change.userId, change.sessionId];
    await transaction.query(
      'delete from auth.refresh_tokens where user_id = $1 and session_id is distinct from $2::uuid',
      parameters,
    );
    await transaction.query(
      'delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid',
      parameters,
    );
    await transaction.query(
      `update auth.users set
         confirmation_token = null, confirmation_sent_at = null,
         recovery_token = null, recovery_sent_at = null,
         email_change_token_current = null, email_change_token_new = null,
         email_change_sent_at = null,
         reauthentication_token = null, reauthentication_sent_at = null
       where id = $1`,
      [change.userId],
    );
  });
}
