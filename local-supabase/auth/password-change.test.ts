import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { findPasswordChange } from './password-change';

const userId = '5f0c1e0a-9d2b-4f7e-9a55-3c2d1b0a9e11';
const sessionId = '0a4e9d1c-7f3b-4c1e-8a2d-6b5c4d3e2f10';

async function userRequest(
  method: string,
  claims: Record<string, unknown>,
  path = '/auth/v1/user',
) {
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('a secret of thirty-two characters!'));
  return new Request(`http://127.0.0.1:54321${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('findPasswordChange', () => {
  it('finds the user and session of a PUT /user that sets a password', async () => {
    const request = await userRequest('PUT', { sub: userId, session_id: sessionId });
    expect(findPasswordChange(request, { password: 'new secret' })).toEqual({
      userId,
      sessionId,
    });
  });

  it('ends every session when the token names none', async () => {
    const request = await userRequest('PUT', { sub: userId });
    expect(findPasswordChange(request, { password: 'new secret' })).toEqual({
      userId,
      sessionId: null,
    });
  });

  it('ignores updates without a password, other routes, and tokens without a user', async () => {
    const claims = { sub: userId, session_id: sessionId };
    expect(findPasswordChange(await userRequest('PUT', claims), { data: {} })).toBeNull();
    expect(findPasswordChange(await userRequest('PUT', claims), { password: 42 })).toBeNull();
    expect(findPasswordChange(await userRequest('GET', claims), { password: 'x' })).toBeNull();
    const other = await userRequest('PUT', claims, '/auth/v1/factors');
    expect(findPasswordChange(other, { password: 'x' })).toBeNull();
    const anonymous = await userRequest('PUT', { role: 'anon' });
    expect(findPasswordChange(anonymous, { password: 'x' })).toBeNull();
    const withoutToken = new Request('http://127.0.0.1:54321/auth/v1/user', { method: 'PUT' });
    expect(findPasswordChange(withoutToken, { password: 'x' })).toBeNull();
  });
});
