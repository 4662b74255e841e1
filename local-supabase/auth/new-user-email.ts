import type { StackDatabase } from '../database/stack-database';

/** The routes on which lite may create a user for the address in the body. */
const userCreatingPaths = new Set(['/auth/v1/signup', '/auth/v1/otp', '/auth/v1/magiclink']);

/**
 * The address a request names, lower-cased as lite stores it, when lite may create a user for
 * it: a POST to a creating route for an address that is not a user yet. Flags and validation are
 * left to lite; this only lets the gate ask for the verdict before lite runs, so an approved
 * creation is served in one pass (user-creation-gate.ts).
 */
export async function newUserEmail(
  database: StackDatabase,
  request: Request,
  body: unknown,
): Promise<string | null> {
  if (request.method !== 'POST' || !userCreatingPaths.has(new URL(request.url).pathname)) {
    return null;
  }
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email === '') return null;
  const address = email.toLowerCase();
  const existing = await database.query('select 1 from auth.users where email = $1 limit 1', [
    address,
  ]);
  return existing.length > 0 ? null : address;
}
