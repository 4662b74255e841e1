import { describe, expect, it } from 'vitest';
import { quotaRows } from './quota-rows';
import { quotaFixture } from './summary-fixtures';

describe('quota rows', () => {
  it('shows the single RPC on the real server beside PGlite at each concurrency, for context', () => {
    const rows = quotaRows(quotaFixture);
    expect(rows[0]).toEqual({
      measure: 'consume_route_quota p50 / p99, 1 connection: PostgreSQL 15 vs PGlite',
      figure: '220 calls/s, 3.97 / 13.8 ms vs 478 calls/s, 0.62 / 22.8 ms',
      goal: '—',
      verdict: 'info',
    });
    expect(rows[1]?.measure).toBe(
      'consume_route_quota p50 / p99, 50 connections: PostgreSQL 15 vs PGlite',
    );
  });

  it('sums up batches in checks a second, and the unflushed server as the disk’s share', () => {
    const rows = quotaRows(quotaFixture);
    expect(rows.at(-2)).toMatchObject({
      measure:
        '  consume_route_quota_batch (10 users) checks/s at 1 / 50 connections: PostgreSQL 15 vs PGlite',
      figure: '1,900 / 4,510 vs 1,000 / 2,230',
    });
    expect(rows.at(-1)).toMatchObject({
      measure:
        "  consume_route_quota calls/s at 1 / 50 connections, commits not flushed (the disk's share)",
      figure: '1,150 / 1,431',
    });
  });

  it('marks a run with failed calls as missed: it is not a valid measurement', () => {
    const failing = {
      ...quotaFixture,
      rows: quotaFixture.rows.map((row, index) => (index === 0 ? { ...row, errors: 3 } : row)),
    };
    expect(quotaRows(failing)[0]).toMatchObject({
      figure: expect.stringContaining('3 failed'),
      verdict: 'miss',
    });
  });
});
