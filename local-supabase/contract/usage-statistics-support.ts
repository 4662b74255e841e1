import { randomUUID } from 'node:crypto';
import type { StackDatabase } from '../database/stack-database';
import type { UsageRow } from './usage-statistics-model';

/** What public.usage_statistics_of() answers (the parts the tests read). */
export interface SqlStatistics {
  as_of: string;
  today: string;
  month_start: string;
  today_totals: Record<string, number>;
  month_totals: Record<string, number>;
  days: Array<{ day: string; calls: number; tokens: number }>;
  engines: Array<Record<string, string | number>>;
  quota: {
    per_minute: number | null;
    per_day: number | null;
    used_this_minute: number;
    used_today: number;
    minute_resets_at: string;
    day_resets_at: string;
  };
}

export interface QuotaDecision {
  allowed: boolean;
  retry_after_seconds: number;
}

/** New auth.users rows (lite's schema fills the rest), approved unless said otherwise. */
export async function createUsers(
  database: StackDatabase,
  count: number,
  options: { approved?: boolean } = {},
): Promise<Array<{ id: string; email: string }>> {
  const users = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, email: `usage-${id.slice(0, 8)}@sql.example.edu` };
  });
  await database.query(
    'insert into auth.users (id, email) select * from unnest($1::uuid[], $2::text[])',
    [users.map((user) => user.id), users.map((user) => user.email)],
  );
  if (options.approved ?? true) {
    await database.query(
      "insert into public.beta_allowlist (entry, note) select unnest($1::text[]), 'usage sql'",
      [users.map((user) => user.email)],
    );
  }
  return users;
}

/** Inserts usage rows in one statement, as the route function's batched insert does. */
export async function insertUsage(database: StackDatabase, rows: readonly UsageRow[]) {
  await database.query(
    `insert into public.usage_events
       (user_id, created_at, vendor, model, latency_ms, input_tokens, output_tokens, outcome)
     select user_id, created_at, vendor, 'model', latency_ms, input_tokens, output_tokens, outcome
     from unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::integer[], $5::integer[],
                 $6::integer[], $7::text[])
       as row (user_id, created_at, vendor, latency_ms, input_tokens, output_tokens, outcome)`,
    [
      rows.map((row) => row.userId),
      rows.map((row) => row.createdAt.toISOString()),
      rows.map((row) => row.vendor),
      rows.map((row) => row.latencyMs),
      rows.map((row) => row.inputTokens),
      rows.map((row) => row.outputTokens),
      rows.map((row) => row.outcome),
    ],
  );
}

/** The statistics of one user at one instant, read as the database's owner. */
export async function statisticsOf(
  database: StackDatabase,
  userId: string,
  at: Date | 'now' = 'now',
): Promise<SqlStatistics> {
  const [row] = await database.query<{ statistics: SqlStatistics }>(
    'select public.usage_statistics_of($1, $2::timestamptz) as statistics',
    [userId, at === 'now' ? 'now' : at.toISOString()],
  );
  return row!.statistics;
}

/** One consume_route_quota call, as the route function makes it with the secret key. */
export async function consumeQuota(
  database: StackDatabase,
  userId: string,
  limits: { perMinute: number; perDay: number },
): Promise<QuotaDecision> {
  const [row] = await database.query<{ decision: QuotaDecision }>(
    'select public.consume_route_quota($1, $2, $3) as decision',
    [userId, limits.perMinute, limits.perDay],
  );
  return row!.decision;
}

/** The limits the database remembers, or null before any consume call. */
export async function recordedLimits(database: StackDatabase) {
  const [row] = await database.query<{ per_minute: number; per_day: number }>(
    'select per_minute, per_day from public.route_quota_limits',
  );
  return row ?? null;
}
