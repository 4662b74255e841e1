import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { withTokenIssuer } from './access-token-issuer';

const signing = {
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  jwtIssuer: 'http://127.0.0.1:54321/auth/v1',
};
const secret = new TextEncoder().encode(signing.jwtSecret);

/** A token as lite signs one: HS256, no `kid`, no `iss`. */
const liteToken = () =>
  new SignJWT({ sub: 'u1', aud: 'authenticated', role: 'authenticated', session_id: 's1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(1_900_000_000)
    .setExpirationTime(1_900_003_600)
    .sign(secret);

describe('access tokens name their issuer', () => {
  it('signs a session’s access token again with iss and every other claim unchanged', async () => {
    const token = await liteToken();
    const session = { access_token: token, refresh_token: 'r1', expires_at: 1_900_003_600 };
    const response = await withTokenIssuer(Response.json(session), signing);
    const body = await response.json();

    expect(body).toMatchObject({ refresh_token: 'r1', expires_at: 1_900_003_600 });
    expect(decodeJwt(body.access_token)).toEqual({ ...decodeJwt(token), iss: signing.jwtIssuer });
    expect(decodeProtectedHeader(body.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const verified = await jwtVerify(body.access_token, secret, {
      issuer: signing.jwtIssuer,
      currentDate: new Date(1_900_000_100_000),
    });
    expect(verified.payload.session_id).toBe('s1');
  });

  it('does the same in the fragment of a verify redirect', async () => {
    const token = await liteToken();
    const location = `http://localhost:5173/dashboard#access_token=${token}&refresh_token=r1&type=signup`;
    const response = await withTokenIssuer(
      new Response(null, { status: 303, headers: { location } }),
      signing,
    );
    const fragment = new URLSearchParams(response.headers.get('location')!.split('#')[1]);

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/dashboard#/);
    expect(decodeJwt(fragment.get('access_token')!).iss).toBe(signing.jwtIssuer);
    expect(fragment.get('refresh_token')).toBe('r1');
    expect(fragment.get('type')).toBe('signup');
  });

  it('leaves answers without a token alone, and never signs a token lite did not', async () => {
    const error = Response.json({ code: 400, msg: 'no' }, { status: 400 });
    expect(await (await withTokenIssuer(error, signing)).json()).toEqual({ code: 400, msg: 'no' });
    const user = Response.json({ id: 'u1', email: 'ada@example.org' });
    expect(await (await withTokenIssuer(user, signing)).json()).toEqual({
      id: 'u1',
      email: 'ada@example.org',
    });
    const forged = Response.json({ access_token: 'not-a-jwt' });
    await expect(withTokenIssuer(forged, signing)).rejects.toThrow();
  });
});
