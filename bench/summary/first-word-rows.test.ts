import { describe, expect, it } from 'vitest';
import { firstWordRows } from './first-word-rows';
import { routerFixture } from './summary-fixtures';

const withFirstWord = (costP50s: [number, number]) => ({
  ...routerFixture,
  firstWord: [1, 10].map((concurrency, index) => ({
    concurrency,
    vendorFirstWordMs: 200,
    costP50: costP50s[index]!,
    costP99: 30,
    functionP50: 200 + costP50s[index]!,
    directP50: 200,
  })),
});

describe('first refined word rows', () => {
  it('judges the first word after the vendor’s own: p50 ≤ 20 ms at 1, ≤ 50 ms at 10', () => {
    expect(firstWordRows(withFirstWord([4.5, 17]))).toEqual([
      {
        measure: "first refined word after the vendor's own (200 ms), p50 / p99, concurrency 1",
        figure: '4.50 / 30.0 ms',
        goal: 'p50 ≤ 20 ms',
        verdict: 'pass',
      },
      {
        measure: "first refined word after the vendor's own (200 ms), p50 / p99, concurrency 10",
        figure: '17.0 / 30.0 ms',
        goal: 'p50 ≤ 50 ms',
        verdict: 'pass',
      },
    ]);
  });

  it('misses a goal the figure is over, and has no rows for runs from before streaming', () => {
    expect(firstWordRows(withFirstWord([21, 51])).map((row) => row.verdict)).toEqual([
      'miss',
      'miss',
    ]);
    expect(firstWordRows(routerFixture)).toEqual([]);
  });
});
