import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { migratedDatabaseForThisFile } from './migrated-test-database';
import { modelStatistics, type UsageRow } from './usage-statistics-model';
import {
  createUsers,
  insertUsage,
  statisticsOf,
  type SqlStatistics,
} from './usage-statistics-support';

const database = migratedDatabaseForThisFile();

const row = (userId: string, createdAt: string, overrides: Partial<UsageRow> = {}): UsageRow => ({
  userId,
  createdAt: new Date(createdAt),
  vendor: 'openai',
  latencyMs: 800,
  inputTokens: 10,
  outputTokens: 20,
  outcome: 'ok',
  ...overrides,
});

/** The parts of the answer that come from usage rows (the quota is tested on its own). */
const figuresOf = ({ as_of: _asOf, quota: _quota, ...figures }: SqlStatistics) => figures;

describe('usage statistics: figures are the rows recorded', () => {
  it('counts each row in the UTC day and month it was recorded, whatever the session time zone', async () => {
    const [ada, grace] = await createUsers(database, 2);
    await insertUsage(database, [
      row(ada!.id, '2025-10-31T23:59:59.999Z'),
      row(ada!.id, '2025-11-01T00:00:00.000Z'),
      row(ada!.id, '2025-11-14T23:59:59.999Z'),
      row(ada!.id, '2025-11-15T00:00:00.000Z'),
      row(ada!.id, '2025-11-15T12:00:00.000Z'),
      row(ada!.id, '2025-11-16T00:00:00.000Z'),
      row(grace!.id, '2025-11-15T12:00:00.000Z'),
    ]);
    await database.exec("set timezone = 'Pacific/Kiritimati'");
    try {
      const midMonth = await statisticsOf(database, ada!.id, new Date('2025-11-15T13:00:00Z'));
      expect([midMonth.today, midMonth.month_start]).toEqual(['2025-11-15', '2025-11-01']);
      expect([midMonth.today_totals.calls, midMonth.month_totals.calls]).toEqual([2, 4]);
      expect(midMonth.days.map((day) => day.day)).toEqual(
        Array.from({ length: 14 }, (_, index) => `2025-11-${String(index + 2).padStart(2, '0')}`),
      );
      expect(midMonth.days.filter((day) => day.calls > 0)).toEqual([
        { day: '2025-11-14', calls: 1, tokens: 30 },
        { day: '2025-11-15', calls: 2, tokens: 60 },
      ]);

      const firstMinute = await statisticsOf(database, ada!.id, new Date('2025-11-01T00:00:30Z'));
      expect([firstMinute.today_totals.calls, firstMinute.month_totals.calls]).toEqual([1, 1]);
      expect(firstMinute.days.at(-2)).toEqual({ day: '2025-10-31', calls: 1, tokens: 30 });
    } finally {
      await database.exec('reset timezone');
    }
  });

  it('sums tokens as the engines reported them and says how many answers of an engine had none', async () => {
    const [ada] = await createUsers(database, 1);
    const at = '2025-11-15T12:00:00.000Z';
    await insertUsage(database, [
      row(ada!.id, at, { inputTokens: 120, outputTokens: 80, latencyMs: 1_234 }),
      row(ada!.id, at, { inputTokens: 30, outputTokens: 70, latencyMs: 987 }),
      row(ada!.id, at, { vendor: 'local', inputTokens: null, outputTokens: null, latencyMs: 42 }),
      row(ada!.id, at, {
        vendor: 'local',
        inputTokens: null,
        outputTokens: null,
        latencyMs: 38,
        outcome: 'fallback',
      }),
      row(ada!.id, at, {
        inputTokens: null,
        outputTokens: null,
        outcome: 'failed',
        latencyMs: 25_000,
      }),
    ]);
    const statistics = await statisticsOf(database, ada!.id, new Date(at));
    expect(statistics.today_totals).toEqual({
      calls: 5,
      fallback_calls: 1,
      failed_calls: 1,
      input_tokens: 150,
      output_tokens: 150,
    });
    expect(statistics.engines).toEqual([
      { vendor: 'local', calls: 2, calls_without_tokens: 2, median_latency_ms: 38 },
      { vendor: 'openai', calls: 2, calls_without_tokens: 0, median_latency_ms: 980 },
    ]);
  });

  it('equals a direct count of the rows after any inserts, updates and deletes', async () => {
    const [ada, grace] = await createUsers(database, 2);
    const dayMs = 86_400_000;
    const usageRow = (at: Date) =>
      fc.record({
        userId: fc.constantFrom(ada!.id, ada!.id, grace!.id),
        createdAt: fc
          .tuple(
            fc.integer({ min: -45, max: 1 }),
            fc.oneof(fc.integer({ min: 0, max: dayMs - 1 }), fc.constantFrom(0, dayMs - 1)),
          )
          .map(
            ([days, ms]) => new Date(Math.floor(at.getTime() / dayMs) * dayMs + days * dayMs + ms),
          ),
        vendor: fc.constantFrom('openai', 'anthropic', 'local', 'none'),
        latencyMs: fc.oneof(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 140_000 })),
        inputTokens: fc.option(fc.integer({ min: 0, max: 5_000 })),
        outputTokens: fc.option(fc.integer({ min: 0, max: 5_000 })),
        outcome: fc.constantFrom('ok', 'ok', 'fallback', 'failed'),
      });
    const scenario = fc
      .oneof(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        fc.constantFrom(new Date('2025-12-01T00:00:00Z'), new Date('2026-02-28T23:59:59.999Z')),
      )
      .chain((at) =>
        fc.record({
          at: fc.constant(at),
          rows: fc.array(usageRow(at), { maxLength: 40 }),
          removed: fc.array(fc.nat(), { maxLength: 10 }),
          moved: fc.array(fc.tuple(fc.nat(), fc.integer({ min: -3, max: 3 })), { maxLength: 5 }),
        }),
      );
    await fc.assert(
      fc.asyncProperty(scenario, async ({ at, rows, removed, moved }) => {
        // Deleting the last run's rows first also proves a delete takes its roll-ups along.
        await database.query('delete from public.usage_events where user_id = any($1)', [
          [ada!.id, grace!.id],
        ]);
        expect(await rollupRowsOf([ada!.id, grace!.id])).toBe(0);
        await insertUsage(database, rows);
        const kept = await applyDeletesAndMoves(rows, { removed, moved });
        expect(figuresOf(await statisticsOf(database, ada!.id, at))).toEqual(
          modelStatistics(kept, ada!.id, at),
        );
      }),
      { numRuns: 40, seed: 20251123 },
    );
  });

  it('lets a deleted user take their usage rows and roll-ups along', async () => {
    const [ada] = await createUsers(database, 1);
    await insertUsage(database, [row(ada!.id, new Date().toISOString())]);
    await database.query('select public.consume_route_quota($1, 20, 300)', [ada!.id]);
    expect(await rollupRowsOf([ada!.id])).toBe(2);
    await database.query('delete from auth.users where id = $1', [ada!.id]);
    expect(await rollupRowsOf([ada!.id])).toBe(0);
  });

  it('empties the roll-ups when usage_events is truncated', async () => {
    const [ada] = await createUsers(database, 1);
    await insertUsage(database, [row(ada!.id, new Date().toISOString())]);
    const left = await database.transaction(async (transaction) => {
      await transaction.exec('truncate public.usage_events');
      const counts = await transaction.query<{ rows: number }>(
        `select (select count(*) from public.usage_daily_totals)
              + (select count(*) from public.usage_monthly_latency) as rows`,
      );
      await transaction.rollback();
      return Number(counts.rows[0]!.rows);
    });
    expect(left).toBe(0);
  });

  it('lets the 12-month purge take the roll-ups with the rows', async () => {
    const [ada] = await createUsers(database, 1);
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await insertUsage(database, [row(ada!.id, old), row(ada!.id, new Date().toISOString())]);
    expect(await rollupRowsOf([ada!.id])).toBe(4);
    await database.query('select public.purge_expired_usage_events()');
    expect(await rollupRowsOf([ada!.id])).toBe(2);
    expect((await statisticsOf(database, ada!.id)).today_totals.calls).toBe(1);
  });
});

/** Deletes some rows and moves others by whole days (an update), and returns what is left. */
async function applyDeletesAndMoves(
  rows: readonly UsageRow[],
  changes: { removed: number[]; moved: Array<[number, number]> },
): Promise<UsageRow[]> {
  const userIds = [...new Set(rows.map((each) => each.userId))];
  const ordered = await database.query<{ id: string }>(
    'select id from public.usage_events where user_id = any($1) order by created_at, id',
    [userIds],
  );
  if (ordered.length === 0) return [];
  const goners = new Set(changes.removed.map((index) => ordered[index % ordered.length]!.id));
  await database.query('delete from public.usage_events where id = any($1)', [[...goners]]);
  for (const [index, days] of changes.moved) {
    const target = ordered[index % ordered.length]!.id;
    await database.query(
      "update public.usage_events set created_at = created_at + $2 * interval '1 day' where id = $1",
      [target, days],
    );
  }
  const left = await database.query<{
    user_id: string;
    created_at: Date;
    vendor: string;
    latency_ms: number;
    input_tokens: number | null;
    output_tokens: number | null;
    outcome: UsageRow['outcome'];
  }>('select * from public.usage_events where user_id = any($1)', [userIds]);
  return left.map((each) => ({
    userId: each.user_id,
    createdAt: new Date(each.created_at),
    vendor: each.vendor,
    latencyMs: each.latency_ms,
    inputTokens: each.input_tokens,
    outputTokens: each.output_tokens,
    outcome: each.outcome,
  }));
}

async function rollupRowsOf(userIds: string[]): Promise<number> {
  const [counts] = await database.query<{ rows: number }>(
    `select (select count(*) from public.usage_daily_totals where user_id = any($1))
          + (select count(*) from public.usage_monthly_latency where user_id = any($1)) as rows`,
    [userIds],
  );
  return Number(counts!.rows);
}
