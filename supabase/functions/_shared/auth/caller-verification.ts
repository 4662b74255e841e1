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
/**
 * How long a locally verified token is taken on its signature alone. A password change (or any
 * sign-out) ends a session's other sessions at once, but their access tokens stay valid until
 * they expire, up to an hour: Auth's `/user` refuses them (`session_not_found`) while a check of
 * the signature cannot tell. So a token issued longer ago than this is asked about once every
 * this long, and a revoked session is refused within it.
 */
export const sessionRecheckMs = 3 * 60_000;
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
 * at most a minute and never past the token's expiry. A token checked locally is remembered, so
 * the same session's next message costs no signature check, but its session is not taken on
 * trust for longer than `sessionRecheckMs`: a token issued longer ago than that is asked about
 * once in that time (Auth knows whether its session still exists), so a session revoked by a
 * password change or a sign-out elsewhere is refused within minutes, not at the token's expiry.
 * Should Auth not answer, the signature stands and the next request asks again.
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
  /** Verifications on their way, so requests that arrive together verify and ask once. */
  const verifying = new Map<string, Promise<Caller>>();
  /** Tokens whose session Auth said is gone, until they expire: refused without asking again. */
  const revoked = new Map<string, number>();

  const remember = (caller: Caller, until: number) => {
    if (remembered.size >= rememberedTokens) remembered.clear();
    remembered.set(caller.accessToken, { caller, until });
    return caller;
  };

  const isSignedInUser = (user: AuthUser | undefined): user is AuthUser =>
    !!user && user.aud === 'authenticated' && (user.role ?? 'authenticated') === 'authenticated';

  async function askAuth(accessToken: string): Promise<Caller> {
    const user = await options.fetchUser(accessToken);
    if (!isSignedInUser(user)) throw unauthorized();
    const caller = { userId: user.id, email: user.email?.toLowerCase(), accessToken };
    return remember(caller, Math.min(nowMs() + fallbackCacheMs, expiryMs(accessToken) ?? Infinity));
  }

  /** A verified token whose session was last known alive too long ago: Auth decides. */
  async function recheckSession(caller: Caller, expiresAt: number): Promise<Caller> {
    let user: AuthUser | undefined;
    try {
      user = await options.fetchUser(caller.accessToken);
    } catch {
      return caller;
    }
    if (!isSignedInUser(user) || user.id !== caller.userId) {
      if (revoked.size >= rememberedTokens) revoked.clear();
      revoked.set(caller.accessToken, expiresAt);
      throw unauthorized();
    }
    return remember(caller, Math.min(nowMs() + sessionRecheckMs, expiresAt));
  }

  async function verify(accessToken: string): Promise<Caller> {
    const verdict = await verifyToken(accessToken);
    if (verdict.kind === 'unknown-key') return askAuth(accessToken);
    if (verdict.kind === 'refused') throw unauthorized();
    const { sub, email, iat } = verdict.claims;
    const caller = { userId: sub, email: email?.toLowerCase(), accessToken };
    const expiresAt = expiryMs(accessToken) ?? nowMs();
    // A token minted within the recheck time proves its session was alive when it was issued.
    const aliveUntil = iat === undefined ? 0 : iat * 1000 + sessionRecheckMs;
    if (aliveUntil > nowMs()) return remember(caller, Math.min(aliveUntil, expiresAt));
    return recheckSession(caller, expiresAt);
  }

  return function verifyCaller(authorization) {
    let accessToken: string;
    try {
      accessToken = bearerToken(authorization);
    } catch (error) {
      return Promise.reject(error);
    }
    const known = remembered.get(accessToken);
    if (known && known.until > nowMs()) return Promise.resolve(known.caller);
    if ((revoked.get(accessToken) ?? 0) > nowMs()) return Promise.reject(unauthorized());
    let pending = verifying.get(accessToken);
    if (!pending) {
      pending = verify(accessToken).finally(() => verifying.delete(accessToken));
      verifying.set(accessToken, pending);
    }
    return pending;
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
