import { describe, expect, it } from 'vitest';
import type { StackDatabase } from '../../local-supabase/database/stack-database';
import { ada, addUsers, grace, inRolledBackSession, type SqlSession } from './sql-session';

const insertAged = (sql: SqlSession, user: string, ages: string[]) =>
  sql.query(
    `insert into public.usage_events (user_id, created_at, vendor, model, latency_ms, outcome)
     select $1, now() - age::interval, 'openai', age, 100, 'ok' from unnest($2::text[]) as age`,
    [user, ages],
  );

/** The rows left, labelled by age (the model column holds it), oldest first. */
const agesLeft = (sql: SqlSession) =>
  sql
    .query<{ model: string }>('select model from public.usage_events order by created_at')
    .then((rows) => rows.map((row) => row.model));

const purge = (sql: SqlSession, batchSize?: number) =>
  sql
    .query<{ deleted: number }>(
      batchSize === undefined
        ? 'select public.purge_expired_usage_events() as deleted'
        : 'select public.purge_expired_usage_events($1) as deleted',
      batchSize === undefined ? [] : [batchSize],
    )
    .then((rows) => rows[0]!.deleted);

/** Usage rows (RLS: each user reads their own) and their 12-month retention purge. */
export function describeUsageContract(database: () => StackDatabase): void {
  const session = <Result>(work: (sql: SqlSession) => Promise<Result>) =>
    inRolledBackSession(database(), async (sql) => {
      await addUsers(sql, [ada, grace]);
      return work(sql);
    });

  describe('migration 20250918000100: public.usage_events', () => {
    it('lets a user read only their own rows and write none', () =>
      session(async (sql) => {
        await sql.actAs('service_role', { role: 'service_role' });
        await sql.query(
          `insert into public.usage_events (user_id, vendor, model, latency_ms, input_tokens, output_tokens, outcome)
           values ($1, 'openai', 'm', 120, 10, 5, 'ok'), ($2, 'local', 'retext-clarity', 30, null, null, 'fallback')`,
          [ada, grace],
        );
        await sql.actAs('authenticated', { sub: ada, role: 'authenticated' });
        const rows = await sql.query<{ vendor: string }>('select vendor from public.usage_events');
        expect(rows.map((row) => row.vendor)).toEqual(['openai']);
        await expect(
          sql.query(
            `insert into public.usage_events (user_id, vendor, model, latency_ms, outcome) values ($1, 'x', 'y', 1, 'ok')`,
            [ada],
          ),
        ).rejects.toThrow(/permission denied/);
        await sql.actAs('anon', { role: 'anon' });
        await expect(sql.query('select * from public.usage_events')).rejects.toThrow(
          /permission denied/,
        );
      }));
  });

  describe('migration 20251125001000: usage_events.withheld', () => {
    const insertWithheld = (sql: SqlSession, withheld: unknown) =>
      sql.query(
        `insert into public.usage_events (user_id, vendor, model, latency_ms, outcome, withheld)
         values ($1, 'openai', 'm', 120, 'ok', $2::jsonb)`,
        [ada, withheld === null ? null : JSON.stringify(withheld)],
      );

    it('keeps counts by kind, or null, and each user reads only their own', () =>
      session(async (sql) => {
        await sql.actAs('service_role', { role: 'service_role' });
        await insertWithheld(sql, { email: 1, phone: 2, secret: 1 });
        await insertWithheld(sql, null);
        await sql.query(
          `insert into public.usage_events (user_id, vendor, model, latency_ms, outcome, withheld)
           values ($1, 'openai', 'm', 90, 'ok', '{"private": 1}')`,
          [grace],
        );
        await sql.actAs('authenticated', { sub: ada, role: 'authenticated' });
        const rows = await sql.query<{ withheld: unknown }>(
          'select withheld from public.usage_events order by latency_ms desc',
        );
        expect(rows.map((row) => row.withheld)).toEqual([{ email: 1, phone: 2, secret: 1 }, null]);
      }));

    it.each([
      ['a value instead of a count', { email: 'jane@example.org' }],
      ['an unknown kind', { name: 1 }],
      ['a zero', { email: 0 }],
      ['a fraction', { phone: 1.5 }],
      ['a negative count', { card: -1 }],
      ['an absurd count', { ip: 1_000_001 }],
      ['an empty object', {}],
      ['an array', ['email']],
      ['a string', 'email'],
      ['a nested object', { email: { count: 1 } }],
    ])('refuses %s: only counts of known kinds can be stored', (_label, withheld) =>
      session(async (sql) => {
        await sql.actAs('service_role', { role: 'service_role' });
        await expect(insertWithheld(sql, withheld)).rejects.toThrow(/usage_events_withheld_counts/);
      }),
    );
  });

  describe('migration 20251128002000: usage_events.rejections', () => {
    const insertRejections = (sql: SqlSession, rejections: unknown) =>
      sql.query(
        `insert into public.usage_events (user_id, vendor, model, latency_ms, outcome, rejections)
         values ($1, 'openai', 'm', 120, 'ok', $2::jsonb)`,
        [ada, rejections === null ? null : JSON.stringify(rejections)],
      );

    it('keeps counts by reason, or null, and each user reads only their own', () =>
      session(async (sql) => {
        await sql.actAs('service_role', { role: 'service_role' });
        await insertRejections(sql, { claims_overstated: 2, facts_lost: 1 });
        await insertRejections(sql, null);
        await sql.query(
          `insert into public.usage_events (user_id, vendor, model, latency_ms, outcome, rejections)
           values ($1, 'openai', 'm', 90, 'failed', '{"off_topic": 1}')`,
          [grace],
        );
        await sql.actAs('authenticated', { sub: ada, role: 'authenticated' });
        const rows = await sql.query<{ rejections: unknown }>(
          'select rejections from public.usage_events order by latency_ms desc',
        );
        expect(rows.map((row) => row.rejections)).toEqual([
          { claims_overstated: 2, facts_lost: 1 },
          null,
        ]);
      }));

    it('keeps a count of replies that lost an ask, its deadline, a greeting or a sign-off', () =>
      session(async (sql) => {
        await sql.actAs('service_role', { role: 'service_role' });
        await insertRejections(sql, { impact_lost: 2, claims_overstated: 1 });
        const rows = await sql.query<{ rejections: unknown }>(
          'select rejections from public.usage_events',
        );
        expect(rows.map((row) => row.rejections)).toEqual([
          { impact_lost: 2, claims_overstated: 1 },
        ]);
      }));

    it.each([
      ['the refused reply instead of a count', { claims_overstated: 'X reduces Y' }],
      ['an unknown reason', { rude: 1 }],
      ['a zero', { facts_lost: 0 }],
      ['a fraction', { off_topic: 0.5 }],
      ['a negative count', { unparseable: -1 }],
      ['an absurd count', { claims_overstated: 1_001 }],
      ['an empty object', {}],
      ['an array', ['facts_lost']],
      ['a string', 'facts_lost'],
      ['a nested object', { facts_lost: { count: 1 } }],
    ])('refuses %s: only counts of known reasons can be stored', (_label, rejections) =>
      session(async (sql) => {
        await sql.actAs('service_role', { role: 'service_role' });
        await expect(insertRejections(sql, rejections)).rejects.toThrow(
          /usage_events_rejection_counts/,
        );
      }),
    );
  });

  describe('migration 20250918000200: public.purge_expired_usage_events', () => {
    it('deletes rows older than 12 months, oldest first in bounded batches, and keeps the rest', () =>
      session(async (sql) => {
        await sql.actAs('service_role', { role: 'service_role' });
        await insertAged(sql, ada, [
          '3 years',
          '13 months',
          '12 months 1 day',
          '11 months 29 days',
        ]);
        await insertAged(sql, grace, ['12 months 2 days', '1 hour', '0 seconds']);
        expect(await purge(sql, 2)).toBe(2);
        expect(await agesLeft(sql)).toEqual([
          '12 months 2 days',
          '12 months 1 day',
          '11 months 29 days',
          '1 hour',
          '0 seconds',
        ]);
        expect(await purge(sql)).toBe(2);
        expect(await purge(sql)).toBe(0);
        expect(await agesLeft(sql)).toEqual(['11 months 29 days', '1 hour', '0 seconds']);
        await expect(purge(sql, 0)).rejects.toThrow(/between 1 and 100000/);
      }));

    it.each(['anon', 'authenticated'] as const)('refuses %s: only service_role may purge', (role) =>
      session(async (sql) => {
        await insertAged(sql, ada, ['2 years']);
        await sql.actAs(role, { sub: ada, role });
        await expect(purge(sql)).rejects.toThrow(/permission denied/);
        await sql.actAs('postgres');
        expect(
          await sql.query('select 1 from public.usage_events where user_id = $1', [ada]),
        ).toHaveLength(1);
      }),
    );
  });
}
