import { z } from 'zod';

/** A JWKS as the edge runtime passes it in `SUPABASE_JWKS`. */
export const jsonWebKeySetSchema = z.object({
  keys: z.array(
    z.looseObject({ kty: z.string(), kid: z.string().optional(), alg: z.string().optional() }),
  ),
});
export type JsonWebKeySetInput = z.infer<typeof jsonWebKeySetSchema>;

const headerSchema = z.object({ alg: z.string(), kid: z.string().optional() });

/** The claims the route needs from an access token. */
export const accessClaimsSchema = z.object({
  sub: z.string().min(1),
  exp: z.number(),
  nbf: z.number().optional(),
  aud: z.union([z.string(), z.array(z.string())]),
  role: z.string(),
  email: z.string().optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

type Algorithm = {
  kty: string;
  params: AlgorithmIdentifier | RsaHashedImportParams | EcKeyImportParams;
  verify: AlgorithmIdentifier | EcdsaParams;
};

const algorithms: Record<string, Algorithm> = {
  HS256: {
    kty: 'oct',
    params: { name: 'HMAC', hash: 'SHA-256' } as HmacImportParams,
    verify: 'HMAC',
  },
  RS256: {
    kty: 'RSA',
    params: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    verify: 'RSASSA-PKCS1-v1_5',
  },
  ES256: {
    kty: 'EC',
    params: { name: 'ECDSA', namedCurve: 'P-256' },
    verify: { name: 'ECDSA', hash: 'SHA-256' },
  },
};

function base64UrlDecode(segment: string): Uint8Array<ArrayBuffer> {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Decodes a token's parts without trusting them; undefined when it is not a JWT at all. */
export function decodeJwt(token: string):
  | {
      alg: string;
      kid?: string;
      payload: unknown;
      signed: string;
      signature: Uint8Array<ArrayBuffer>;
    }
  | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const header = headerSchema.parse(
      JSON.parse(new TextDecoder().decode(base64UrlDecode(parts[0]!))),
    );
    const payload: unknown = JSON.parse(new TextDecoder().decode(base64UrlDecode(parts[1]!)));
    return {
      ...header,
      payload,
      signed: `${parts[0]}.${parts[1]}`,
      signature: base64UrlDecode(parts[2]!),
    };
  } catch {
    return undefined;
  }
}

/** How many verified tokens an isolate remembers; past this the memory starts again empty. */
const rememberedTokens = 2_000;

/**
 * Verifies tokens against a JWKS with WebCrypto, importing each key once. `verify` answers
 * undefined when no key matches the token's alg/kid (the caller then asks Auth), false when a
 * matching key rejects the signature, and the payload when it checks out.
 *
 * A token whose signature checked out is remembered by its exact text, so the same session's
 * next message skips WebCrypto (a quarter of a millisecond on the caller's clock). Only the
 * signature is remembered: expiry and the other claims are checked by the caller every time.
 */
export function createJwksVerifier(jwks: JsonWebKeySetInput | undefined) {
  const imported = new Map<number, Promise<CryptoKey>>();
  const verified = new Map<string, unknown>();

  function findKey(alg: string, kid: string | undefined): number {
    const algorithm = algorithms[alg];
    if (!algorithm || !jwks) return -1;
    return jwks.keys.findIndex(
      (key) =>
        key.kty === algorithm.kty &&
        (key.alg === undefined || key.alg === alg) &&
        (kid === undefined ? true : key.kid === kid),
    );
  }

  return async function verify(token: string): Promise<unknown | false | undefined> {
    if (verified.has(token)) return verified.get(token);
    const decoded = decodeJwt(token);
    if (!decoded) return false;
    const algorithm = algorithms[decoded.alg];
    // alg "none" and anything we do not implement never verify locally, and are refused.
    if (!algorithm) return false;
    const index = findKey(decoded.alg, decoded.kid);
    if (index < 0) return undefined;
    let key = imported.get(index);
    if (!key) {
      const jwk = { ...jwks!.keys[index] } as JsonWebKey;
      delete (jwk as { key_ops?: unknown }).key_ops;
      key = crypto.subtle.importKey('jwk', jwk, algorithm.params, false, ['verify']);
      imported.set(index, key);
    }
    const valid = await crypto.subtle.verify(
      algorithm.verify,
      await key,
      decoded.signature,
      new TextEncoder().encode(decoded.signed),
    );
    if (!valid) return false;
    if (verified.size >= rememberedTokens) verified.clear();
    verified.set(token, decoded.payload);
    return decoded.payload;
  };
}
