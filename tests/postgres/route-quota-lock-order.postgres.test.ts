import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seededRandom } from '../../supabase/functions/_test-support/mock-vendor/fault-plan.ts';
import { connectionConfig, createTestPool } from './server/postgres-endpoint';
import { adminPool, createUsers, functionPool } from './support/quota-calls';
import { shuffle } from './support/quota-workload';

const endpoint = inject('postgres');
const connections = 30;
const batches = 600;
// The control deadlocks within a few dozen batches; each deadlock costs deadlock_timeout to find.
const controlBatches = 60;
let admin: pg.Pool;

// A batch that takes each row lock in the order its ids are listed: what the real function would
// do without its `order by user_id`. Created only on this throw-away server, as the control.
const listedOrderControl = `
create schema if not exists lock_order_control;
create or replace function lock_order_control.consume_in_listed_order(p_user_ids uuid[])
returns void language plpgsql as $$
declare v_user uuid;
begin
  foreach v_user in array p_user_ids loop
    perform public.consume_route_quota(v_user, 1000000, 1000000);
  end loop;
end $$;
`;

beforeAll(async () => {
  admin = adminPool(endpoint);
  await admin.query(listedOrderControl);
});

afterAll(async () => {
  await admin?.end();
});

/**
 * Every batch names all users, each in its own random order; each rejection's SQLSTATE.
 * `limitsOf(index)` gives batch `index` its limits ($2, $3) when the statement takes them.
 */
async function concurrentShuffledBatches(
  pool: pg.Pool,
  sql: string,
  options: { users: string[]; count: number; limitsOf?: (index: number) => [number, number] },
): Promise<string[]> {
  const random = seededRandom(99);
  const outcomes = await Promise.allSettled(
    Array.from({ length: options.count }, (_, index) =>
      pool.query(sql, [shuffle(options.users, random), ...(options.limitsOf?.(index) ?? [])]),
    ),
  );
  return outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code ?? 'unknown'] : [],
  );
}

describe('consume_route_quota_batch locks rows in user id order', () => {
  /** 600 shuffled batches of 12 fresh users over 30 connections, each with `limitsOf(index)`. */
  async function expectNoDeadlockAndEveryCallCounted(
    limitsOf: (index: number) => [number, number],
  ) {
    const users = await createUsers(admin, 12);
    const pool = functionPool(endpoint, connections);
    try {
      const errors = await concurrentShuffledBatches(
        pool,
        'select public.consume_route_quota_batch($1, $2, $3)',
        { users, count: batches, limitsOf },
      );
      expect(errors).toEqual([]);
      const { rows } = await admin.query<{ total: number }>(
        'select sum(day_count)::int as total from public.route_quota where user_id = any($1::uuid[])',
        [users],
      );
      expect(rows[0]?.total, 'every call counted once').toBe(batches * users.length);
    } finally {
      await pool.end();
    }
  }

  it('never deadlocks: 600 batches of the same 12 users in shuffled orders over 30 connections', () =>
    expectNoDeadlockAndEveryCallCounted(() => [1_000_000, 1_000_000]));

  // Old and new isolates side by side: the recorded limits flip back and forth under load.
  it('never deadlocks while the limits change: half the batches with other limits, as during a deploy', () =>
    expectNoDeadlockAndEveryCallCounted((index) => [1_000_000 - (index % 2), 1_000_000]));

  it('is what prevents it: the same load, locking in the order listed, deadlocks (control)', async () => {
    const users = await createUsers(admin, 12);
    const pool = createTestPool({ ...connectionConfig(endpoint, 'postgres'), max: connections });
    try {
      const errors = await concurrentShuffledBatches(
        pool,
        'select lock_order_control.consume_in_listed_order($1)',
        { users, count: controlBatches },
      );
      expect(errors.length).toBeGreaterThan(0);
      expect(new Set(errors)).toEqual(new Set(['40P01']));
    } finally {
      await pool.end();
    }
  });
});
