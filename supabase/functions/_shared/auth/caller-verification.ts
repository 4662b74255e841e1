import { z } from 'zod';
import { RouteError } from '../http/route-error.ts';
import {
  accessClaimsSchema,
  createJwksVerifier,
  decodeJwt,
  type JsonWebKeySetInput,
} from './jwt-verification.ts';

/** The verified caller of one request. */
export interface Caller {
  userId: string;
  email: string | undefined;
  accessToken: string;
}

/** What Auth's `GET /auth/v1/user` returns, as far as the route cares. */
export const authUserSchema = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  aud: z.string(),
  role: z.string().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

const fallbackCacheMs = 60_000;
/** The 401 of a caller with no valid session (or no user behind it any more). */
export const unauthorized = () =>
  new RouteError('unauthorized', 'Your session is missing or has expired. Please sign in again.');

function bearerToken(authorization: string | null): string {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw unauthorized();
  return match[1]!;
}

/**
 * Verifies the caller's access token. A token signed by a key in `SUPABASE_JWKS` is checked
 * locally (no round trip); any other token is checked by Auth itself (`getUser` over HTTP),
 * and that answer is cached for at most a minute and never past the token's expiry.
 */
export function createCallerVerifier(options: {
  jwks: JsonWebKeySetInput | undefined;
  fetchUser: (accessToken: string) => Promise<AuthUser | undefined>;
  nowMs?: () => number;
}): (authorization: string | null) => Promise<Caller> {
  const verifyLocally = createJwksVerifier(options.jwks);
  const nowMs = options.nowMs ?? Date.now;
  // A remembered token's payload is the same object every time: its claims are read once.
  const claimsOf = new WeakMap<object, ReturnType<typeof accessClaimsSchema.safeParse>>();
  const readClaims = (payload: unknown) => {
    if (typeof payload !== 'object' || payload === null)
      return accessClaimsSchema.safeParse(payload);
    let claims = claimsOf.get(payload);
    if (!claims) claimsOf.set(payload, (claims = accessClaimsSchema.safeParse(payload)));
    return claims;
  };
  const remembered = new Map<string, { caller: Caller; until: number }>();

  async function askAuth(accessToken: string): Promise<Caller> {
    const cached = remembered.get(accessToken);
    if (cached && cached.until > nowMs()) return cached.caller;
    const claims = accessClaimsSchema.partial().safeParse(decodeJwt(accessToken)?.payload ?? {});
    const user = await options.fetchUser(accessToken);
    if (
      !user ||
      user.aud !== 'authenticated' ||
      (user.role ?? 'authenticated') !== 'authenticated'
    ) {
      throw unauthorized();
    }
    const caller = { userId: user.id, email: user.email?.toLowerCase(), accessToken };
    const expiresAt =
      claims.success && claims.data.exp ? claims.data.exp * 1000 : nowMs() + fallbackCacheMs;
    if (remembered.size > 5_000) remembered.clear();
    remembered.set(accessToken, { caller, until: Math.min(nowMs() + fallbackCacheMs, expiresAt) });
    return caller;
  }

  return async function verifyCaller(authorization) {
    const accessToken = bearerToken(authorization);
    const payload = await verifyLocally(accessToken);
    if (payload === false) throw unauthorized();
    if (payload === undefined) return askAuth(accessToken);
    const claims = readClaims(payload);
    if (!claims.success) throw unauthorized();
    const { sub, exp, nbf, aud, role, email } = claims.data;
    const nowSeconds = nowMs() / 1000;
    const audiences = Array.isArray(aud) ? aud : [aud];
    if (exp <= nowSeconds || (nbf !== undefined && nbf > nowSeconds + 30)) throw unauthorized();
    if (!audiences.includes('authenticated') || role !== 'authenticated') throw unauthorized();
    return { userId: sub, email: email?.toLowerCase(), accessToken };
  };
}
