import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  benchSummarySchema,
  countVerdicts,
  formatSummaryMarkdown,
  formatSummaryTable,
  saveSummary,
  type BenchSummary,
} from './summary-report';
import type { SummaryRow } from './summary-rows';

const rows: SummaryRow[] = [
  { benchmark: 'stack', measure: 'cold start', figure: '6.45 s', goal: '≤ 8 s', verdict: 'pass' },
  {
    benchmark: 'router',
    measure: 'overhead',
    figure: '0.91 / 4.26 ms',
    goal: '≤ 0.5 / ≤ 2 ms',
    verdict: 'miss',
  },
  { benchmark: 'load', measure: 'a | b', figure: '39 req/s', goal: '—', verdict: 'info' },
  {
    benchmark: 'router',
    measure: '  of which the router',
    figure: '0.03 ms',
    goal: '—',
    verdict: 'info',
  },
];

const summary: BenchSummary = {
  measuredAt: '2026-11-22T06:00:00.000Z',
  quick: true,
  machine: { cpus: 2, cpuModel: 'AMD EPYC', node: 'v20.20.2' },
  loadAverage: 8.61,
  benchmarks: [
    {
      name: 'stack',
      script: 'bench:stack',
      exitCode: 0,
      seconds: 80.2,
      source: 'bench/results/stack.json',
      measuredAt: '2026-11-22T05:58:00.000Z',
    },
  ],
  rows,
  counts: countVerdicts(rows),
};

describe('summary report', () => {
  it('prints each figure beside its goal with a pass, MISS or context mark', () => {
    const lines = formatSummaryTable(rows).split('\n');
    expect(lines[0]).toMatch(/^benchmark\s+measure\s+figure\s+goal$/);
    expect(lines[1]).toMatch(/^stack\s+cold start\s+6\.45 s\s+≤ 8 s\s+pass$/);
    expect(lines[2]).toMatch(/^router\s+overhead\s+0\.91 \/ 4\.26 ms\s+≤ 0\.5 \/ ≤ 2 ms\s+MISS$/);
    expect(lines[3]).toMatch(/·$/);
    expect(lines.at(-1)).toBe('1 goals met, 1 missed; 2 figures shown for context (·)');
    expect(lines[1]?.indexOf('6.45')).toBe(lines[0]?.indexOf('figure'));
  });

  it('writes the same rows as a Markdown table, escaping pipes', () => {
    const lines = formatSummaryMarkdown(rows).split('\n');
    expect(lines[0]).toBe('| Benchmark | Measure | Figure | Goal | Met |');
    expect(lines[3]).toBe('| router | overhead | 0.91 / 4.26 ms | ≤ 0.5 / ≤ 2 ms | ❌ missed |');
    expect(lines[4]).toBe('| load | a \\| b | 39 req/s | — | — |');
    expect(lines[5]).toBe('| router | ↳ of which the router | 0.03 ms | — | — |');
  });

  it('saves summary.json and summary.md side by side', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'bench-summary-'));
    try {
      const file = await saveSummary(summary, folder);
      expect(path.basename(file)).toBe('summary.json');
      expect(benchSummarySchema.parse(JSON.parse(await readFile(file, 'utf8')))).toEqual(summary);
      expect(await readFile(path.join(folder, 'summary.md'), 'utf8')).toBe(
        `${formatSummaryMarkdown(rows)}\n`,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
