import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPool, createUsers, functionPool, sendQuotaCall } from './support/quota-calls';

const endpoint = inject('postgres');
const minuteMs = 60_000;
const limits = { perMinute: 1, perDay: 1_000 };
let admin: pg.Pool;
let functions: pg.Pool;

beforeAll(() => {
  admin = adminPool(endpoint);
  functions = functionPool(endpoint, 4);
});

afterAll(async () => {
  await Promise.all([admin?.end(), functions?.end()]);
});

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Sleeps until `second` seconds into a minute that still has room for the steps before it ends. */
async function waitForSecondOfMinute(second: number): Promise<number> {
  const intoMinute = Date.now() % minuteMs;
  const target = second * 1000;
  await sleep(intoMinute <= target ? target - intoMinute : minuteMs - intoMinute + target);
  return Date.now() - (Date.now() % minuteMs);
}

/** Polls until the connection `pid` waits on a lock (other files share the server); since when? */
async function lockWaitStart(pid: number): Promise<number> {
  for (let poll = 0; poll < 200; poll++) {
    const { rows } = await admin.query<{ started: Date }>(
      `select query_start as started from pg_stat_activity
       where pid = $1 and wait_event_type = 'Lock' and query like '%consume_route_quota%'`,
      [pid],
    );
    if (rows[0]) return rows[0].started.getTime();
    await sleep(10);
  }
  throw new Error('the quota call never waited for the row lock');
}

describe('the route quota at a minute boundary, under a row lock', () => {
  it('never re-opens a finished minute: a call that waited across the boundary is decided in the new one', async () => {
    const [user] = await createUsers(admin, 1);
    // The whole scene needs a boundary: set it up in the last seconds of a minute.
    const minute = await waitForSecondOfMinute(54);
    expect(
      (await sendQuotaCall(functions, { kind: 'single', userId: user! }, limits)).decisions,
    ).toEqual([{ allowed: true, retry_after_seconds: 0 }]);

    // Another isolate's call holds the user's row, as a slow transaction would.
    const holder = await admin.connect();
    const lateConnection = await functions.connect();
    try {
      const { rows: backend } = await lateConnection.query<{ pid: number }>(
        'select pg_backend_pid() as pid',
      );
      await holder.query('begin');
      await holder.query('select 1 from public.route_quota where user_id = $1 for update', [user]);
      const late = sendQuotaCall(lateConnection, { kind: 'single', userId: user! }, limits);
      expect(
        await lockWaitStart(backend[0]!.pid),
        'the late call arrived in the full minute',
      ).toBeLessThan(minute + minuteMs);

      // The next minute starts; the holder's own call is admitted in it and commits.
      await sleep(minute + minuteMs + 200 - Date.now());
      const { rows } = await holder.query<{ decision: { allowed: boolean } }>(
        'select public.consume_route_quota($1, $2, $3) as decision',
        [user, limits.perMinute, limits.perDay],
      );
      expect(rows[0]?.decision.allowed).toBe(true);
      await holder.query('commit');

      // Both minutes are full now: the late call and the next one must be refused.
      const [lateDecision] = (await late).decisions;
      const [nextDecision] = (
        await sendQuotaCall(functions, { kind: 'single', userId: user! }, limits)
      ).decisions;
      expect(lateDecision?.allowed, 'the call that waited across the boundary').toBe(false);
      expect(nextDecision?.allowed, 'a call in the new minute').toBe(false);
      for (const decision of [lateDecision, nextDecision]) {
        expect(decision?.retry_after_seconds).toBeGreaterThanOrEqual(1);
        expect(decision?.retry_after_seconds).toBeLessThanOrEqual(60);
      }
      const { rows: counters } = await admin.query<{ minute_window: Date; minute_count: number }>(
        'select minute_window, minute_count from public.route_quota where user_id = $1',
        [user],
      );
      expect(counters[0]?.minute_window.getTime()).toBe(minute + minuteMs);
      expect(counters[0]?.minute_count).toBe(1);
    } finally {
      await holder.query('rollback').catch(() => {});
      holder.release();
      lateConnection.release();
    }
  }, 150_000);
});
