import { decodeJwt } from 'jose/jwt/decode';
import { RouteError } from '../http/route-error.ts';
import { isFilledString, isOptionalString, isRecord } from '../env/plain-values.ts';
import { createAccessTokenVerifier, type JsonWebKeySetInput } from './jwt-verification.ts';

/** The verified caller of one request. */
export interface Caller {
  userId: string;
  email: string | undefined;
  accessToken: string;
}

/** What Auth's `GET /auth/v1/user` returns, as far as the route cares. */
export interface AuthUser {
  id: string;
  email?: string;
  aud: string;
  role?: string;
}

/** Auth's answer about a user, or undefined when it is not one. */
export function readAuthUser(value: unknown): AuthUser | undefined {
  if (
    !isRecord(value) ||
    !isFilledString(value.id) ||
    typeof value.aud !== 'string' ||
    !isOptionalString(value.email) ||
    !isOptionalString(value.role)
  ) {
    return undefined;
  }
  const { id, aud, email, role } = value;
  return {
    id,
    aud,
    ...(email === undefined ? {} : { email }),
    ...(role === undefined ? {} : { role }),
  };
}

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
 * locally with jose (no round trip, jwt-verification.ts); a token of an accepted `alg` whose key
 * it does not hold is checked by Auth itself (`getUser` over HTTP), and that answer is cached for
 * at most a minute and never past the token's expiry. A token checked locally is remembered until
 * it expires, so the same session's next message costs no signature check.
 */
export function createCallerVerifier(options: {
  jwks: JsonWebKeySetInput | undefined;
  /** The `iss` of the project's access tokens (route-env.ts). */
  issuer: string;
  fetchUser: (accessToken: string) => Promise<AuthUser | undefined>;
  nowMs?: () => number;
}): (authorization: string | null) => Promise<Caller> {
  const nowMs = options.nowMs ?? Date.now;
  const verifyToken = createAccessTokenVerifier({ ...options, nowMs });
  const remembered = new Map<string, { caller: Caller; until: number }>();

  const remember = (caller: Caller, until: number) => {
    if (remembered.size >= rememberedTokens) remembered.clear();
    remembered.set(caller.accessToken, { caller, until });
    return caller;
  };

  async function askAuth(accessToken: string): Promise<Caller> {
    const user = await options.fetchUser(accessToken);
    if (
      !user ||
      user.aud !== 'authenticated' ||
      (user.role ?? 'authenticated') !== 'authenticated'
    ) {
      throw unauthorized();
    }
    const caller = { userId: user.id, email: user.email?.toLowerCase(), accessToken };
    return remember(caller, Math.min(nowMs() + fallbackCacheMs, expiryMs(accessToken) ?? Infinity));
  }

  return async function verifyCaller(authorization) {
    const accessToken = bearerToken(authorization);
    const known = remembered.get(accessToken);
    if (known && known.until > nowMs()) return known.caller;
    const verdict = await verifyToken(accessToken);
    if (verdict.kind === 'unknown-key') return askAuth(accessToken);
    if (verdict.kind === 'refused') throw unauthorized();
    const { sub, email } = verdict.claims;
    const caller = { userId: sub, email: email?.toLowerCase(), accessToken };
    return remember(caller, expiryMs(accessToken) ?? nowMs());
  };
}

/** How many tokens an isolate remembers; past this the memory starts again empty. */
const rememberedTokens = 5_000;

/** When the token says it expires, read without trusting it; undefined if it says nothing. */
function expiryMs(accessToken: string): number | undefined {
  try {
    const { exp } = decodeJwt(accessToken);
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
