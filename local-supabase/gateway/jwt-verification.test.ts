import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyHs256Jwt } from './jwt-verification';

const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';

function sign(header: object, claims: object, key = secret): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

const future = () => Math.floor(Date.now() / 1000) + 600;

describe('HS256 JWT verification', () => {
  it('returns the claims of a token signed with the project secret', () => {
    const token = sign(
      { alg: 'HS256', typ: 'JWT' },
      { sub: 'u1', role: 'authenticated', exp: future() },
    );

    expect(verifyHs256Jwt(token, secret)).toMatchObject({ sub: 'u1', role: 'authenticated' });
  });

  it.each([
    ['another secret', () => sign({ alg: 'HS256' }, { exp: future() }, 'x'.repeat(40))],
    ['an expired token', () => sign({ alg: 'HS256' }, { exp: 1 })],
    [
      'alg none',
      () => `${sign({ alg: 'none' }, { exp: future() }).split('.').slice(0, 2).join('.')}.`,
    ],
    ['another algorithm', () => sign({ alg: 'HS512' }, { exp: future() })],
    [
      'a tampered payload',
      () => {
        const [header, , signature] = sign({ alg: 'HS256' }, { role: 'anon', exp: future() }).split(
          '.',
        );
        const payload = Buffer.from(
          JSON.stringify({ role: 'service_role', exp: future() }),
        ).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    ['two segments', () => 'abc.def'],
    ['garbage', () => 'not a token at all'],
  ])('refuses %s', (_, token) => {
    expect(verifyHs256Jwt(token(), secret)).toBeNull();
  });
});
