import { beforeAll, describe, it } from 'vitest';
import { stack } from '../../local-supabase/contract/contract-support';
import { mintAttackTokens, type AttackTokens } from './attack-tokens';
import { restRefusal } from './expected-replies';
import { runHostileCase, titled, type HostileCase } from './hostile-case';
import { expectStackStillServes, signedInUser, type SignedInUser } from './hostile-fixtures';
import { json, unapprovedDomain } from './hostile-inputs';

interface Fixtures {
  user: SignedInUser;
  tokens: AttackTokens;
}

const approvalList = '/rest/v1/beta_allowlist?select=entry';
const tableDenied = (status: number) =>
  restRefusal(status, '42501', 'permission denied for table beta_allowlist');

/** The list itself and the private functions stay closed, whatever the caller claims to be. */
const cases: Array<HostileCase<Fixtures>> = [
  {
    name: 'reading the approval list anonymously',
    method: 'GET',
    path: approvalList,
    expected: tableDenied(401),
  },
  {
    name: 'reading the approval list as a signed-in user',
    method: 'GET',
    path: approvalList,
    bearer: ({ user }) => user.accessToken,
    expected: tableDenied(403),
  },
  {
    name: 'reading the approval list with an alg: none service_role JWT',
    method: 'GET',
    path: approvalList,
    bearer: ({ tokens }) => tokens.algNone,
    expected: { status: 401, shape: 'rest-error' },
  },
  {
    name: 'reading the approval list with a tampered service_role JWT',
    method: 'GET',
    path: approvalList,
    bearer: ({ tokens }) => tokens.tamperedPayload,
    expected: restRefusal(401, 'PGRST301'),
  },
  {
    name: 'adding a domain to the approval list as a signed-in user',
    path: '/rest/v1/beta_allowlist',
    body: json({ entry: `@${unapprovedDomain}`, note: 'let me in' }),
    bearer: ({ user }) => user.accessToken,
    expected: tableDenied(403),
  },
  {
    name: 'calling the sign-up hook directly',
    path: '/rest/v1/rpc/before_user_created_hook',
    body: json({ event: { user: { email: `someone@${unapprovedDomain}` } } }),
    expected: restRefusal(401, '42501', 'permission denied for function before_user_created_hook'),
  },
  {
    name: 'raising one’s own quota directly',
    path: '/rest/v1/rpc/consume_route_quota',
    body: ({ user }) =>
      json({ p_user_id: user.userId, p_per_minute: 1_000_000, p_per_day: 1_000_000 }),
    bearer: ({ user }) => user.accessToken,
    expected: restRefusal(403, '42501', 'permission denied for function consume_route_quota'),
  },
  {
    name: 'spending other users’ quota through the batch counter',
    path: '/rest/v1/rpc/consume_route_quota_batch',
    body: ({ user }) =>
      json({ p_user_ids: [user.userId, user.userId], p_per_minute: 1, p_per_day: 1 }),
    bearer: ({ user }) => user.accessToken,
    expected: restRefusal(403, '42501', 'permission denied for function consume_route_quota_batch'),
  },
];

describe('the Data API around the approval list under attack', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    const user = await signedInUser('data-api');
    fixtures = { user, tokens: await mintAttackTokens(user, stack().jwtSecret) };
  });

  it.each(titled(cases))('%s', async (_, hostileCase) => {
    await runHostileCase(hostileCase, fixtures);
  });

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(fixtures.user);
  });
});
