import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seededRandom } from '../../supabase/functions/_test-support/mock-vendor/fault-plan.ts';
import {
  adminPool,
  countersOf,
  createUsers,
  functionPool,
  sendQuotaCall,
  usersOf,
  type AnsweredCall,
  type QuotaLimits,
} from './support/quota-calls';
import { mixedQuotaCalls, waitForRoomInWindow, windowEnd } from './support/quota-workload';

const endpoint = inject('postgres');
const minuteMs = 60_000;
const dayMs = 86_400_000;
const connections = 40;
let admin: pg.Pool;
let functions: pg.Pool;

beforeAll(() => {
  admin = adminPool(endpoint);
  functions = functionPool(endpoint, connections);
});

afterAll(async () => {
  await Promise.all([admin?.end(), functions?.end()]);
});

/** Every decision with its user, its call's send and answer times. */
const decisionsOf = (answered: readonly AnsweredCall[]) =>
  answered.flatMap(({ call, decisions, sentAt, answeredAt }) => {
    const users = usersOf(call);
    expect(decisions).toHaveLength(users.length);
    return decisions.map((decision, index) => ({
      userId: users[index]!,
      decision,
      sentAt,
      answeredAt,
    }));
  });

/**
 * Sends the calls all at once through the pool (40 connections, the rest queued behind them)
 * and returns every answer; any error, a deadlock above all, fails the whole burst.
 */
async function burst(userIds: string[], limits: QuotaLimits, seed: number) {
  const calls = mixedQuotaCalls(userIds, {
    attemptsPerUser: 60,
    maxBatch: 12,
    random: seededRandom(seed),
  });
  const answered = await Promise.all(calls.map((call) => sendQuotaCall(functions, call, limits)));
  return { calls, decisions: decisionsOf(answered) };
}

/** Admitted requests per user. */
const admittedPerUser = (decisions: ReturnType<typeof decisionsOf>) => {
  const admitted = new Map<string, number>();
  for (const { userId, decision } of decisions)
    admitted.set(userId, (admitted.get(userId) ?? 0) + (decision.allowed ? 1 : 0));
  return admitted;
};

/**
 * A refusal must say to come back when its window ends: the seconds from when the call was
 * answered (a lower bound) to when it was sent (an upper bound) until the window's end, rounded up.
 */
function expectRetryAfterWithin(decisions: ReturnType<typeof decisionsOf>, windowMs: number) {
  for (const { decision, sentAt, answeredAt } of decisions) {
    if (decision.allowed) {
      expect(decision.retry_after_seconds).toBe(0);
      continue;
    }
    const end = windowEnd(sentAt, windowMs);
    expect(decision.retry_after_seconds).toBeGreaterThanOrEqual(
      Math.max(1, Math.floor((end - answeredAt) / 1000)),
    );
    expect(decision.retry_after_seconds).toBeLessThanOrEqual(Math.ceil((end - sentAt) / 1000));
  }
}

describe('the route quota under concurrency, on a real server', () => {
  it('admits exactly the per-minute limit per user, never more, from 40 connections mixing single calls and batches', async () => {
    const users = await createUsers(admin, 8);
    const limits = { perMinute: 25, perDay: 100_000 };
    await waitForRoomInWindow(minuteMs, 20_000);
    const startedAt = Date.now();
    const { calls, decisions } = await burst(users, limits, 20251123);
    expect(Math.floor(Date.now() / minuteMs), 'the burst stayed in one minute').toBe(
      Math.floor(startedAt / minuteMs),
    );
    expect(calls.some((call) => call.kind === 'batch')).toBe(true);
    expect(decisions).toHaveLength(users.length * 60);
    const admitted = admittedPerUser(decisions);
    const counters = await countersOf(admin, users);
    for (const user of users) {
      expect(admitted.get(user), 'admitted in the minute').toBe(limits.perMinute);
      // No lost count: the database counted exactly what it admitted.
      expect(counters.get(user)).toEqual({ minuteCount: 25, dayCount: 25 });
    }
    expectRetryAfterWithin(decisions, minuteMs);
  });

  it('admits exactly the per-day limit per user, never more, and sends refusals to the next UTC day', async () => {
    const users = await createUsers(admin, 8);
    const limits = { perMinute: 100_000, perDay: 30 };
    await waitForRoomInWindow(dayMs, 60_000);
    const { decisions } = await burst(users, limits, 7);
    const admitted = admittedPerUser(decisions);
    const counters = await countersOf(admin, users);
    for (const user of users) {
      expect(admitted.get(user)).toBe(limits.perDay);
      expect(counters.get(user)?.dayCount).toBe(limits.perDay);
    }
    expectRetryAfterWithin(decisions, dayMs);
  });
});
