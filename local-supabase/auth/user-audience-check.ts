import { decodeJwt } from 'jose';

/**
 * Hosted Auth's `GET /user` refuses a token minted for another audience than the request's
 * (`X-JWT-AUD`, else the project's `authenticated`) with 400 `validation_failed`; lite returns the
 * user. Called only after lite accepted the token, so its signature and expiry are already checked
 * and the claims can be read without verifying them again.
 */
export function userAudienceProblem(request: Request): string | null {
  if (request.method !== 'GET' || new URL(request.url).pathname !== '/auth/v1/user') return null;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const claims = token ? decodeClaims(token) : null;
  if (!claims) return null;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const requested = request.headers.get('x-jwt-aud') || 'authenticated';
  return audiences[0] === requested ? null : "Token audience doesn't match request audience";
}

function decodeClaims(token: string): Record<string, unknown> | null {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}
