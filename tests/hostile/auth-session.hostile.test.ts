import { randomUUID } from 'node:crypto';
import { beforeAll, describe, it } from 'vitest';
import { stack } from '../../local-supabase/contract/contract-support';
import { mintAttackTokens, type AttackTokens } from './attack-tokens';
import { runHostileCase, titled, type HostileCase } from './hostile-case';
import { sendHostile } from './hostile-client';
import { expectStackStillServes, signedInUser, type SignedInUser } from './hostile-fixtures';
import { badJson, json } from './hostile-inputs';
import { expectReply } from './reply-shapes';

interface Fixtures {
  user: SignedInUser;
  tokens: AttackTokens;
  signedOutAccessToken: string;
}

const refused = (code: string, message: string | RegExp, status = 400) => ({
  status,
  shape: 'auth-error' as const,
  code,
  message,
});
const badJwt = (message: RegExp) => refused('bad_jwt', message, 403);
const noAuthorization = refused(
  'no_authorization',
  'This endpoint requires a valid Bearer token',
  401,
);
const sessionGone = refused(
  'session_not_found',
  'Session from session_id claim in JWT does not exist',
  403,
);
const linkExpired = refused('otp_expired', 'Email link is invalid or has expired', 403);

const verify = '/auth/v1/verify';
const verifyCases: Array<HostileCase<Fixtures>> = [
  {
    name: 'JSON cut off',
    path: verify,
    body: '{"type":"signup","token_hash":',
    expected: refused('bad_json', badJson),
  },
  {
    name: 'a number as the token',
    path: verify,
    body: '{"type":"signup","token":123456}',
    expected: refused('bad_json', badJson),
  },
  {
    name: 'an object as the type',
    path: verify,
    body: '{"type":{"$ne":""},"token_hash":"x"}',
    expected: refused('bad_json', badJson),
  },
  {
    name: 'an empty object',
    path: verify,
    body: '{}',
    expected: refused('validation_failed', 'Verify requires a verification type'),
  },
  {
    name: 'an unknown type',
    path: verify,
    body: json({ type: 'telepathy', token: '123456', email: 'a@demo.associate.test' }),
    expected: refused('validation_failed', 'Invalid email verification type'),
  },
  {
    name: 'a type without any token',
    path: verify,
    body: json({ type: 'signup' }),
    expected: refused('validation_failed', 'Verify requires either a token or a token hash'),
  },
  {
    name: 'a SQL tautology as the token hash',
    path: verify,
    body: json({ type: 'signup', token_hash: "' OR '1'='1" }),
    expected: linkExpired,
  },
  {
    name: 'a 100,000-character token hash',
    path: verify,
    body: json({ type: 'recovery', token_hash: 'a'.repeat(100_000) }),
    expected: linkExpired,
  },
  {
    name: 'a guessed six-digit code for a real user',
    path: verify,
    body: ({ user }) => json({ type: 'magiclink', token: '000000', email: user.email }),
    expected: linkExpired,
  },
  {
    name: 'a clicked link with a made-up token',
    method: 'GET',
    path: `${verify}?type=signup&token=${randomUUID()}`,
    expected: { status: 303, shape: 'redirect', code: 'otp_expired' },
  },
  {
    name: 'a clicked link with a made-up token and a foreign redirect',
    method: 'GET',
    path: `${verify}?type=magiclink&token=x&redirect_to=${encodeURIComponent('https://attacker.example/steal')}`,
    expected: { status: 303, shape: 'redirect', code: 'otp_expired' },
  },
  {
    name: 'a clicked link without a type',
    method: 'GET',
    path: `${verify}?token=${randomUUID()}`,
    expected: refused('validation_failed', 'Verify requires a verification type'),
  },
];

const user = '/auth/v1/user';
const userCases: Array<HostileCase<Fixtures>> = [
  { name: 'no Authorization header', method: 'GET', path: user, expected: noAuthorization },
  {
    name: 'a Basic Authorization header',
    method: 'GET',
    path: user,
    headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    expected: noAuthorization,
  },
  {
    name: 'an empty bearer',
    method: 'GET',
    path: user,
    headers: { authorization: 'Bearer ' },
    expected: noAuthorization,
  },
  {
    name: 'the publishable key as the bearer',
    method: 'GET',
    path: user,
    bearer: () => stack().publishableKey,
    expected: noAuthorization,
  },
  {
    name: 'a garbage bearer',
    method: 'GET',
    path: user,
    bearer: () => 'not-a-jwt',
    expected: badJwt(/invalid number of segments/),
  },
  {
    name: 'an 8,000-character garbage bearer',
    method: 'GET',
    path: user,
    bearer: () => 'A'.repeat(8_000),
    expected: badJwt(/invalid number of segments/),
  },
  {
    name: 'an expired JWT',
    method: 'GET',
    path: user,
    bearer: ({ tokens }) => tokens.expired,
    expected: badJwt(/token is expired/),
  },
  {
    name: 'a JWT with a tampered payload',
    method: 'GET',
    path: user,
    bearer: ({ tokens }) => tokens.tamperedPayload,
    expected: badJwt(/signature is invalid/),
  },
  {
    name: 'a JWT with a tampered signature',
    method: 'GET',
    path: user,
    bearer: ({ tokens }) => tokens.tamperedSignature,
    expected: badJwt(/signature is invalid/),
  },
  {
    name: 'a truncated JWT',
    method: 'GET',
    path: user,
    bearer: ({ tokens }) => tokens.truncated,
    expected: badJwt(/signature is invalid/),
  },
  {
    name: 'a JWT signed with another secret',
    method: 'GET',
    path: user,
    bearer: ({ tokens }) => tokens.wrongSecret,
    expected: badJwt(/signature is invalid/),
  },
  {
    name: 'an alg: none JWT claiming service_role',
    method: 'GET',
    path: user,
    bearer: ({ tokens }) => tokens.algNone,
    expected: badJwt(/invalid number of segments/),
  },
  {
    name: 'a valid JWT for another audience',
    method: 'GET',
    path: user,
    bearer: ({ tokens }) => tokens.wrongAudience,
    expected: refused('validation_failed', "Token audience doesn't match request audience"),
  },
  {
    name: 'the access token of a signed-out session',
    method: 'GET',
    path: user,
    bearer: ({ signedOutAccessToken }) => signedOutAccessToken,
    expected: sessionGone,
  },
];

const logout = '/auth/v1/logout';
const logoutCases: Array<HostileCase<Fixtures>> = [
  { name: 'no Authorization header', method: 'POST', path: logout, expected: noAuthorization },
  {
    name: 'a garbage bearer',
    method: 'POST',
    path: logout,
    bearer: () => 'x.y.z',
    expected: badJwt(/./),
  },
  {
    name: 'an expired JWT',
    method: 'POST',
    path: logout,
    bearer: ({ tokens }) => tokens.expired,
    expected: badJwt(/token is expired/),
  },
  {
    name: 'a JWT with a tampered payload',
    method: 'POST',
    path: logout,
    bearer: ({ tokens }) => tokens.tamperedPayload,
    expected: badJwt(/signature is invalid/),
  },
  {
    name: 'a JWT signed with another secret',
    method: 'POST',
    path: logout,
    bearer: ({ tokens }) => tokens.wrongSecret,
    expected: badJwt(/signature is invalid/),
  },
  {
    name: 'an alg: none JWT',
    method: 'POST',
    path: logout,
    bearer: ({ tokens }) => tokens.algNone,
    expected: badJwt(/invalid number of segments/),
  },
  {
    name: 'a made-up scope with a live session (the session stays)',
    method: 'POST',
    path: `${logout}?scope=everyone`,
    bearer: ({ user }) => user.accessToken,
    expected: refused('validation_failed', 'Unsupported logout scope "everyone"'),
  },
  {
    name: 'the access token of a signed-out session',
    method: 'POST',
    path: logout,
    bearer: ({ signedOutAccessToken }) => signedOutAccessToken,
    expected: sessionGone,
  },
];

describe('verify, user and sign-out (/auth/v1) under attack', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    const signedIn = await signedInUser('session');
    const doomed = await signedInUser('session-signed-out');
    const signOut = await sendHostile(
      { path: logout, method: 'POST', bearer: doomed.accessToken },
      'follow-up',
    );
    expectReply(signOut, { status: 204, shape: 'no-content' });
    fixtures = {
      user: signedIn,
      tokens: await mintAttackTokens(signedIn, stack().jwtSecret),
      signedOutAccessToken: doomed.accessToken,
    };
  });

  describe('/auth/v1/verify', () => {
    it.each(titled(verifyCases))('%s', async (_, hostileCase) => {
      await runHostileCase(hostileCase, fixtures);
    });
  });

  describe('GET /auth/v1/user', () => {
    it.each(titled(userCases))('%s', async (_, hostileCase) => {
      await runHostileCase(hostileCase, fixtures);
    });
  });

  describe('POST /auth/v1/logout', () => {
    it.each(titled(logoutCases))('%s', async (_, hostileCase) => {
      await runHostileCase(hostileCase, fixtures);
    });
  });

  it('keeps the session a refused sign-out named, and still serves the next valid requests', async () => {
    const lookup = await sendHostile(
      { path: user, method: 'GET', bearer: fixtures.user.accessToken },
      'follow-up',
    );
    expectReply(lookup, { status: 200, shape: 'user' });
    await expectStackStillServes(fixtures.user);
  });
});
