import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  connectionConfig,
  createTestPool,
  type PostgresEndpoint,
} from '../server/postgres-endpoint';

export interface QuotaDecision {
  allowed: boolean;
  retry_after_seconds: number;
}

export interface QuotaLimits {
  perMinute: number;
  perDay: number;
}

/** One round trip the route function makes: one user, or a batch of them (repeats allowed). */
export type QuotaCall = { kind: 'single'; userId: string } | { kind: 'batch'; userIds: string[] };

/** A call's answer per user id, in order, with when it left and came back (same host clock). */
export interface AnsweredCall {
  call: QuotaCall;
  decisions: QuotaDecision[];
  sentAt: number;
  answeredAt: number;
}

/** A pool of `size` connections acting as the route function does: service_role. */
export const functionPool = (endpoint: PostgresEndpoint, size: number) =>
  createTestPool({ ...connectionConfig(endpoint, 'service_role'), max: size });

/** A pool of the superuser, for setting up users and reading the counters. */
export const adminPool = (endpoint: PostgresEndpoint) =>
  createTestPool({ ...connectionConfig(endpoint, 'postgres'), max: 2 });

/** Sends one call, as its own transaction, the way PostgREST runs an RPC; on `pool` or one connection. */
export async function sendQuotaCall(
  pool: pg.Pool | pg.PoolClient,
  call: QuotaCall,
  limits: QuotaLimits,
): Promise<AnsweredCall> {
  const sentAt = Date.now();
  const decisions =
    call.kind === 'single'
      ? [
          (
            await pool.query<{ decision: QuotaDecision }>(
              'select public.consume_route_quota($1, $2, $3) as decision',
              [call.userId, limits.perMinute, limits.perDay],
            )
          ).rows[0]!.decision,
        ]
      : (
          await pool.query<{ decisions: QuotaDecision[] }>(
            'select public.consume_route_quota_batch($1, $2, $3) as decisions',
            [call.userIds, limits.perMinute, limits.perDay],
          )
        ).rows[0]!.decisions;
  return { call, decisions, sentAt, answeredAt: Date.now() };
}

/** New users in auth.users (the quota's foreign key), as Auth would create them on sign-up. */
export async function createUsers(pool: pg.Pool, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await pool.query(
    "insert into auth.users (id, email) select id, id || '@quota.example.org' from unnest($1::uuid[]) as id",
    [ids],
  );
  return ids;
}

/** What the database has counted for each user, by id. */
export async function countersOf(
  pool: pg.Pool,
  userIds: readonly string[],
): Promise<Map<string, { minuteCount: number; dayCount: number }>> {
  const { rows } = await pool.query<{ user_id: string; minute_count: number; day_count: number }>(
    'select user_id, minute_count, day_count from public.route_quota where user_id = any($1::uuid[])',
    [userIds],
  );
  return new Map(
    rows.map((row) => [row.user_id, { minuteCount: row.minute_count, dayCount: row.day_count }]),
  );
}

/** The user id each decision of an answered call belongs to, in order. */
export const usersOf = (call: QuotaCall): string[] =>
  call.kind === 'single' ? [call.userId] : call.userIds;
