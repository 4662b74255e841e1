import { describe, expect, it } from 'vitest';
import { userAudienceProblem } from './user-audience-check';

const mismatch = "Token audience doesn't match request audience";
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: Record<string, unknown>) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
const getUser = (bearer: string, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1:54321/auth/v1/user', {
    headers: { authorization: `Bearer ${bearer}`, ...headers },
  });

describe('GET /user audience', () => {
  it('accepts a token for the authenticated audience, as a string or first in a list', () => {
    expect(userAudienceProblem(getUser(token({ aud: 'authenticated' })))).toBeNull();
    expect(userAudienceProblem(getUser(token({ aud: ['authenticated', 'x'] })))).toBeNull();
  });

  it.each([
    ['another audience', { aud: 'billing' }],
    ['no audience', { sub: 'x' }],
    ['the right audience second in a list', { aud: ['billing', 'authenticated'] }],
  ])('refuses a token with %s like hosted Auth', (_, claims) => {
    expect(userAudienceProblem(getUser(token(claims)))).toBe(mismatch);
  });

  it('compares with the audience the request asks for in X-JWT-AUD', () => {
    const billing = token({ aud: 'billing' });
    expect(userAudienceProblem(getUser(billing, { 'x-jwt-aud': 'billing' }))).toBeNull();
  });

  it('leaves other paths, methods and unreadable tokens alone', () => {
    const foreign = token({ aud: 'billing' });
    const logout = new Request('http://127.0.0.1:54321/auth/v1/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${foreign}` },
    });
    expect(userAudienceProblem(logout)).toBeNull();
    expect(userAudienceProblem(getUser('not-a-jwt'))).toBeNull();
    expect(userAudienceProblem(new Request('http://127.0.0.1:54321/auth/v1/user'))).toBeNull();
  });
});
