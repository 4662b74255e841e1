import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { planUsesIndexes, readPlan, statisticsStatement } from './usage-plan';

const migration = new URL(
  '../../supabase/migrations/20251123001100_create_usage_statistics.sql',
  import.meta.url,
);

const indexPlan = `
CTE Scan on clock (actual time=4.474..4.504 rows=1 loops=1)
  ->  Index Scan using usage_daily_totals_pkey on usage_daily_totals totals (actual time=0.028..0.086 rows=69 loops=1)
  ->  Bitmap Index Scan on usage_monthly_latency_pkey (actual time=0.036..0.036 rows=350 loops=1)
  ->  Seq Scan on route_quota counters (actual time=0.002..0.002 rows=0 loops=1)
Planning Time: 0.946 ms
Execution Time: 4.744 ms`;

describe('the statistics query plan', () => {
  it('reads index scans, sequential scans and the execution time out of EXPLAIN', () => {
    const plan = readPlan(indexPlan);
    expect(plan).toEqual({
      indexes: ['usage_daily_totals_pkey', 'usage_monthly_latency_pkey'],
      sequentialScans: ['route_quota'],
      readsUsageEvents: false,
      executionMs: 4.744,
    });
    expect(planUsesIndexes(plan)).toBe(true);
  });

  it('fails a plan that scans a roll-up whole or reads usage_events', () => {
    const scanned = indexPlan.replace(
      'Index Scan using usage_daily_totals_pkey on usage_daily_totals totals',
      'Seq Scan on usage_daily_totals totals',
    );
    expect(planUsesIndexes(readPlan(scanned))).toBe(false);
    const raw = `${indexPlan}\n  ->  Index Scan using usage_events_user_created_idx on usage_events`;
    expect(planUsesIndexes(readPlan(raw))).toBe(false);
  });

  it('finds the one statement in the migration’s usage_statistics_of, with bound parameters', async () => {
    const sql = await readFile(migration, 'utf8');
    const body =
      /create function public\.usage_statistics_of\([^)]*\)[\s\S]*?as \$\$([\s\S]*?)\$\$;/.exec(
        sql,
      )?.[1];
    const statement = statisticsStatement(body ?? '');
    expect(statement.trimStart()).toMatch(/^with clock as \(/);
    expect(statement).toContain('totals.user_id = $1::uuid');
    expect(statement).not.toMatch(/\bp_user_id\b|\bp_at\b/);
  });
});
