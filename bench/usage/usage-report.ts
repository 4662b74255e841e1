import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatColumns, formatDecimal } from '../load/text-table';
import { latencyRows, type StackBenchResult } from '../stack/bench-report';
import type { LatencyFigures } from '../stack/latency-probe';
import type { StatisticsPlan } from './usage-plan';

/** Issue 12: the statistics call for a user with 100,000 usage rows, p99 on the embedded stack. */
export const usageGoalP99Ms = 50;

/** The file `npm run bench:usage` writes in bench/results. */
export const usageResultFileName = 'usage.json';

export interface UsageScenario {
  name: string;
  /** The user's usage_events rows, and how many of them fall in the current UTC month. */
  rows: number;
  rowsThisMonth: number;
  /** get_usage_statistics over HTTP at concurrency 1, then 10. */
  latency: LatencyFigures[];
}

export interface UsageBenchResult {
  measuredAt: string;
  machine: StackBenchResult['machine'];
  goalP99Ms: number;
  /** The machine's 1-minute load average when the run started and ended (2 cores are shared). */
  loadAverage: { before: number; after: number };
  scenarios: UsageScenario[];
  /** is_email_allowed at concurrency 1 on the same stack: the cost of any RPC at that moment. */
  baseline: LatencyFigures;
  /** The statistics query of the first scenario's user, as the stopped stack's database plans it. */
  plan: StatisticsPlan;
  /** One 50-row usage insert (the route function's batch) with and without the roll-up triggers. */
  insertCost: { withRollupsMs: number; withoutRollupsMs: number };
}

/** The plan reads the roll-ups through their primary keys and never usage_events itself. */
export function planUsesIndexes(
  plan: Pick<StatisticsPlan, 'indexes' | 'sequentialScans' | 'readsUsageEvents'>,
): boolean {
  const rollups = ['usage_daily_totals', 'usage_monthly_latency'];
  return (
    rollups.every((table) => plan.indexes.includes(`${table}_pkey`)) &&
    !plan.sequentialScans.some((table) => rollups.includes(table)) &&
    !plan.readsUsageEvents
  );
}

/** The figures as a plain table, one row per measurement. */
export function formatUsageTable(result: UsageBenchResult): string {
  const rows: string[][] = [
    ['measurement', 'concurrency', 'requests', 'p50 ms', 'p99 ms', 'req/s', 'failures'],
    ...result.scenarios.flatMap((scenario) =>
      latencyRows(`get_usage_statistics, ${scenario.name}`, scenario.latency),
    ),
    ...latencyRows('is_email_allowed (baseline: the simplest RPC)', [result.baseline]),
  ];
  const { plan, insertCost } = result;
  return [
    formatColumns(rows),
    `load average ${formatDecimal(result.loadAverage.before)} → ${formatDecimal(result.loadAverage.after)} on ${result.machine.cpus} cores`,
    '',
    `goal: p99 ≤ ${usageGoalP99Ms} ms at concurrency 1 for each scenario`,
    `plan: ${planUsesIndexes(plan) ? 'reads the roll-ups through their primary keys' : 'DOES NOT use the roll-up indexes'} (indexes: ${plan.indexes.join(', ') || 'none'}; sequential scans: ${plan.sequentialScans.join(', ') || 'none'}; usage_events read: ${plan.readsUsageEvents ? 'yes' : 'no'}; ${formatDecimal(plan.executionMs)} ms inside Postgres)`,
    `a 50-row usage insert: ${formatDecimal(insertCost.withRollupsMs)} ms with the roll-up triggers, ${formatDecimal(insertCost.withoutRollupsMs)} ms without`,
  ].join('\n');
}

export async function saveUsageResult(result: UsageBenchResult, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, usageResultFileName);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
