import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { formatColumns, formatCount, formatDecimal } from '../load/text-table';

export const quotaFiguresSchema = z.object({
  database: z.string(),
  kind: z.enum(['postgres', 'postgres-unflushed', 'pglite']),
  rpc: z.string(),
  usersPerCall: z.number(),
  connections: z.number(),
  seconds: z.number(),
  calls: z.number(),
  callsPerSecond: z.number(),
  checksPerSecond: z.number(),
  p50Ms: z.number(),
  p99Ms: z.number(),
  errors: z.number(),
});

/** bench/results/quota[-quick].json, written by `npm run bench:quota`. */
export const quotaBenchResultSchema = z.object({
  measuredAt: z.iso.datetime(),
  quick: z.boolean(),
  machine: z.object({ cpus: z.number(), cpuModel: z.string(), node: z.string() }),
  users: z.number(),
  rows: z.array(quotaFiguresSchema),
});
export type QuotaBenchResult = z.infer<typeof quotaBenchResultSchema>;

export const quotaResultFileName = (quick: boolean) => (quick ? 'quota-quick.json' : 'quota.json');

export async function saveQuotaResult(result: QuotaBenchResult, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, quotaResultFileName(result.quick));
  await writeFile(file, `${JSON.stringify(quotaBenchResultSchema.parse(result), null, 2)}\n`);
  return file;
}

export function formatQuotaReport(result: QuotaBenchResult): string {
  return formatColumns([
    [
      'database',
      'rpc',
      'users/call',
      'connections',
      'calls/s',
      'checks/s',
      'p50 ms',
      'p99 ms',
      'errors',
    ],
    ...result.rows.map((row) => [
      row.database,
      row.rpc,
      String(row.usersPerCall),
      String(row.connections),
      formatCount(row.callsPerSecond),
      formatCount(row.checksPerSecond),
      formatDecimal(row.p50Ms),
      formatDecimal(row.p99Ms),
      String(row.errors),
    ]),
  ]);
}
