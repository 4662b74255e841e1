import { decodeJwt, type JWTPayload } from 'jose';

/**
 * The claims of the access token a request carried, read without checking its signature: only
 * for a request lite has already answered with success, so lite has verified the token (its
 * signature and expiry) by then. Null when there is no bearer token or it is not a JWT.
 */
export function acceptedTokenClaims(request: Request): JWTPayload | null {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return null;
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}
