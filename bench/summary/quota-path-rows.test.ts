import { describe, expect, it } from 'vitest';
import { quotaPathRows } from './quota-path-rows';
import { routerFixture } from './summary-fixtures';

describe('quota path rows', () => {
  it('judges the shipped order at concurrency 1 against p50 ≤ 1 ms, the old order beside it', () => {
    expect(quotaPathRows(routerFixture)[0]).toEqual({
      measure:
        'cost over a 200 ms vendor with a 10 ms quota, p50, concurrency 1: quota first → alongside',
      figure:
        '11.2 → 0.72 ms (0.70 ms with the quota answering at once); a bare relay process costs 0.62 ms; p99 215 → 203 ms, 201 ms straight to the vendor',
      goal: 'alongside p50 ≤ 1 ms',
      verdict: 'pass',
    });
  });

  it('misses when the check still costs more than a millisecond at p50', () => {
    const slow = structuredClone(routerFixture);
    slow.quotaPath![0]!.concurrent.costP50 = 1.4;
    expect(quotaPathRows(slow)[0]?.verdict).toBe('miss');
  });

  it('shows other concurrencies for context, and nothing for results from before the change', () => {
    expect(quotaPathRows(routerFixture)[1]).toMatchObject({ goal: '—', verdict: 'info' });
    expect(quotaPathRows({ ...routerFixture, quotaPath: undefined })).toEqual([]);
  });
});
