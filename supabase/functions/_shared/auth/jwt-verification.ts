import type { JWK, JWTVerifyGetKey } from 'jose';
// Each piece from its own module: the package's index loads every algorithm and format jose
// offers (encryption, signing, key generation), which a function that only verifies never runs.
import { JWKSMultipleMatchingKeys, JWKSNoMatchingKey } from 'jose/errors';
import { createLocalJWKSet } from 'jose/jwks/local';
import { jwtVerify } from 'jose/jwt/verify';
import { importJWK } from 'jose/key/import';
import { isFilledString, isOptionalString, isRecord } from '../env/plain-values.ts';

/** One key of a JWKS: its type, and optionally its id and algorithm; other members are kept. */
export interface JsonWebKeyInput {
  kty: string;
  kid?: string;
  alg?: string;
  [member: string]: unknown;
}

/** A JWKS as the edge runtime passes it in `SUPABASE_JWKS`. */
export interface JsonWebKeySetInput {
  keys: JsonWebKeyInput[];
}

function isJsonWebKey(value: unknown): value is JsonWebKeyInput {
  return (
    isRecord(value) &&
    typeof value.kty === 'string' &&
    isOptionalString(value.kid) &&
    isOptionalString(value.alg)
  );
}

/** The JWKS in `value`, or undefined when it is not one (then Auth checks every token). */
export function readJsonWebKeySet(value: unknown): JsonWebKeySetInput | undefined {
  if (!isRecord(value) || !Array.isArray(value.keys) || !value.keys.every(isJsonWebKey)) {
    return undefined;
  }
  return { keys: value.keys };
}

/** The claims the route needs from a verified access token: a signed-in user's. */
export interface AccessClaims {
  sub: string;
  role: 'authenticated';
  email?: string;
  /** When Auth issued it, from its session: how long ago that session was known alive. */
  iat?: number;
}

/** A verified token's claims if they are a signed-in user's, else undefined. */
export function readAccessClaims(payload: unknown): AccessClaims | undefined {
  if (
    !isRecord(payload) ||
    !isFilledString(payload.sub) ||
    payload.role !== 'authenticated' ||
    !isOptionalString(payload.email) ||
    !(payload.iat === undefined || Number.isFinite(payload.iat))
  ) {
    return undefined;
  }
  const { sub, email, iat } = payload as { sub: string; email?: string; iat?: number };
  return {
    sub,
    role: 'authenticated',
    ...(email === undefined ? {} : { email }),
    ...(iat === undefined ? {} : { iat }),
  };
}

/**
 * What Supabase Auth signs access tokens with: HS256 with the project's legacy secret (an `oct`
 * key in `SUPABASE_JWKS`), ES256 or RS256 with its signing keys. Any other `alg` (`none`
 * included) is refused before any key is looked at.
 */
const signingAlgorithms = ['HS256', 'ES256', 'RS256'];

/** A token verified here, one whose key is not in `SUPABASE_JWKS` (Auth decides), or refused. */
export type TokenVerdict =
  { kind: 'verified'; claims: AccessClaims } | { kind: 'unknown-key' } | { kind: 'refused' };

/**
 * Verifies access tokens with jose against `SUPABASE_JWKS`: the signature with the key its `alg`
 * and `kid` name (an HS256 token only with an `oct` key, an ES256 or RS256 token only with a
 * public key of that type), then `exp`, `nbf`, `iss` (the project's `/auth/v1` URL),
 * `aud = authenticated`, `role = authenticated` and `sub`.
 */
export function createAccessTokenVerifier(options: {
  jwks: JsonWebKeySetInput | undefined;
  issuer: string;
  nowMs?: () => number;
}): (token: string) => Promise<TokenVerdict> {
  const getKey = keyFor(options.jwks?.keys ?? []);
  const nowMs = options.nowMs ?? Date.now;
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, getKey, {
        algorithms: signingAlgorithms,
        issuer: options.issuer,
        audience: 'authenticated',
        requiredClaims: ['exp'],
        currentDate: new Date(nowMs()),
      });
      const claims = readAccessClaims(payload);
      return claims ? { kind: 'verified', claims } : { kind: 'refused' };
    } catch (error) {
      return error instanceof JWKSNoMatchingKey ? { kind: 'unknown-key' } : { kind: 'refused' };
    }
  };
}

/**
 * The key for a token's header. `createLocalJWKSet` serves public keys only, so the HS256
 * secret (`oct`, with or without `alg: HS256`) is picked here by the same rule: same `kid` when
 * the token names one.
 */
function keyFor(keys: JsonWebKeySetInput['keys']): JWTVerifyGetKey {
  const publicKeys = createLocalJWKSet({ keys: keys.filter((key) => key.kty !== 'oct') as JWK[] });
  const secrets = keys.filter(
    (key) => key.kty === 'oct' && (key.alg === undefined || key.alg === 'HS256'),
  );
  return (header, token) => {
    if (header.alg !== 'HS256') return publicKeys(header, token);
    const matching = secrets.filter((key) => header.kid === undefined || key.kid === header.kid);
    if (matching.length === 0) throw new JWKSNoMatchingKey();
    if (matching.length > 1) throw new JWKSMultipleMatchingKeys();
    return importJWK(matching[0] as JWK, 'HS256');
  };
}
