import { randomUUID } from 'node:crypto';
import { beforeAll, describe, it } from 'vitest';
import { runHostileCase, titled, type HostileCase } from './hostile-case';
import { sendHostile } from './hostile-client';
import { expectStackStillServes, signedInUser, type SignedInUser } from './hostile-fixtures';
import {
  addressOfLength,
  approvedDomain,
  badJson,
  json,
  nestedArrays,
  oddLocalParts,
  oneMegabyteBody,
} from './hostile-inputs';
import { expectReply } from './reply-shapes';

interface Fixtures {
  user: SignedInUser;
  /** A session that was signed out: its refresh token is dead. */
  signedOutRefreshToken: string;
}

const passwordGrant = '/auth/v1/token?grant_type=password';
const refreshGrant = '/auth/v1/token?grant_type=refresh_token';
const refused = (code: string, message: string | RegExp, status = 400) => ({
  status,
  shape: 'auth-error' as const,
  code,
  message,
});
const malformed = refused('bad_json', badJson);
const invalidCredentials = refused('invalid_credentials', 'Invalid login credentials');
const missingIdentity = refused('validation_failed', 'missing email or phone');
const unsupportedGrant = refused('invalid_credentials', 'unsupported_grant_type');
const invalidRefresh = refused('validation_failed', 'Refresh token is not valid');
const refreshNotFound = refused(
  'refresh_token_not_found',
  'Invalid Refresh Token: Refresh Token Not Found',
);

const passwordCases: Array<HostileCase<Fixtures>> = [
  {
    name: 'JSON cut off after a key',
    path: passwordGrant,
    body: '{"email": ',
    expected: malformed,
  },
  { name: 'an array body', path: passwordGrant, body: '[]', expected: malformed },
  {
    name: 'a query operator as the e-mail',
    path: passwordGrant,
    body: json({ email: { $ne: null }, password: 'x' }),
    expected: malformed,
  },
  {
    name: 'a query operator as the password',
    path: passwordGrant,
    body: ({ user }) => json({ email: user.email, password: { $gt: '' } }),
    expected: malformed,
  },
  {
    name: 'a boolean as the password',
    path: passwordGrant,
    body: ({ user }) => json({ email: user.email, password: true }),
    expected: malformed,
  },
  {
    name: 'security metadata nested 100,000 levels deep',
    path: passwordGrant,
    body: ({ user }) =>
      `{"email":"${user.email}","password":"x","gotrue_meta_security":{"x":${nestedArrays(100_000)}}}`,
    expected: refused('bad_json', /exceeded max depth$/),
  },
  { name: 'an empty object', path: passwordGrant, body: '{}', expected: missingIdentity },
  {
    name: 'null e-mail and password',
    path: passwordGrant,
    body: '{"email":null,"password":null}',
    expected: missingIdentity,
  },
  {
    name: 'SQL tautologies as e-mail and password',
    path: passwordGrant,
    body: json({ email: "' OR '1'='1", password: "' OR '1'='1' --" }),
    expected: invalidCredentials,
  },
  {
    name: 'the right e-mail with a SQL tautology as password',
    path: passwordGrant,
    body: ({ user }) => json({ email: user.email, password: "anything' OR 1=1 --" }),
    expected: invalidCredentials,
  },
  {
    name: 'the right e-mail with the wrong password',
    path: passwordGrant,
    body: ({ user }) => json({ email: user.email, password: `${user.password}!` }),
    expected: invalidCredentials,
  },
  {
    name: 'the right e-mail with an empty password',
    path: passwordGrant,
    body: ({ user }) => json({ email: user.email, password: '' }),
    expected: invalidCredentials,
  },
  {
    name: 'the right e-mail with a 100,000-character password',
    path: passwordGrant,
    body: ({ user }) => json({ email: user.email, password: 'x'.repeat(100_000) }),
    expected: invalidCredentials,
  },
  {
    name: 'the right e-mail with control characters in the password',
    path: passwordGrant,
    body: ({ user }) => json({ email: user.email, password: `${user.password}\u0000\u0007` }),
    expected: invalidCredentials,
  },
  {
    name: 'the right e-mail wrapped in spaces',
    path: passwordGrant,
    body: ({ user }) => json({ email: ` ${user.email} `, password: user.password }),
    expected: invalidCredentials,
  },
  {
    name: 'a 300-character e-mail',
    path: passwordGrant,
    body: json({ email: addressOfLength(300, approvedDomain), password: 'x' }),
    expected: invalidCredentials,
  },
  ...(['loneSurrogate', 'rightToLeftOverride', 'emoji', 'unicodeLetters', 'html'] as const).map(
    (kind) => ({
      name: `an e-mail with ${kind}`,
      path: passwordGrant,
      body: json({ email: `${oddLocalParts[kind]}@${approvedDomain}`, password: 'x' }),
      expected: invalidCredentials,
    }),
  ),
  {
    name: 'a 1 MB body',
    path: passwordGrant,
    body: oneMegabyteBody('password'),
    expected: refused('request_too_large', /larger than \d+ bytes/, 413),
  },
];

const refreshCases: Array<HostileCase<Fixtures>> = [
  { name: 'JSON cut off', path: refreshGrant, body: '{"refresh_token":"', expected: malformed },
  {
    name: 'a number as the token',
    path: refreshGrant,
    body: '{"refresh_token":5}',
    expected: malformed,
  },
  {
    name: 'an array as the token',
    path: refreshGrant,
    body: '{"refresh_token":["a"]}',
    expected: malformed,
  },
  { name: 'no token', path: refreshGrant, body: '{}', expected: invalidRefresh },
  {
    name: 'a null token',
    path: refreshGrant,
    body: '{"refresh_token":null}',
    expected: invalidRefresh,
  },
  {
    name: 'an empty token',
    path: refreshGrant,
    body: '{"refresh_token":""}',
    expected: invalidRefresh,
  },
  {
    name: 'a truncated real token',
    path: refreshGrant,
    body: ({ user }) => json({ refresh_token: user.refreshToken.slice(0, 5) }),
    expected: invalidRefresh,
  },
  {
    name: 'a SQL tautology as the token',
    path: refreshGrant,
    body: json({ refresh_token: "' OR '1'='1" }),
    expected: invalidRefresh,
  },
  {
    name: 'a 100,000-character token',
    path: refreshGrant,
    body: json({ refresh_token: 'x'.repeat(100_000) }),
    expected: invalidRefresh,
  },
  {
    name: 'a random UUID',
    path: refreshGrant,
    body: json({ refresh_token: randomUUID() }),
    expected: refreshNotFound,
  },
  {
    name: 'the refresh token of a signed-out session',
    path: refreshGrant,
    body: ({ signedOutRefreshToken }) => json({ refresh_token: signedOutRefreshToken }),
    expected: refreshNotFound,
  },
  {
    name: 'an access token sent as the refresh token',
    path: refreshGrant,
    body: ({ user }) => json({ refresh_token: user.accessToken }),
    expected: invalidRefresh,
  },
];

const grantPath = (grant: string) => `/auth/v1/token?grant_type=${grant}`;
const unknownGrantCases: Array<HostileCase<Fixtures>> = [
  ...['telepathy', '', 'PASSWORD', 'password%00', 'id_token', 'web3', 'password%20'].map(
    (grant) => ({
      name: `grant_type=${grant}`,
      path: grantPath(grant),
      body: ({ user }: Fixtures) => json({ email: user.email, password: user.password }),
      expected: unsupportedGrant,
    }),
  ),
  {
    name: 'no grant_type at all',
    path: '/auth/v1/token',
    body: ({ user }) => json({ email: user.email, password: user.password }),
    expected: unsupportedGrant,
  },
  {
    name: 'a PKCE exchange with a made-up code',
    path: grantPath('pkce'),
    body: json({ auth_code: randomUUID(), code_verifier: 'x'.repeat(43) }),
    expected: refused('flow_state_not_found', /no valid flow state found/, 404),
  },
];

describe('POST /auth/v1/token under attack', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    const user = await signedInUser('token');
    const doomed = await signedInUser('token-signed-out');
    const signOut = await sendHostile(
      { path: '/auth/v1/logout', method: 'POST', bearer: doomed.accessToken },
      'follow-up',
    );
    expectReply(signOut, { status: 204, shape: 'no-content' });
    fixtures = { user, signedOutRefreshToken: doomed.refreshToken };
  });

  describe('grant_type=password', () => {
    it.each(titled(passwordCases))('%s', async (_, hostileCase) => {
      await runHostileCase(hostileCase, fixtures);
    });
  });

  describe('grant_type=refresh_token', () => {
    it.each(titled(refreshCases))('%s', async (_, hostileCase) => {
      await runHostileCase(hostileCase, fixtures);
    });
  });

  describe('unknown grant types', () => {
    it.each(titled(unknownGrantCases))('%s', async (_, hostileCase) => {
      await runHostileCase(hostileCase, fixtures);
    });
  });

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(fixtures.user);
  });
});
