import { randomUUID } from 'node:crypto';
import { beforeAll, describe, it } from 'vitest';
import {
  authRefusal,
  malformedAuthBody,
  tooDeepAuthBody,
  tooLargeAuthBody,
} from './expected-replies';
import { describeCaseGroups, type HostileCase } from './hostile-case';
import {
  expectStackStillServes,
  signedInUser,
  signedOutUser,
  type SignedInUser,
} from './hostile-fixtures';
import {
  addressOfLength,
  approvedDomain,
  json,
  nestedArrays,
  oddLocalParts,
  oneMegabyteBody,
} from './hostile-inputs';
import type { ExpectedReply } from './reply-shapes';

interface Fixtures {
  user: SignedInUser;
  /** The refresh token of a session that was signed out. */
  signedOutRefreshToken: string;
}

type Body = string | ((fixtures: Fixtures) => string);
const grant = (grantType: string) => (name: string, body: Body, expected: ExpectedReply) => ({
  name,
  path: `/auth/v1/token?grant_type=${grantType}`,
  body,
  expected,
});
const password = grant('password');
const refresh = grant('refresh_token');
const invalidCredentials = authRefusal('invalid_credentials', 'Invalid login credentials');
const missingIdentity = authRefusal('validation_failed', 'missing email or phone');
const invalidRefresh = authRefusal('validation_failed', 'Refresh token is not valid');
const refreshNotFound = authRefusal(
  'refresh_token_not_found',
  'Invalid Refresh Token: Refresh Token Not Found',
);
const unsupportedGrant = authRefusal('invalid_credentials', 'unsupported_grant_type');
const withUser =
  (change: (user: SignedInUser) => Record<string, unknown>) => (fixtures: Fixtures) =>
    json(change(fixtures.user));

const passwordCases: Array<HostileCase<Fixtures>> = [
  password('JSON cut off after a key', '{"email": ', malformedAuthBody),
  password('an array body', '[]', malformedAuthBody),
  password(
    'a query operator as the e-mail',
    json({ email: { $ne: null }, password: 'x' }),
    malformedAuthBody,
  ),
  password(
    'a query operator as the password',
    withUser(({ email }) => ({ email, password: { $gt: '' } })),
    malformedAuthBody,
  ),
  password(
    'a boolean as the password',
    withUser(({ email }) => ({ email, password: true })),
    malformedAuthBody,
  ),
  password(
    'security metadata nested 100,000 levels deep',
    ({ user }) =>
      `{"email":"${user.email}","password":"x","gotrue_meta_security":${nestedArrays(100_000)}}`,
    tooDeepAuthBody,
  ),
  password('an empty object', '{}', missingIdentity),
  password('null e-mail and password', '{"email":null,"password":null}', missingIdentity),
  password(
    'SQL tautologies as e-mail and password',
    json({ email: "' OR '1'='1", password: "' OR '1'='1' --" }),
    invalidCredentials,
  ),
  password(
    'the right e-mail with a SQL tautology as password',
    withUser(({ email }) => ({ email, password: "x' OR 1=1 --" })),
    invalidCredentials,
  ),
  password(
    'the right e-mail with the wrong password',
    withUser((user) => ({ email: user.email, password: `${user.password}!` })),
    invalidCredentials,
  ),
  password(
    'the right e-mail with an empty password',
    withUser(({ email }) => ({ email, password: '' })),
    invalidCredentials,
  ),
  password(
    'the right e-mail with a 100,000-character password',
    withUser(({ email }) => ({ email, password: 'x'.repeat(100_000) })),
    invalidCredentials,
  ),
  password(
    'the right password followed by control characters',
    withUser((user) => ({ email: user.email, password: `${user.password}\u0000\u0007` })),
    invalidCredentials,
  ),
  password(
    'the right e-mail wrapped in spaces',
    withUser((user) => ({ email: ` ${user.email} `, password: user.password })),
    invalidCredentials,
  ),
  password(
    'a 300-character e-mail',
    json({ email: addressOfLength(300, approvedDomain), password: 'x' }),
    invalidCredentials,
  ),
  ...(['loneSurrogate', 'rightToLeftOverride', 'emoji', 'unicodeLetters', 'html'] as const).map(
    (kind) =>
      password(
        `an e-mail with ${kind}`,
        json({ email: `${oddLocalParts[kind]}@${approvedDomain}`, password: 'x' }),
        invalidCredentials,
      ),
  ),
  password('a 1 MB body', oneMegabyteBody('password'), tooLargeAuthBody),
];

const refreshCases: Array<HostileCase<Fixtures>> = [
  refresh('JSON cut off', '{"refresh_token":"', malformedAuthBody),
  refresh('a number as the token', '{"refresh_token":5}', malformedAuthBody),
  refresh('an array as the token', '{"refresh_token":["a"]}', malformedAuthBody),
  refresh('no token', '{}', invalidRefresh),
  refresh('a null token', '{"refresh_token":null}', invalidRefresh),
  refresh('an empty token', '{"refresh_token":""}', invalidRefresh),
  refresh(
    'a truncated real token',
    ({ user }) => json({ refresh_token: user.refreshToken.slice(0, 5) }),
    invalidRefresh,
  ),
  refresh('a SQL tautology as the token', json({ refresh_token: "' OR '1'='1" }), invalidRefresh),
  refresh(
    'a 100,000-character token',
    json({ refresh_token: 'x'.repeat(100_000) }),
    invalidRefresh,
  ),
  refresh(
    'an access token sent as the refresh token',
    ({ user }) => json({ refresh_token: user.accessToken }),
    invalidRefresh,
  ),
  refresh('a random UUID', json({ refresh_token: randomUUID() }), refreshNotFound),
  refresh(
    'the refresh token of a signed-out session',
    ({ signedOutRefreshToken }) => json({ refresh_token: signedOutRefreshToken }),
    refreshNotFound,
  ),
];

const credentials = withUser(({ email, password: secret }) => ({ email, password: secret }));
const unknownGrantCases: Array<HostileCase<Fixtures>> = [
  ...['telepathy', '', 'PASSWORD', 'password%00', 'password%20', 'id_token', 'web3'].map((type) =>
    grant(type)(`grant_type=${type}`, credentials, unsupportedGrant),
  ),
  {
    name: 'no grant_type at all',
    path: '/auth/v1/token',
    body: credentials,
    expected: unsupportedGrant,
  },
  grant('pkce')(
    'a PKCE exchange with a made-up code',
    json({ auth_code: randomUUID(), code_verifier: 'x'.repeat(43) }),
    authRefusal('flow_state_not_found', /no valid flow state found/, 404),
  ),
];

describe('POST /auth/v1/token under attack', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    const user = await signedInUser('token');
    const signedOut = await signedOutUser('token-signed-out');
    fixtures = { user, signedOutRefreshToken: signedOut.refreshToken };
  });

  describeCaseGroups(
    [
      ['grant_type=password', passwordCases],
      ['grant_type=refresh_token', refreshCases],
      ['unknown grant types', unknownGrantCases],
    ],
    () => fixtures,
  );

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(fixtures.user);
  });
});
