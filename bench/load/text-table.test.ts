import { describe, expect, it } from 'vitest';
import { formatColumns, formatCount, formatDecimal } from './text-table';

describe('text table', () => {
  it('aligns each column on its widest cell and trims line ends', () => {
    const lines = formatColumns([
      ['measure', 'figure', 'goal'],
      ['route p99', '250 ms', '≤ 600 ms'],
      ['lost', '0', ''],
    ]).split('\n');
    expect(lines).toEqual([
      'measure    figure  goal',
      'route p99  250 ms  ≤ 600 ms',
      'lost       0',
    ]);
  });

  it('shows a measurement with the precision that matters at its size', () => {
    expect(formatDecimal(0.912)).toBe('0.91');
    expect(formatDecimal(29.83)).toBe('29.8');
    expect(formatDecimal(106.27)).toBe('106');
    expect(formatDecimal(12146.4)).toBe('12,146');
    expect(formatDecimal(null)).toBe('n/a');
    expect(formatDecimal(Number.NaN)).toBe('n/a');
  });

  it('writes counts with thousands separators', () => {
    expect(formatCount(30000)).toBe('30,000');
    expect(formatCount(0)).toBe('0');
  });
});
