import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asRole, hasPrivilege } from './migrated-database';
import { migratedDatabaseForThisFile } from './migrated-test-database';
import {
  consumeQuota,
  createUsers,
  insertUsage,
  recordedLimits,
  statisticsOf,
  type SqlStatistics,
} from './usage-statistics-support';

const database = migratedDatabaseForThisFile();

/** get_usage_statistics() as the Data API runs it for a caller with these JWT claims. */
const statisticsAs = (role: string, claims: Record<string, unknown>) =>
  asRole<{ statistics: SqlStatistics }>(database, role, {
    sql: 'select public.get_usage_statistics() as statistics',
    claims,
  }).then((rows) => rows[0]!.statistics);

const currentMinute = () =>
  database
    .query<{ minute: string }>("select date_trunc('minute', clock_timestamp())::text as minute")
    .then((rows) => rows[0]!.minute);

describe('get_usage_statistics: the caller’s own figures and nobody else’s', () => {
  it('answers a signed-in user with their own figures only', async () => {
    const [ada, grace] = await createUsers(database, 2);
    const now = new Date().toISOString();
    const usage = (userId: string) => ({
      userId,
      createdAt: new Date(now),
      vendor: 'local',
      latencyMs: 40,
      inputTokens: null,
      outputTokens: null,
      outcome: 'ok' as const,
    });
    await insertUsage(database, [usage(ada!.id), usage(ada!.id), usage(grace!.id)]);
    const own = await statisticsAs('authenticated', { sub: ada!.id, role: 'authenticated' });
    expect(own.today_totals.calls).toBe(2);
    const other = await statisticsAs('authenticated', { sub: grace!.id, role: 'authenticated' });
    expect(other.today_totals.calls).toBe(1);
  });

  it.each([
    [
      'a JWT without a user',
      () => ({ role: 'authenticated' }),
      'Sign in to see your usage statistics.',
    ],
    [
      'a user who is no longer on the approval list',
      (users: { unapproved: string }) => ({ sub: users.unapproved, role: 'authenticated' }),
      "This account isn't approved for beta access.",
    ],
    [
      'a user id that does not exist',
      () => ({ sub: '00000000-0000-4000-8000-000000000000', role: 'authenticated' }),
      "This account isn't approved for beta access.",
    ],
  ])('refuses %s with 42501', async (_, claims, message) => {
    const [unapproved] = await createUsers(database, 1, { approved: false });
    await expect(
      statisticsAs('authenticated', claims({ unapproved: unapproved!.id })),
    ).rejects.toMatchObject({ code: '42501', message });
  });

  it('is executable by authenticated only; its parts and roll-ups by no API role', async () => {
    const grant = (role: string, target: string) =>
      hasPrivilege(database, 'has_function_privilege', { role, target, privilege: 'execute' });
    expect(await grant('authenticated', 'public.get_usage_statistics()')).toBe(true);
    for (const role of ['anon', 'service_role']) {
      expect(await grant(role, 'public.get_usage_statistics()')).toBe(false);
    }
    const internals = [
      'public.usage_statistics_of(uuid, timestamptz)',
      'public.apply_usage_rollups(public.usage_events[], integer)',
      'public.usage_events_follow_rollups()',
      'public.record_route_quota_limits(integer, integer)',
      'public.count_route_quota_request(uuid, integer, integer)',
    ];
    for (const role of ['anon', 'authenticated', 'service_role']) {
      for (const internal of internals) expect(await grant(role, internal), internal).toBe(false);
      for (const table of ['usage_daily_totals', 'usage_monthly_latency', 'route_quota_limits']) {
        const target = `public.${table}`;
        const readable = await hasPrivilege(database, 'has_table_privilege', {
          role,
          target,
          privilege: 'select',
        });
        expect(readable, `${role} on ${table}`).toBe(
          role === 'service_role' && table === 'route_quota_limits',
        );
      }
    }
    await expect(
      asRole(database, 'anon', { sql: 'select public.get_usage_statistics()' }),
    ).rejects.toThrow('permission denied for function get_usage_statistics');
  });
});

describe('the quota on the page is the quota a consume call enforces', () => {
  it('remembers the limits of the latest consume call, single or batched, allowed or refused', async () => {
    const [ada, grace] = await createUsers(database, 2);
    await consumeQuota(database, ada!.id, { perMinute: 5, perDay: 7 });
    expect(await recordedLimits(database)).toEqual({ per_minute: 5, per_day: 7 });
    await database.query('select public.consume_route_quota_batch($1, 3, 4)', [
      [ada!.id, grace!.id],
    ]);
    expect(await recordedLimits(database)).toEqual({ per_minute: 3, per_day: 4 });
    const refused = await consumeQuota(database, ada!.id, { perMinute: 1, perDay: 1 });
    expect(refused.allowed).toBe(false);
    const statistics = await statisticsOf(database, ada!.id);
    expect(statistics.quota).toMatchObject({ per_minute: 1, per_day: 1, used_today: 2 });
    await expect(consumeQuota(database, ada!.id, { perMinute: 0, perDay: 9 })).rejects.toThrow(
      'positive limits are required',
    );
    expect(await recordedLimits(database)).toEqual({ per_minute: 1, per_day: 1 });
  });

  it('shows room left exactly when the next message would be allowed, and none when it would get a 429', async () => {
    const [ada, grace] = await createUsers(database, 2);
    const limits = fc.record({
      perMinute: fc.integer({ min: 1, max: 4 }),
      perDay: fc.integer({ min: 1, max: 6 }),
    });
    // Mostly the same limits as the message before; now and then a new configuration.
    const step = fc.record({
      user: fc.constantFrom('ada', 'grace'),
      newLimits: fc.oneof(
        { weight: 4, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: limits },
      ),
    });
    const checked = { allowed: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(
        limits,
        fc.array(step, { minLength: 1, maxLength: 15 }),
        async (first, steps) => {
          await database.query('delete from public.route_quota where user_id = any($1)', [
            [ada!.id, grace!.id],
          ]);
          await consumeQuota(database, grace!.id, first);
          let applied = first;
          for (const { user, newLimits } of steps) {
            applied = newLimits ?? applied;
            const userId = user === 'ada' ? ada!.id : grace!.id;
            const minute = await currentMinute();
            const shown = (await statisticsOf(database, userId)).quota;
            const decision = await consumeQuota(database, userId, applied);
            const sameLimits =
              shown.per_minute === applied.perMinute && shown.per_day === applied.perDay;
            if (sameLimits && minute === (await currentMinute())) {
              const room =
                shown.used_today < applied.perDay && shown.used_this_minute < applied.perMinute;
              expect(decision.allowed).toBe(room);
              checked[room ? 'allowed' : 'refused'] += 1;
            }
            expect((await statisticsOf(database, userId)).quota).toMatchObject({
              per_minute: applied.perMinute,
              per_day: applied.perDay,
            });
          }
        },
      ),
      { numRuns: 30, seed: 20251123 },
    );
    // The property saw both answers many times, not only one of them.
    expect(checked.allowed).toBeGreaterThan(20);
    expect(checked.refused).toBeGreaterThan(20);
  });
});
