import { describe, expect, it } from 'vitest';
import { usageRows } from './usage-seed';

describe('usage rows for the benchmark', () => {
  const from = new Date('2025-11-01T00:00:00Z');
  const to = new Date('2025-11-15T00:00:00Z');
  const rows = usageRows('5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90', {
    count: 10_000,
    from,
    to,
    seed: 1,
  });

  it('spreads the messages evenly over the period, the same way on every run', () => {
    expect(rows).toHaveLength(10_000);
    expect(rows[0]!.created_at).toBe(from.toISOString());
    expect(rows.every((row) => row.created_at < to.toISOString())).toBe(true);
    expect(
      usageRows('5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90', { count: 10_000, from, to, seed: 1 }),
    ).toEqual(rows);
  });

  it('answers like a mixed configuration: three engines, some fallbacks and errors, tokens from vendors only', () => {
    const share = (outcome: string) =>
      rows.filter((row) => row.outcome === outcome).length / rows.length;
    expect(share('fallback')).toBeGreaterThan(0.05);
    expect(share('failed')).toBeGreaterThan(0.02);
    expect(new Set(rows.map((row) => row.vendor))).toEqual(
      new Set(['openai', 'anthropic', 'local']),
    );
    expect(
      rows.filter((row) => row.vendor === 'local').every((row) => row.input_tokens === null),
    ).toBe(true);
    expect(
      rows.filter((row) => row.outcome === 'fallback').every((row) => row.vendor === 'local'),
    ).toBe(true);
  });
});
