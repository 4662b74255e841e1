import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import type { LatencyFigures } from './latency-probe';

export interface StackBenchResult {
  measuredAt: string;
  machine: { cpus: number; cpuModel: string; node: string };
  coldStartMs: number;
  warmRestartMs: number;
  passwordSignIn: LatencyFigures[];
  isEmailAllowed: LatencyFigures[];
}

export function machineDescription(): StackBenchResult['machine'] {
  const processors = cpus();
  return {
    cpus: processors.length,
    cpuModel: processors[0]?.model ?? 'unknown',
    node: process.version,
  };
}

/** The figures as a plain table, one row per measurement. */
export function formatBenchTable(result: StackBenchResult): string {
  const rows: string[][] = [
    ['measurement', 'concurrency', 'requests', 'p50 ms', 'p99 ms', 'req/s', 'failures'],
    ['cold start to ready (new database)', '', '', fixed(result.coldStartMs), '', '', ''],
    ['warm restart to ready', '', '', fixed(result.warmRestartMs), '', '', ''],
    ...latencyRows('password sign-in', result.passwordSignIn),
    ...latencyRows('is_email_allowed RPC', result.isEmailAllowed),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export async function saveBenchResult(result: StackBenchResult, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'stack.json');
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/** One table row per latency measurement: label, concurrency, requests, p50, p99, req/s, failures. */
export function latencyRows(label: string, figures: LatencyFigures[]): string[][] {
  return figures.map((figure) => [
    label,
    String(figure.connections),
    String(figure.requests),
    fixed(figure.p50Ms),
    fixed(figure.p99Ms),
    String(figure.requestsPerSecond),
    String(figure.failures),
  ]);
}

function fixed(milliseconds: number): string {
  return milliseconds.toFixed(milliseconds < 100 ? 1 : 0);
}
