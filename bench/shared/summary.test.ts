import { describe, expect, it } from 'vitest';
import { info, judged, type BenchResult } from './bench-result.ts';
import { formatSummaryMarkdown, summaryRows } from './summary.ts';

const saved = (benchmark: string, rows: BenchResult['rows']): BenchResult => ({
  benchmark,
  measuredAt: '2026-11-26T03:10:42.000Z',
  quick: false,
  machine: { cpus: 2, cpuModel: 'AMD EPYC', runtime: 'Node v24.21.0' },
  loadAverage: { before: 0.4, after: 1.2 },
  rows,
  details: {},
});

describe('the summary', () => {
  const found = [
    {
      benchmark: 'load',
      result: saved('load', [
        judged('route: lost requests', '0 of 24,715', '0', true),
        info('route: throughput', '410 req/s'),
      ]),
    },
    { benchmark: 'web', result: 'web.json does not exist' },
  ];

  it('concatenates each benchmark’s rows, and says which has no result as a missed row', () => {
    expect(summaryRows(found)).toEqual([
      {
        benchmark: 'load',
        measure: 'route: lost requests',
        figure: '0 of 24,715',
        goal: '0',
        met: true,
      },
      {
        benchmark: 'load',
        measure: 'route: throughput',
        figure: '410 req/s',
        goal: null,
        met: null,
      },
      {
        benchmark: 'web',
        measure: 'no result',
        figure: 'web.json does not exist',
        goal: null,
        met: false,
      },
    ]);
  });

  it('writes when each ran and one Markdown table, escaping the cells', () => {
    const markdown = formatSummaryMarkdown([
      ...found,
      { benchmark: 'stack', result: saved('stack', [info('a | b', '1 s')]) },
    ]);
    expect(markdown.split('\n')).toEqual([
      '- **load**: 2026-11-26 03:10 UTC, load average 0.4 → 1.2, Node v24.21.0 on 2 × AMD EPYC',
      '- **web**: web.json does not exist',
      '- **stack**: 2026-11-26 03:10 UTC, load average 0.4 → 1.2, Node v24.21.0 on 2 × AMD EPYC',
      '',
      '| Benchmark | Measure | Figure | Goal | Met |',
      '| --- | --- | --- | --- | --- |',
      '| load | route: lost requests | 0 of 24,715 | 0 | ✅ |',
      '| load | route: throughput | 410 req/s | — | — |',
      '| web | no result | web.json does not exist | — | ❌ missed |',
      '| stack | a \\| b | 1 s | — | — |',
    ]);
  });
});
