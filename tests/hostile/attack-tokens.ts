import { generateKeyPair, SignJWT } from 'jose';
import type { SignedInUser } from './hostile-fixtures';

/** Look-alikes of a real access token, each wrong in one way. */
export interface AttackTokens {
  expired: string;
  tamperedPayload: string;
  tamperedSignature: string;
  truncated: string;
  wrongSecret: string;
  wrongAudience: string;
  algNone: string;
  hs512: string;
  anonRole: string;
  serviceRole: string;
  noSubject: string;
  noExpiry: string;
  notYetValid: string;
  noEmail: string;
  wrongIssuer: string;
  noIssuer: string;
  /** Signed with the right secret, naming a key id the project does not publish. */
  foreignKeyId: string;
  /** ES256, signed with a key pair of the attacker's own. */
  attackerEs256: string;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(
  claims: Record<string, unknown>,
  { secret, alg = 'HS256', kid }: { secret: string; alg?: 'HS256' | 'HS512'; kid?: string },
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT', kid })
    .sign(new TextEncoder().encode(secret));
}

async function signWithOwnKey(claims: Record<string, unknown>): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: 'attacker-key' })
    .sign(privateKey);
}

/** Mints every look-alike of `user`'s token; `jwtSecret` is the project's (CLI default) secret. */
export async function mintAttackTokens(
  user: SignedInUser,
  jwtSecret: string,
): Promise<AttackTokens> {
  const now = Math.floor(Date.now() / 1000);
  const claims = user.claims;
  const [header = '', payload = '', signature = ''] = user.accessToken.split('.');
  const signed = (changes: Record<string, unknown>) =>
    sign({ ...claims, ...changes }, { secret: jwtSecret });
  // The first character: all six of its bits count (the last one's low bits are padding, and
  // changing only those leaves the very same signature bytes).
  const otherFirstCharacter = signature.startsWith('A') ? 'B' : 'A';
  const { sub: _subject, ...withoutSubject } = claims;
  const { exp: _expiry, ...withoutExpiry } = claims;
  const { email: _email, ...withoutEmail } = claims;
  const { iss: _issuer, ...withoutIssuer } = claims;
  const strongerClaims = { ...claims, email: 'demo@associate.test', role: 'service_role' };
  return {
    expired: await signed({ iat: now - 7200, exp: now - 60 }),
    // Someone else's address and a stronger role, under the original signature.
    tamperedPayload: `${header}.${encode(strongerClaims)}.${signature}`,
    tamperedSignature: `${header}.${payload}.${otherFirstCharacter}${signature.slice(1)}`,
    truncated: user.accessToken.slice(0, -12),
    wrongSecret: await sign(claims, { secret: 'an-attacker-secret-that-is-32-characters-long' }),
    wrongAudience: await signed({ aud: 'billing' }),
    algNone: `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, role: 'service_role' })}.`,
    hs512: await sign(claims, { secret: jwtSecret, alg: 'HS512' }),
    anonRole: await signed({ role: 'anon' }),
    serviceRole: await signed({ role: 'service_role' }),
    noSubject: await sign(withoutSubject, { secret: jwtSecret }),
    noExpiry: await sign(withoutExpiry, { secret: jwtSecret }),
    notYetValid: await signed({ nbf: now + 3600 }),
    noEmail: await sign(withoutEmail, { secret: jwtSecret }),
    wrongIssuer: await signed({ iss: 'https://attacker.example/auth/v1' }),
    noIssuer: await sign(withoutIssuer, { secret: jwtSecret }),
    foreignKeyId: await sign(claims, { secret: jwtSecret, kid: 'rotated-key' }),
    attackerEs256: await signWithOwnKey(claims),
  };
}
