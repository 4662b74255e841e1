import { beforeAll, describe, it } from 'vitest';
import { stack } from '../../local-supabase/contract/contract-support';
import { mintAttackTokens, type AttackTokens } from './attack-tokens';
import { authRefusal } from './expected-replies';
import { describeCaseGroups, type HostileCase } from './hostile-case';
import { sendHostile } from './hostile-client';
import {
  expectStackStillServes,
  signedInUser,
  signedOutUser,
  type SignedInUser,
} from './hostile-fixtures';
import { expectReply, type ExpectedReply } from './reply-shapes';

interface Fixtures {
  user: SignedInUser;
  tokens: AttackTokens;
  signedOutAccessToken: string;
}

type Bearer = (fixtures: Fixtures) => string;
const request =
  (method: 'GET' | 'POST', path: string) =>
  (name: string, bearer: Bearer | null, expected: ExpectedReply): HostileCase<Fixtures> => ({
    name,
    method,
    path,
    bearer: bearer ?? undefined,
    expected,
  });
const getUser = request('GET', '/auth/v1/user');
const signOut = request('POST', '/auth/v1/logout');
const withHeader = (
  hostileCase: HostileCase<Fixtures>,
  authorization: string,
): HostileCase<Fixtures> => ({ ...hostileCase, headers: { authorization } });
const badJwt = (message: RegExp) => authRefusal('bad_jwt', message, 403);
const noAuthorization = authRefusal(
  'no_authorization',
  'This endpoint requires a valid Bearer token',
  401,
);
const sessionGone = authRefusal(
  'session_not_found',
  'Session from session_id claim in JWT does not exist',
  403,
);
const malformedJwt = badJwt(/invalid number of segments/);
const badSignature = badJwt(/signature is invalid/);
const expiredJwt = badJwt(/token is expired/);

const userCases: Array<HostileCase<Fixtures>> = [
  getUser('no Authorization header', null, noAuthorization),
  withHeader(
    getUser('a Basic Authorization header', null, noAuthorization),
    'Basic YWRtaW46YWRtaW4=',
  ),
  withHeader(getUser('an empty bearer', null, noAuthorization), 'Bearer '),
  getUser('the publishable key as the bearer', () => stack().publishableKey, noAuthorization),
  getUser('a garbage bearer', () => 'not-a-jwt', malformedJwt),
  getUser('an 8,000-character garbage bearer', () => 'A'.repeat(8_000), malformedJwt),
  getUser('an expired JWT', ({ tokens }) => tokens.expired, expiredJwt),
  getUser('a JWT with a tampered payload', ({ tokens }) => tokens.tamperedPayload, badSignature),
  getUser(
    'a JWT with a tampered signature',
    ({ tokens }) => tokens.tamperedSignature,
    badSignature,
  ),
  getUser('a truncated JWT', ({ tokens }) => tokens.truncated, badSignature),
  getUser('a JWT signed with another secret', ({ tokens }) => tokens.wrongSecret, badSignature),
  getUser('an alg: none JWT claiming service_role', ({ tokens }) => tokens.algNone, malformedJwt),
  getUser(
    'a valid JWT for another audience',
    ({ tokens }) => tokens.wrongAudience,
    authRefusal('validation_failed', "Token audience doesn't match request audience"),
  ),
  getUser(
    'the access token of a signed-out session',
    (fixtures) => fixtures.signedOutAccessToken,
    sessionGone,
  ),
];

const signOutCases: Array<HostileCase<Fixtures>> = [
  signOut('no Authorization header', null, noAuthorization),
  signOut('a garbage bearer', () => 'x.y.z', badJwt(/invalid JWT/)),
  signOut('an expired JWT', ({ tokens }) => tokens.expired, expiredJwt),
  signOut('a JWT with a tampered payload', ({ tokens }) => tokens.tamperedPayload, badSignature),
  signOut('a JWT signed with another secret', ({ tokens }) => tokens.wrongSecret, badSignature),
  signOut('an alg: none JWT', ({ tokens }) => tokens.algNone, malformedJwt),
  {
    ...signOut(
      'a made-up scope with a live session (the session stays)',
      ({ user }) => user.accessToken,
      authRefusal('validation_failed', 'Unsupported logout scope "everyone"'),
    ),
    path: '/auth/v1/logout?scope=everyone',
  },
  signOut(
    'the access token of a signed-out session',
    (fixtures) => fixtures.signedOutAccessToken,
    sessionGone,
  ),
];

describe('user and sign-out (/auth/v1/user, /auth/v1/logout) under attack', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    const user = await signedInUser('session');
    const signedOut = await signedOutUser('session-signed-out');
    fixtures = {
      user,
      tokens: await mintAttackTokens(user, stack().jwtSecret),
      signedOutAccessToken: signedOut.accessToken,
    };
  });

  describeCaseGroups(
    [
      ['GET /auth/v1/user', userCases],
      ['POST /auth/v1/logout', signOutCases],
    ],
    () => fixtures,
  );

  it('keeps the session a refused sign-out named, and still serves the next valid requests', async () => {
    const lookup = await sendHostile(
      { path: '/auth/v1/user', method: 'GET', bearer: fixtures.user.accessToken },
      'follow-up',
    );
    expectReply(lookup, { status: 200, shape: 'user' });
    await expectStackStillServes(fixtures.user);
  });
});
