import { describe, expect, it } from 'vitest';
import type { StackDatabase } from '../../local-supabase/database/stack-database';
import { ada, addUsers, grace, inRolledBackSession, type SqlSession } from './sql-session';

export interface QuotaDecision {
  allowed: boolean;
  retry_after_seconds: number;
}

const consume = (sql: SqlSession, user: string, perMinute: number, perDay: number) =>
  sql
    .query<{ decision: QuotaDecision }>(
      'select public.consume_route_quota($1, $2, $3) as decision',
      [user, perMinute, perDay],
    )
    .then((rows) => rows[0]!.decision);

const consumeBatch = (sql: SqlSession, users: string[] | null, perMinute: number, perDay: number) =>
  sql
    .query<{ decisions: QuotaDecision[] }>(
      'select public.consume_route_quota_batch($1, $2, $3) as decisions',
      [users, perMinute, perDay],
    )
    .then((rows) => rows[0]!.decisions);

const allowedOf = (decisions: QuotaDecision[]) => decisions.map((decision) => decision.allowed);

/** The route quota: single and batch calls, their limits, bad input and who may call them. */
export function describeRouteQuotaContract(database: () => StackDatabase): void {
  /** A session with ada and grace signed up, acting as the route function (service_role). */
  const asFunction = <Result>(work: (sql: SqlSession) => Promise<Result>) =>
    inRolledBackSession(database(), async (sql) => {
      await addUsers(sql, [ada, grace]);
      await sql.actAs('service_role', { role: 'service_role' });
      return work(sql);
    });

  describe('migration 20250918000000: public.consume_route_quota', () => {
    it('counts per user and refuses past the per-minute limit with a retry delay', () =>
      asFunction(async (sql) => {
        for (let call = 0; call < 3; call++)
          expect((await consume(sql, ada, 3, 300)).allowed).toBe(true);
        const refused = await consume(sql, ada, 3, 300);
        expect(refused.allowed).toBe(false);
        expect(refused.retry_after_seconds).toBeGreaterThanOrEqual(1);
        expect(refused.retry_after_seconds).toBeLessThanOrEqual(60);
        expect((await consume(sql, grace, 3, 300)).allowed).toBe(true);
        const dayRefused = await consume(sql, grace, 100, 1);
        expect(dayRefused.allowed).toBe(false);
        expect(dayRefused.retry_after_seconds).toBeGreaterThan(0);
        expect(dayRefused.retry_after_seconds).toBeLessThanOrEqual(86_400);
      }));

    it.each(['anon', 'authenticated'] as const)(
      'refuses %s: only service_role may consume',
      (role) =>
        inRolledBackSession(database(), async (sql) => {
          await addUsers(sql, [ada]);
          await sql.actAs(role, { sub: ada, role });
          await expect(consume(sql, ada, 20, 300)).rejects.toThrow(/permission denied/);
          await expect(consumeBatch(sql, [ada], 20, 300)).rejects.toThrow(/permission denied/);
          await sql.actAs('postgres');
          expect(
            await sql.query('select 1 from public.route_quota where user_id = $1', [ada]),
          ).toEqual([]);
        }),
    );
  });

  describe('migration 20250918000300: public.consume_route_quota_batch', () => {
    it('gives the same user five times in one batch exactly the per-minute limit, in order', () =>
      asFunction(async (sql) => {
        const decisions = await consumeBatch(sql, [ada, ada, ada, ada, ada], 3, 300);
        expect(allowedOf(decisions)).toEqual([true, true, true, false, false]);
        for (const refused of decisions.slice(3)) {
          expect(refused.retry_after_seconds).toBeGreaterThanOrEqual(1);
          expect(refused.retry_after_seconds).toBeLessThanOrEqual(60);
        }
        expect(decisions[0]).toEqual({ allowed: true, retry_after_seconds: 0 });
        expect((await consume(sql, ada, 3, 300)).allowed).toBe(false);
      }));

    it('keeps each user of a mixed batch on their own count, continuing from single calls', () =>
      asFunction(async (sql) => {
        expect((await consume(sql, grace, 2, 300)).allowed).toBe(true);
        // grace has 1 of 2 left, ada 2 of 2; the answers come back in the order asked.
        const decisions = await consumeBatch(sql, [grace, ada, grace, ada, ada, grace], 2, 300);
        expect(allowedOf(decisions)).toEqual([true, true, false, true, false, false]);
        expect(await consumeBatch(sql, [], 2, 300)).toEqual([]);
        const dayRefused = await consumeBatch(sql, [ada], 100, 2);
        expect(allowedOf(dayRefused)).toEqual([false]);
        expect(dayRefused[0]!.retry_after_seconds).toBeGreaterThan(0);
      }));

    it('refuses bad input whole and counts nothing', () =>
      asFunction(async (sql) => {
        await expect(consumeBatch(sql, null, 20, 300)).rejects.toThrow(/one-dimensional array/);
        await expect(consumeBatch(sql, [ada], 0, 300)).rejects.toThrow(/positive limits/);
        const tooMany = Array.from({ length: 1001 }, () => ada);
        await expect(consumeBatch(sql, tooMany, 5_000, 5_000)).rejects.toThrow(/at most 1000/);
        expect(allowedOf(await consumeBatch(sql, [ada], 1, 300))).toEqual([true]);
      }));
  });

  describe('migration 20251124001000: an id that is no user is decided for itself', () => {
    // Sorts after ada and grace, so it is counted last, after both rows were written.
    const deletedUser = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
    const unknownUser = { allowed: false, retry_after_seconds: 0, unknown_user: true };

    it('answers that id unknown and decides everyone else in the batch as usual', () =>
      asFunction(async (sql) => {
        expect(await consumeBatch(sql, [grace, deletedUser, ada, ada], 1, 300)).toEqual([
          { allowed: true, retry_after_seconds: 0 },
          unknownUser,
          { allowed: true, retry_after_seconds: 0 },
          expect.objectContaining({ allowed: false }),
        ]);
        expect((await consume(sql, ada, 1, 300)).allowed).toBe(false);
        expect(await consume(sql, deletedUser, 20, 300)).toEqual(unknownUser);
        expect(await consumeBatch(sql, [deletedUser, deletedUser], 20, 300)).toEqual([
          unknownUser,
          unknownUser,
        ]);
        await sql.actAs('postgres');
        expect(
          await sql.query('select 1 from public.route_quota where user_id = $1', [deletedUser]),
        ).toEqual([]);
      }));

    it('answers a user deleted after their first message unknown too (the row goes with them)', () =>
      asFunction(async (sql) => {
        expect((await consume(sql, grace, 20, 300)).allowed).toBe(true);
        await sql.actAs('postgres');
        await sql.query('delete from auth.users where id = $1', [grace]);
        await sql.actAs('service_role', { role: 'service_role' });
        expect(await consumeBatch(sql, [ada, grace], 20, 300)).toEqual([
          { allowed: true, retry_after_seconds: 0 },
          unknownUser,
        ]);
      }));

    it('is executable by service_role and by no API role', () =>
      inRolledBackSession(database(), async (sql) => {
        const grants = await sql.query<{ grantee: string }>(
          `select grantee from information_schema.routine_privileges
           where routine_schema = 'public' and routine_name = 'consume_route_quota_batch'
             and privilege_type = 'EXECUTE' order by grantee`,
        );
        const grantees = grants.map((row) => row.grantee);
        expect(grantees).toContain('service_role');
        for (const refused of ['PUBLIC', 'anon', 'authenticated'])
          expect(grantees).not.toContain(refused);
      }));
  });
}
