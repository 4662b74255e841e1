import type { AuthSettings } from '../config/project-config';
import type { StackDatabase } from '../database/stack-database';

/** An Auth request that would create a new e-mail user, if lite went ahead with it. */
export interface UserCreation {
  email: string;
  userMetadata: Record<string, unknown>;
}

const userCreatingPaths = new Set(['/auth/v1/signup', '/auth/v1/otp', '/auth/v1/magiclink']);
const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Hosted Auth runs `before_user_created` only where it is about to insert a user: a sign-up,
 * magic link or OTP request for an address it does not know, after its own validation passed.
 * Requests that would fail validation go to lite untouched, so they get Auth's 4xx, not the hook's.
 */
export async function findUserCreation(
  database: StackDatabase,
  {
    request,
    auth,
  }: { request: { method: string; path: string; body: unknown }; auth: AuthSettings },
): Promise<UserCreation | null> {
  if (request.method !== 'POST' || !userCreatingPaths.has(request.path)) return null;
  if (!auth.enable_signup || !auth.email.enable_signup) return null;
  if (typeof request.body !== 'object' || request.body === null) return null;
  const body = request.body as Record<string, unknown>;
  if (typeof body.email !== 'string' || !emailPattern.test(body.email)) return null;
  if (request.path === '/auth/v1/signup' && !isAcceptablePassword(body.password, auth)) return null;
  if (request.path !== '/auth/v1/signup' && createUserRefused(body)) return null;

  const email = body.email.toLowerCase();
  const existing = await database.query(
    'select 1 from auth.users where lower(email) = $1 limit 1',
    [email],
  );
  if (existing.length > 0) return null;
  const metadata = body.data;
  const userMetadata =
    typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata)
      ? (metadata as Record<string, unknown>)
      : {};
  return { email, userMetadata };
}

function isAcceptablePassword(password: unknown, auth: AuthSettings): boolean {
  return (
    typeof password === 'string' &&
    password.length >= auth.minimum_password_length &&
    password.length <= 72
  );
}

function createUserRefused(body: Record<string, unknown>): boolean {
  const options = body.options as Record<string, unknown> | undefined;
  return body.create_user === false || options?.shouldCreateUser === false;
}
