import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks an HS256 JWT's signature and expiry against the project's JWT secret, as the functions
 * gateway does for `verify_jwt`. Returns the claims, or null for anything not valid.
 */
export function verifyHs256Jwt(token: string, secret: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeJson(headerPart);
  if (header?.alg !== 'HS256') return null;
  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  const actual = Buffer.from(signaturePart, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const claims = decodeJson(payloadPart);
  if (!claims) return null;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) return null;
  return claims;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
