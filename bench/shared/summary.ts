import type { BenchResult, Row } from './bench-result.ts';

/** What `npm run bench` found for one benchmark: its saved result, or why there is none. */
export interface Found {
  benchmark: string;
  result: BenchResult | string;
}

export interface SummaryRow extends Row {
  benchmark: string;
}

/** Every benchmark's rows in turn; a benchmark without a result is one missed row saying why. */
export function summaryRows(found: readonly Found[]): SummaryRow[] {
  return found.flatMap(({ benchmark, result }) =>
    typeof result === 'string'
      ? [{ benchmark, measure: 'no result', figure: result, goal: null, met: false }]
      : result.rows.map((row) => ({ benchmark, ...row })),
  );
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const mark = (met: boolean | null) => (met === null ? '—' : met ? '✅' : '❌ missed');

function runLine({ benchmark, result }: Found): string {
  if (typeof result === 'string') return `- **${benchmark}**: ${result}`;
  const { measuredAt, quick, loadAverage, machine } = result;
  const at = `${measuredAt.slice(0, 16).replace('T', ' ')} UTC`;
  return `- **${benchmark}**: ${at}${quick ? ' (quick)' : ''}, load average ${loadAverage.before ?? '?'} → ${loadAverage.after ?? '?'}, ${machine.runtime} on ${machine.cpus} × ${machine.cpuModel}`;
}

/** bench/results/summary.md: when and how each benchmark ran, then one table of every row. */
export function formatSummaryMarkdown(found: readonly Found[]): string {
  return [
    ...found.map(runLine),
    '',
    '| Benchmark | Measure | Figure | Goal | Met |',
    '| --- | --- | --- | --- | --- |',
    ...summaryRows(found).map(
      (row) =>
        `| ${[row.benchmark, row.measure, row.figure, row.goal ?? '—', mark(row.met)].map(cell).join(' | ')} |`,
    ),
  ].join('\n');
}
