import type { GoalCheck } from '../load/load-goals';
import { formatCount, formatDecimal } from '../load/text-table';
import type { QuotaResult } from './saved-results';

type QuotaRow = QuotaResult['rows'][number];
type Kind = QuotaRow['kind'];

const single = 'consume_route_quota';
const batch = 'consume_route_quota_batch';

/** `1,035 calls/s, 8.03 / 30.6 ms` */
function callFigure(row: QuotaRow | undefined): string {
  if (!row) return 'n/a';
  const failures = row.errors > 0 ? `, ${row.errors} failed` : '';
  return `${formatCount(row.callsPerSecond)} calls/s, ${formatDecimal(row.p50Ms)} / ${formatDecimal(row.p99Ms)} ms${failures}`;
}

/**
 * bench:quota has no goal of its own: its rows say what the quota sustains on a real server,
 * beside PGlite. A row with failed calls is not a valid measurement, so it is marked missed.
 */
export function quotaRows(result: QuotaResult): GoalCheck[] {
  const find = (kind: Kind, rpc: string, connections: number) =>
    result.rows.find(
      (row) => row.kind === kind && row.rpc === rpc && row.connections === connections,
    );
  const levels = [...new Set(result.rows.map((row) => row.connections))].sort((a, b) => a - b);
  const perLevel = (kind: Kind, rpc: string, figure: (row: QuotaRow) => number) =>
    levels
      .map((level) => {
        const row = find(kind, rpc, level);
        return row ? formatCount(figure(row)) : 'n/a';
      })
      .join(' / ');
  const verdict = (rows: (QuotaRow | undefined)[]) =>
    rows.some((row) => row && row.errors > 0) ? ('miss' as const) : ('info' as const);
  const server = result.rows.find((row) => row.kind === 'postgres')?.database ?? 'PostgreSQL';
  const batchSize = result.rows.find((row) => row.rpc === batch)?.usersPerCall ?? 0;
  return [
    ...levels.map((level): GoalCheck => {
      const rows = [find('postgres', single, level), find('pglite', single, level)];
      return {
        measure: `${single} p50 / p99, ${level} connection${level === 1 ? '' : 's'}: ${server} vs PGlite`,
        figure: `${callFigure(rows[0])} vs ${callFigure(rows[1])}`,
        goal: '—',
        verdict: verdict(rows),
      };
    }),
    {
      measure: `  ${batch} (${batchSize} users) checks/s at ${levels.join(' / ')} connections: ${server} vs PGlite`,
      figure: `${perLevel('postgres', batch, (row) => row.checksPerSecond)} vs ${perLevel('pglite', batch, (row) => row.checksPerSecond)}`,
      goal: '—',
      verdict: verdict(result.rows.filter((row) => row.rpc === batch)),
    },
    {
      measure: `  ${single} calls/s at ${levels.join(' / ')} connections, commits not flushed (the disk's share)`,
      figure: perLevel('postgres-unflushed', single, (row) => row.callsPerSecond),
      goal: '—',
      verdict: verdict(result.rows.filter((row) => row.kind === 'postgres-unflushed')),
    },
  ];
}
