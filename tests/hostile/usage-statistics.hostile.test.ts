import { beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../../local-supabase/contract/contract-support';
import { mintAttackTokens, type AttackTokens } from './attack-tokens';
import { restRefusal } from './expected-replies';
import { itAnswersEachCase, type HostileCase } from './hostile-case';
import { addCounts, readCounts, sendHostile, settleCounts } from './hostile-client';
import { functionEnvironment } from './hostile-function-environment';
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
  other: SignedInUser;
  tokens: AttackTokens;
  /** Approved when it signed up, then taken off the list: its JWT is still valid. */
  removed: SignedInUser;
}

const statistics = '/rest/v1/rpc/get_usage_statistics';
const denied = (status: number, kind: 'function' | 'table', name: string) =>
  restRefusal(status, '42501', `permission denied for ${kind} ${name}`);
const asUser = ({ user }: Fixtures) => user.accessToken;

/** Only the caller's own figures, only through get_usage_statistics, only while approved. */
const cases: Array<HostileCase<Fixtures>> = [
  {
    name: 'reading usage statistics anonymously',
    path: statistics,
    body: '{}',
    expected: denied(401, 'function', 'get_usage_statistics'),
  },
  {
    name: 'naming another user’s id in the body',
    path: statistics,
    body: ({ other }) => json({ p_user_id: other.userId }),
    bearer: asUser,
    expected: restRefusal(404, 'PGRST202'),
  },
  {
    name: 'a JWT of a user taken off the approval list',
    path: statistics,
    body: '{}',
    bearer: ({ removed }) => removed.accessToken,
    expected: restRefusal(403, '42501', "This account isn't approved for beta access."),
  },
  {
    name: 'a valid JWT without a subject',
    path: statistics,
    body: '{}',
    bearer: ({ tokens }) => tokens.noSubject,
    expected: restRefusal(403, '42501', 'Sign in to see your usage statistics.'),
  },
  {
    name: 'a valid JWT with the anon role',
    path: statistics,
    body: '{}',
    bearer: ({ tokens }) => tokens.anonRole,
    expected: denied(401, 'function', 'get_usage_statistics'),
  },
  {
    name: 'an alg: none JWT claiming service_role',
    path: statistics,
    body: '{}',
    bearer: ({ tokens }) => tokens.algNone,
    expected: { status: 401, shape: 'rest-error' },
  },
  {
    name: 'a JWT with a tampered payload',
    path: statistics,
    body: '{}',
    bearer: ({ tokens }) => tokens.tamperedPayload,
    expected: restRefusal(401, 'PGRST301'),
  },
  {
    name: 'an expired JWT',
    path: statistics,
    body: '{}',
    bearer: ({ tokens }) => tokens.expired,
    expected: { status: 401, shape: 'rest-error' },
  },
  {
    name: 'another user’s figures through the internal function',
    path: '/rest/v1/rpc/usage_statistics_of',
    body: ({ other }) => json({ p_user_id: other.userId, p_at: new Date().toISOString() }),
    bearer: asUser,
    expected: denied(403, 'function', 'usage_statistics_of'),
  },
  {
    name: 'rewriting the quota limits the page shows',
    path: '/rest/v1/rpc/record_route_quota_limits',
    body: json({ p_per_minute: 1_000_000, p_per_day: 1_000_000 }),
    bearer: asUser,
    expected: denied(403, 'function', 'record_route_quota_limits'),
  },
  ...(['usage_daily_totals', 'usage_monthly_latency', 'route_quota_limits'] as const).map(
    (table): HostileCase<Fixtures> => ({
      name: `reading ${table} directly`,
      method: 'GET',
      path: `/rest/v1/${table}?select=*`,
      bearer: asUser,
      expected: denied(403, 'table', table),
    }),
  ),
];

/** The caller's statistics, as the account page reads them. */
async function statisticsOf(user: SignedInUser) {
  const reply = await sendHostile(
    { path: statistics, body: '{}', bearer: user.accessToken },
    'follow-up',
  );
  expect(reply.status, reply.text).toBe(200);
  return reply.json as {
    today_totals: { calls: number };
    engines: Array<{ vendor: string; calls: number }>;
    quota: { per_minute: number; per_day: number; used_today: number };
  };
}

/** Sends `count` messages through the route as `user` and waits for their usage rows. */
async function sendMessages(user: SignedInUser, count: number): Promise<void> {
  const before = await readCounts();
  for (let sent = 0; sent < count; sent += 1) {
    const reply = await sendHostile(
      {
        path: '/functions/v1/route',
        bearer: user.accessToken,
        body: json({ text: 'We will utilize it.' }),
      },
      'follow-up',
    );
    expectReply(reply, { status: 200, shape: 'route-reply' });
  }
  const expected = addCounts(before, { usageEvents: count });
  expect(await settleCounts(expected)).toEqual(expected);
}

describe('usage statistics under attack', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    const user = await signedInUser('usage');
    const removed = await signedInUser('usage-removed');
    await removeApproval(removed.email);
    fixtures = {
      user,
      other: await signedInUser('usage-other'),
      removed,
      tokens: await mintAttackTokens(user, stack().jwtSecret),
    };
  });

  itAnswersEachCase(cases, () => fixtures);

  it('answers each user with their own messages and the limits the route function enforces', async () => {
    const { user, other } = fixtures;
    await sendMessages(user, 2);
    await sendMessages(other, 1);
    const own = await statisticsOf(user);
    expect(own.today_totals.calls).toBe(2);
    expect(own.engines).toEqual([expect.objectContaining({ vendor: 'local', calls: 2 })]);
    expect(own.quota).toMatchObject({
      per_minute: Number(functionEnvironment.ROUTE_QUOTA_PER_MINUTE),
      per_day: Number(functionEnvironment.ROUTE_QUOTA_PER_DAY),
      used_today: 2,
    });
    expect((await statisticsOf(other)).today_totals.calls).toBe(1);
  });

  it('shows nobody another user’s figures through a forged filter or parameter', async () => {
    const { user, other } = fixtures;
    const forged = [
      { path: `${statistics}?user_id=eq.${user.userId}`, body: '{}' },
      { method: 'GET', path: `${statistics}?p_user_id=${user.userId}` },
      { method: 'GET', path: `/rest/v1/usage_events?user_id=eq.${user.userId}` },
    ];
    const replies = [];
    for (const request of forged) {
      replies.push(await sendHostile({ ...request, bearer: other.accessToken }, 'attack'));
    }
    expectReply(replies[0]!, restRefusal(400, '42703', 'column "user_id" does not exist'));
    expectReply(replies[1]!, restRefusal(404, 'PGRST202'));
    expect([replies[2]!.status, replies[2]!.json]).toEqual([200, []]);
  });

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(fixtures.user);
  });
});
