/**
 * Signs access tokens the way Supabase Auth does, with jose, for tests and benchmarks only: the
 * function itself never signs anything.
 */
import { base64url, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** The `iss` of test tokens; a function under test gets it as `SB_JWT_ISSUER`. */
export const testIssuer = 'http://127.0.0.1:54321/auth/v1';

/** An HS256 token signed with a legacy JWT secret (no `kid` unless the header adds one). */
export function signHs256(
  payload: Record<string, unknown>,
  secret: string,
  options: { header?: Record<string, unknown> } = {},
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...options.header })
    .sign(new TextEncoder().encode(secret));
}

/** The JWKS the edge runtime passes for a legacy secret: one `oct` key. */
export function octJwks(
  secret: string,
  fields: Record<string, unknown> = { alg: 'HS256' },
): string {
  return JSON.stringify({
    keys: [{ kty: 'oct', k: base64url.encode(new TextEncoder().encode(secret)), ...fields }],
  });
}

/** A signing key as hosted Auth has one: its public JWK (for `SUPABASE_JWKS`) and a signer. */
export interface TestSigningKey {
  publicJwk: JWK;
  sign(payload: Record<string, unknown>, header?: Record<string, unknown>): Promise<string>;
}

export async function signingKey(alg: 'ES256' | 'RS256', kid: string): Promise<TestSigningKey> {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  return {
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' },
    sign: (payload, header = {}) =>
      new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT', kid, ...header }).sign(privateKey),
  };
}

/** Claims of a signed-in user, valid for an hour. */
export function userClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: testIssuer,
    sub: '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90',
    email: 'ada@example.org',
    aud: 'authenticated',
    role: 'authenticated',
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}
