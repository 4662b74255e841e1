import { jwtVerify } from 'jose';

/**
 * `verify_jwt` as Supabase's functions gateway applies it: a token signed with the project's
 * HS256 secret (no other `alg`, so `none` and HS512 fail), not expired, already valid (`nbf`),
 * and issued by this stack's Auth (`iss`, the API's `/auth/v1` URL). Any role passes, as on
 * hosted Supabase: who may do what is the function's call.
 */
export async function isValidFunctionJwt(
  token: string,
  keys: { jwtSecret: string; jwtIssuer: string },
): Promise<boolean> {
  try {
    await jwtVerify(token, new TextEncoder().encode(keys.jwtSecret), {
      algorithms: ['HS256'],
      issuer: keys.jwtIssuer,
    });
    return true;
  } catch {
    return false;
  }
}
