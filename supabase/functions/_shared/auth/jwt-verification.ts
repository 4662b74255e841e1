import {
  createLocalJWKSet,
  errors,
  importJWK,
  type JWK,
  jwtVerify,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';

/** A JWKS as the edge runtime passes it in `SUPABASE_JWKS`. */
export const jsonWebKeySetSchema = z.object({
  keys: z.array(
    z.looseObject({ kty: z.string(), kid: z.string().optional(), alg: z.string().optional() }),
  ),
});
export type JsonWebKeySetInput = z.infer<typeof jsonWebKeySetSchema>;

/** The claims the route needs from a verified access token: a signed-in user's. */
export const accessClaimsSchema = z.object({
  sub: z.string().min(1),
  role: z.literal('authenticated'),
  email: z.string().optional(),
  /** When Auth issued it, from its session: how long ago that session was known alive. */
  iat: z.number().optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

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
      const claims = accessClaimsSchema.safeParse(payload);
      return claims.success ? { kind: 'verified', claims: claims.data } : { kind: 'refused' };
    } catch (error) {
      return error instanceof errors.JWKSNoMatchingKey
        ? { kind: 'unknown-key' }
        : { kind: 'refused' };
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
    if (matching.length === 0) throw new errors.JWKSNoMatchingKey();
    if (matching.length > 1) throw new errors.JWKSMultipleMatchingKeys();
    return importJWK(matching[0] as JWK, 'HS256');
  };
}
