import { beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../../local-supabase/contract/contract-support';
import { mintAttackTokens, type AttackTokens } from './attack-tokens';
import { routeRefusal } from './expected-replies';
import { addCounts, deleteUser, readCounts, sendHostile, settleCounts } from './hostile-client';
import { itAnswersEachCase, type HostileCase } from './hostile-case';
import {
  expectStackStillServes,
  removeApproval,
  signedInUser,
  type SignedInUser,
} from './hostile-fixtures';
import { json } from './hostile-inputs';
import { expectReply } from './reply-shapes';

interface Fixtures {
  user: SignedInUser;
  tokens: AttackTokens;
  /** Approved when it signed up, then taken off the list: its JWT is still valid. */
  removed: SignedInUser;
  /** Still approved, but deleted from auth.users: its JWT is still valid. */
  deleted: SignedInUser;
}

const path = '/functions/v1/route';
const body = json({ text: 'We will utilize the survey in order to measure recall.' });
/**
 * With `verify_jwt = false` (as hosted needs with JWT signing keys) no gateway stands in front:
 * the function itself refuses every caller it cannot verify, in its own error shape.
 */
const unauthorized = routeRefusal(
  401,
  'unauthorized',
  'Your session is missing or has expired. Please sign in again.',
);
const notApproved = routeRefusal(
  403,
  'not_approved',
  "This account isn't approved for beta access.",
);

const withBearer = (
  name: string,
  bearer: (fixtures: Fixtures) => string,
  expected: HostileCase<Fixtures>['expected'],
): HostileCase<Fixtures> => ({ name, path, body, bearer, expected });

const cases: Array<HostileCase<Fixtures>> = [
  {
    name: 'no Authorization header',
    path,
    body,
    expected: unauthorized,
  },
  {
    name: 'the access token in the apikey header instead',
    path,
    body,
    headers: ({ user }) => ({ apikey: user.accessToken }),
    expected: unauthorized,
  },
  {
    name: 'a Basic Authorization header',
    path,
    body,
    headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    expected: unauthorized,
  },
  {
    name: 'the word Bearer alone',
    path,
    body,
    headers: { authorization: 'Bearer' },
    expected: unauthorized,
  },
  withBearer('a garbage bearer', () => 'not-a-jwt', unauthorized),
  withBearer('an 8,000-character garbage bearer', () => 'A'.repeat(8_000), unauthorized),
  withBearer('the publishable key', () => stack().publishableKey, unauthorized),
  withBearer('the secret key', () => stack().secretKey, unauthorized),
  withBearer('a refresh token', ({ user }) => user.refreshToken, unauthorized),
  withBearer(
    'the access token followed by junk',
    ({ user }) => `${user.accessToken} junk`,
    unauthorized,
  ),
  withBearer('an expired JWT', ({ tokens }) => tokens.expired, unauthorized),
  withBearer('a JWT with a tampered payload', ({ tokens }) => tokens.tamperedPayload, unauthorized),
  withBearer(
    'a JWT with a tampered signature',
    ({ tokens }) => tokens.tamperedSignature,
    unauthorized,
  ),
  withBearer('a truncated JWT', ({ tokens }) => tokens.truncated, unauthorized),
  withBearer('a JWT signed with another secret', ({ tokens }) => tokens.wrongSecret, unauthorized),
  withBearer(
    'an alg: none JWT claiming service_role',
    ({ tokens }) => tokens.algNone,
    unauthorized,
  ),
  withBearer(
    'an HS512 JWT signed with the right secret',
    ({ tokens }) => tokens.hs512,
    unauthorized,
  ),
  withBearer(
    'a valid JWT for another audience',
    ({ tokens }) => tokens.wrongAudience,
    unauthorized,
  ),
  withBearer('a valid JWT with the anon role', ({ tokens }) => tokens.anonRole, unauthorized),
  withBearer(
    'a valid JWT with the service_role role',
    ({ tokens }) => tokens.serviceRole,
    unauthorized,
  ),
  withBearer('a valid JWT without a subject', ({ tokens }) => tokens.noSubject, unauthorized),
  withBearer('a valid JWT without an expiry', ({ tokens }) => tokens.noExpiry, unauthorized),
  withBearer('a JWT not valid for another hour', ({ tokens }) => tokens.notYetValid, unauthorized),
  withBearer(
    'a JWT of another issuer signed with the right secret',
    ({ tokens }) => tokens.wrongIssuer,
    unauthorized,
  ),
  withBearer(
    'a JWT without an issuer signed with the right secret',
    ({ tokens }) => tokens.noIssuer,
    unauthorized,
  ),
  withBearer(
    'an ES256 JWT signed with the attacker’s own key',
    ({ tokens }) => tokens.attackerEs256,
    unauthorized,
  ),
  {
    ...withBearer(
      'a valid JWT naming a key id the function does not hold (Auth checks it, as hosted)',
      ({ tokens }) => tokens.foreignKeyId,
      { status: 200, shape: 'route-reply' },
    ),
    creates: { usageEvents: 1 },
  },
  withBearer('a valid JWT without an e-mail', ({ tokens }) => tokens.noEmail, notApproved),
  withBearer(
    'a valid JWT of a user taken off the approval list',
    ({ removed }) => removed.accessToken,
    notApproved,
  ),
  withBearer(
    'a valid JWT of a user deleted since (still approved)',
    ({ deleted }) => deleted.accessToken,
    unauthorized,
  ),
  {
    name: 'an unapproved user’s JWT with a malformed body (approval is checked first)',
    path,
    body: '{"text":',
    bearer: ({ removed }) => removed.accessToken,
    expected: notApproved,
  },
];

describe('route callers (POST /functions/v1/route) under attack', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    const user = await signedInUser('route-caller');
    const removed = await signedInUser('route-removed');
    // Never sent to the route while approved: the function caches approvals for a minute.
    await removeApproval(removed.email);
    const deleted = await signedInUser('route-deleted');
    await deleteUser(deleted.userId);
    fixtures = {
      user,
      removed,
      deleted,
      tokens: await mintAttackTokens(user, stack().jwtSecret),
    };
  });

  itAnswersEachCase(cases, () => fixtures);

  it('answers a deleted user’s messages 401 and the messages sent with them as usual', async () => {
    const senders = [fixtures.user, fixtures.deleted, fixtures.user, fixtures.deleted];
    const before = await readCounts();
    const replies = await Promise.all(
      senders.map((sender) => sendHostile({ path, body, bearer: sender.accessToken }, 'attack')),
    );
    replies.forEach((reply, index) =>
      expectReply(
        reply,
        senders[index] === fixtures.deleted ? unauthorized : { status: 200, shape: 'route-reply' },
      ),
    );
    const expected = addCounts(before, { usageEvents: 2 });
    expect(await settleCounts(expected)).toEqual(expected);
  });

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(fixtures.user);
  });
});
