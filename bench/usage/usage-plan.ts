import type { StackDatabase } from '../../local-supabase/database/stack-database';
import { median } from '../shared/statistics.ts';

/** What EXPLAIN ANALYZE says about the statistics query for one user. */
export interface StatisticsPlan {
  /** Indexes the plan reads through, in plan order, each once. */
  indexes: string[];
  /** Tables the plan reads whole. */
  sequentialScans: string[];
  /** usage_events itself never needs reading: the roll-ups answer. */
  readsUsageEvents: boolean;
  executionMs: number;
  text: string;
}

const unique = (values: string[]) => [...new Set(values)];

/** Reads index and sequential scans out of EXPLAIN's text format. */
export function readPlan(text: string): Omit<StatisticsPlan, 'text'> {
  const matches = (pattern: RegExp) =>
    unique([...text.matchAll(pattern)].map((match) => match[1]!));
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? Number.NaN);
  return {
    indexes: matches(
      /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g,
    ),
    sequentialScans: matches(/Seq Scan on (\w+)/g),
    readsUsageEvents: /\busage_events\b/.test(text),
    executionMs,
  };
}

/** The one statement of public.usage_statistics_of(): its PL/pgSQL body is `return (<it>);`. */
export function statisticsStatement(functionBody: string): string {
  const statement = /\breturn \(([\s\S]*)\);\s*end;\s*$/.exec(functionBody)?.[1];
  if (!statement) throw new Error('usage_statistics_of no longer returns one statement');
  return statement.replace(/\bp_user_id\b/g, '$1::uuid').replace(/\bp_at\b/g, '$2::timestamptz');
}

/**
 * EXPLAIN ANALYZE of the very statement public.usage_statistics_of() runs (read from the
 * catalogue, with the user and the instant bound as parameters), as get_usage_statistics()
 * runs it for the caller.
 */
export async function explainStatistics(
  database: StackDatabase,
  userId: string,
  at: Date,
): Promise<StatisticsPlan> {
  const [source] = await database.query<{ body: string }>(
    "select prosrc as body from pg_proc where oid = 'public.usage_statistics_of(uuid, timestamptz)'::regprocedure",
  );
  const statement = statisticsStatement(source!.body);
  const rows = await database.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off) ${statement}`,
    [userId, at.toISOString()],
  );
  const text = rows.map((row) => row['QUERY PLAN']).join('\n');
  return { ...readPlan(text), text };
}

/**
 * What the roll-up triggers add to the route function's usage insert: the median time of a
 * 50-row insert with them and without them, in a transaction that is rolled back.
 */
export async function measureInsertCost(
  database: StackDatabase,
  userId: string,
  options: { statements: number } = { statements: 40 },
): Promise<{ withRollupsMs: number; withoutRollupsMs: number }> {
  const insert = `insert into public.usage_events (user_id, vendor, model, latency_ms, input_tokens, output_tokens, outcome)
    select $1, 'openai', 'bench', 500 + i * 37, 100, 200, 'ok' from generate_series(1, 50) as i`;
  return database.transaction(async (transaction) => {
    const timeInserts = async () => {
      const times: number[] = [];
      for (let statement = 0; statement < options.statements; statement += 1) {
        const startedAt = performance.now();
        await transaction.query(insert, [userId]);
        times.push(performance.now() - startedAt);
      }
      return median(times);
    };
    const withRollupsMs = await timeInserts();
    await transaction.exec('alter table public.usage_events disable trigger user');
    const withoutRollupsMs = await timeInserts();
    await transaction.rollback();
    return { withRollupsMs, withoutRollupsMs };
  });
}

/** The plan reads the roll-ups through their primary keys and never usage_events itself. */
export function planUsesIndexes(
  plan: Pick<StatisticsPlan, 'indexes' | 'sequentialScans' | 'readsUsageEvents'>,
): boolean {
  const rollups = ['usage_daily_totals', 'usage_monthly_latency'];
  return (
    rollups.every((table) => plan.indexes.includes(`${table}_pkey`)) &&
    !plan.sequentialScans.some((table) => rollups.includes(table)) &&
    !plan.readsUsageEvents
  );
}
