import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { formatColumns } from './format.ts';
import { round2 } from './statistics.ts';

/** One figure beside its goal; a figure shown for context has no goal and no verdict. */
export const rowSchema = z.object({
  measure: z.string(),
  figure: z.string(),
  goal: z.string().nullable(),
  met: z.boolean().nullable(),
});
export type Row = z.infer<typeof rowSchema>;

/** A figure judged against its goal, before it becomes a row. */
export interface GoalCheck {
  measure: string;
  figure: string;
  goal: string;
  met: boolean;
}

/** bench/results/<benchmark>.json: its rows, the run's context, and the figures behind them. */
export const benchResultSchema = z.object({
  benchmark: z.string(),
  measuredAt: z.iso.datetime(),
  quick: z.boolean(),
  machine: z.object({ cpus: z.number(), cpuModel: z.string(), runtime: z.string() }),
  /**
   * The 1-minute load average at the start and the end: on a busy machine figures are noisy.
   * Null where a run saved before this shape did not record it.
   */
  loadAverage: z.object({ before: z.number().nullable(), after: z.number().nullable() }),
  rows: z.array(rowSchema),
  /** What the rows were computed from, in the benchmark's own shape, for a closer look. */
  details: z.unknown(),
});
export type BenchResult = z.infer<typeof benchResultSchema>;

export const resultsFolder = fileURLToPath(new URL('../results/', import.meta.url));

/** A figure shown for context. */
export const info = (measure: string, figure: string): Row => ({
  measure,
  figure,
  goal: null,
  met: null,
});

/** A figure judged against its goal. */
export const judged = (measure: string, figure: string, goal: string, met: boolean): Row => ({
  measure,
  figure,
  goal,
  met,
});

const verdictText = (row: Row) => (row.met === null ? '' : row.met ? 'pass' : 'MISS');

/** The rows as the text table every benchmark prints. */
export function formatRows(rows: readonly Row[]): string {
  return formatColumns([
    ['measure', 'figure', 'goal', ''],
    ...rows.map((row) => [row.measure, row.figure, row.goal ?? '', verdictText(row)]),
  ]);
}

function machine(): BenchResult['machine'] {
  const processors = cpus();
  const deno = process.versions.deno;
  return {
    cpus: processors.length,
    cpuModel: processors[0]?.model ?? 'unknown',
    runtime: deno ? `Deno ${deno}` : `Node ${process.version}`,
  };
}

/**
 * Call as a benchmark starts. `save` at its end prints the rows and writes
 * bench/results/<benchmark>.json in place of the last run's.
 */
export function startRun(benchmark: string, options: { quick?: boolean } = {}) {
  const loadBefore = loadavg()[0] ?? 0;
  const measuredAt = new Date().toISOString();
  return {
    async save(rows: Row[], details: unknown): Promise<BenchResult> {
      const result = benchResultSchema.parse({
        benchmark,
        measuredAt,
        quick: options.quick ?? false,
        machine: machine(),
        loadAverage: { before: round2(loadBefore), after: round2(loadavg()[0] ?? 0) },
        rows,
        details,
      });
      await mkdir(resultsFolder, { recursive: true });
      await writeFile(resultFile(benchmark), `${JSON.stringify(result, null, 2)}\n`);
      const { before, after } = result.loadAverage;
      process.stdout.write(
        `\n${formatRows(rows)}\n\nload average ${before} → ${after}; saved bench/results/${benchmark}.json\n`,
      );
      return result;
    },
  };
}

export const resultFile = (benchmark: string) => path.join(resultsFolder, `${benchmark}.json`);

/** A benchmark's saved result, or why there is none. */
export async function readResult(benchmark: string): Promise<BenchResult | string> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(resultFile(benchmark), 'utf8'));
  } catch (error) {
    const missing = (error as { code?: string }).code === 'ENOENT';
    return `${benchmark}.json ${missing ? 'does not exist' : 'is not valid JSON'}`;
  }
  const parsed = benchResultSchema.safeParse(json);
  return parsed.success ? parsed.data : `${benchmark}.json: ${z.prettifyError(parsed.error)}`;
}
