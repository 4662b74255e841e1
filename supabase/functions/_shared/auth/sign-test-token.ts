/**
 * Signs HS256 tokens the way @supabase/lite and legacy Supabase projects do (no `kid`), for
 * tests and benchmarks only: the function itself never signs anything.
 */
function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const encodeJson = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)));

export async function signHs256(
  payload: Record<string, unknown>,
  secret: string,
  options: { header?: Record<string, unknown> } = {},
): Promise<string> {
  const signed = `${encodeJson({ alg: 'HS256', typ: 'JWT', ...options.header })}.${encodeJson(payload)}`;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signed)),
  );
  return `${signed}.${base64Url(signature)}`;
}

/** The JWKS the edge runtime would pass for an HS256 secret (an `oct` key, as `supabase start` does). */
export function octJwks(secret: string): string {
  return JSON.stringify({
    keys: [{ kty: 'oct', k: base64Url(new TextEncoder().encode(secret)), alg: 'HS256' }],
  });
}

/** Claims of a signed-in user, valid for an hour. */
export function userClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90',
    email: 'ada@example.org',
    aud: 'authenticated',
    role: 'authenticated',
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}
