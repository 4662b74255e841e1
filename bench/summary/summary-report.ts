import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { formatColumns } from '../load/text-table';
import type { SummaryRow } from './summary-rows';

const benchmarkNameSchema = z.enum([
  'stack',
  'quota',
  'usage',
  'router',
  'privacy',
  'web',
  'clarity',
  'adversarial',
  'load',
]);

/** bench/results/summary.json: every figure beside its goal, and where each came from. */
export const benchSummarySchema = z.object({
  measuredAt: z.iso.datetime(),
  quick: z.boolean(),
  machine: z.object({ cpus: z.number(), cpuModel: z.string(), node: z.string() }),
  /** 1-minute load average when the summary was made: figures from a busy machine are noisy. */
  loadAverage: z.number(),
  benchmarks: z.array(
    z.object({
      name: benchmarkNameSchema,
      script: z.string(),
      /** Null when the summary was rebuilt from saved results without running it. */
      exitCode: z.number().int().nullable(),
      seconds: z.number().nullable(),
      /** The saved result the rows were read from (relative to the repository), if any. */
      source: z.string().nullable(),
      measuredAt: z.string().nullable(),
    }),
  ),
  rows: z.array(
    z.object({
      benchmark: benchmarkNameSchema,
      measure: z.string(),
      figure: z.string(),
      goal: z.string(),
      verdict: z.enum(['pass', 'miss', 'info']),
    }),
  ),
  counts: z.object({ pass: z.number(), miss: z.number(), info: z.number() }),
});
export type BenchSummary = z.infer<typeof benchSummarySchema>;

const mark = { pass: 'pass', miss: 'MISS', info: '·' } as const;

export function countVerdicts(rows: readonly SummaryRow[]): BenchSummary['counts'] {
  return {
    pass: rows.filter((row) => row.verdict === 'pass').length,
    miss: rows.filter((row) => row.verdict === 'miss').length,
    info: rows.filter((row) => row.verdict === 'info').length,
  };
}

/** The one table `npm run bench` prints: benchmark, measure, figure, goal, mark. */
export function formatSummaryTable(rows: readonly SummaryRow[]): string {
  const counts = countVerdicts(rows);
  return [
    formatColumns([
      ['benchmark', 'measure', 'figure', 'goal', ''],
      ...rows.map((row) => [row.benchmark, row.measure, row.figure, row.goal, mark[row.verdict]]),
    ]),
    '',
    `${counts.pass} goals met, ${counts.miss} missed; ${counts.info} figures shown for context (·)`,
  ].join('\n');
}

/** The same table in Markdown, for the README. */
export function formatSummaryMarkdown(rows: readonly SummaryRow[]): string {
  const escape = (cell: string) => cell.trim().replaceAll('|', '\\|');
  // The text table nests context rows under their figure by indenting; Markdown drops that.
  const nested = (measure: string) => (measure.startsWith('  ') ? `↳ ${measure.trim()}` : measure);
  const header = ['Benchmark', 'Measure', 'Figure', 'Goal', 'Met'];
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${[row.benchmark, nested(row.measure), row.figure, row.goal, markdownMark[row.verdict]].map(escape).join(' | ')} |`,
    ),
  ].join('\n');
}

const markdownMark = { pass: '✅', miss: '❌ missed', info: '—' } as const;

/** Writes summary.json and summary.md (the Markdown table) into `folder`. */
export async function saveSummary(summary: BenchSummary, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'summary.json');
  await writeFile(file, `${JSON.stringify(benchSummarySchema.parse(summary), null, 2)}\n`);
  await writeFile(path.join(folder, 'summary.md'), `${formatSummaryMarkdown(summary.rows)}\n`);
  return file;
}
