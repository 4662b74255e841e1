import { SignJWT, base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { isValidFunctionJwt } from './jwt-verification';

const keys = {
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  jwtIssuer: 'http://127.0.0.1:54321/auth/v1',
};
const now = () => Math.floor(Date.now() / 1000);
const claims = (changes: Record<string, unknown> = {}) => ({
  iss: keys.jwtIssuer,
  sub: 'u1',
  aud: 'authenticated',
  role: 'authenticated',
  exp: now() + 600,
  ...changes,
});

function sign(
  payload: Record<string, unknown>,
  options: { secret?: string; alg?: string; kid?: string } = {},
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT', kid: options.kid })
    .sign(new TextEncoder().encode(options.secret ?? keys.jwtSecret));
}

const encode = (value: unknown) => base64url.encode(JSON.stringify(value));

describe('verify_jwt at the functions gateway', () => {
  it.each([
    ['a user token of this stack', () => sign(claims())],
    [
      'a token of another role (the function decides who may call it)',
      () => sign(claims({ role: 'anon' })),
    ],
    [
      'a token that names a kid (Auth falls back to the secret for HS256)',
      () => sign(claims(), { kid: 'k1' }),
    ],
  ])('passes %s', async (_, token) => {
    expect(await isValidFunctionJwt(await token(), keys)).toBe(true);
  });

  it.each([
    ['another secret', () => sign(claims(), { secret: 'x'.repeat(40) })],
    ['another issuer', () => sign(claims({ iss: 'https://attacker.example/auth/v1' }))],
    ['no issuer', () => sign(claims({ iss: undefined }))],
    ['an expired token', () => sign(claims({ exp: now() - 1 }))],
    ['a token not valid yet', () => sign(claims({ nbf: now() + 600 }))],
    ['HS512 with the right secret', () => sign(claims(), { alg: 'HS512' })],
    [
      'alg none',
      async () =>
        `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims({ role: 'service_role' }))}.`,
    ],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await sign(claims({ role: 'anon' }))).split('.');
        return `${header}.${encode(claims({ role: 'service_role' }))}.${signature}`;
      },
    ],
    ['two segments', async () => 'abc.def'],
    ['garbage', async () => 'not a token at all'],
  ])('refuses %s', async (_, token) => {
    expect(await isValidFunctionJwt(await token(), keys)).toBe(false);
  });
});
