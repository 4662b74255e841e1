import { parseArgs } from 'node:util';
import { info, judged, type Row, startRun } from '../shared/bench-result.ts';
import { formatCount, formatDecimal } from '../shared/format.ts';
import { openPgliteDatabase, openPostgresDatabase, type QuotaDatabase } from './quota-databases.ts';
import { measureQuotaRpc, type QuotaFigures, type QuotaRpc } from './quota-load.ts';

const users = 1_000;
const levels = [1, 10, 50];
const single = 'consume_route_quota';
const batch = 'consume_route_quota_batch';
// A coalesced batch as an isolate sends it under load (up to 100; 10 is a busy isolate's norm).
const batchSize = 10;
const rpcs: QuotaRpc[] = [{ name: single }, { name: batch, size: batchSize }];

async function measureDatabase(database: QuotaDatabase, seconds: number): Promise<QuotaFigures[]> {
  const rows: QuotaFigures[] = [];
  for (const rpc of rpcs) {
    log(`${database.name}: warming up ${rpc.name}`);
    await measureQuotaRpc(database, { rpc, connections: 10, seconds: 1 });
    for (const connections of levels) {
      log(`${database.name}: ${rpc.name} at ${connections} connection(s) for ${seconds} s`);
      rows.push(await measureQuotaRpc(database, { rpc, connections, seconds }));
    }
  }
  return rows;
}

/**
 * No goal of its own: what the quota sustains on a real server, beside PGlite. A row with
 * failed calls is no valid measurement, so it is missed.
 */
function quotaRows(figures: readonly QuotaFigures[]): Row[] {
  const find = (kind: QuotaFigures['kind'], rpc: string, connections: number) =>
    figures.find((row) => row.kind === kind && row.rpc === rpc && row.connections === connections);
  const row = (measure: string, figure: string, measured: (QuotaFigures | undefined)[]) =>
    measured.some((call) => !call || call.errors > 0)
      ? judged(measure, figure, 'no failed calls', false)
      : info(measure, figure);
  const call = (found: QuotaFigures | undefined) =>
    found
      ? `${formatCount(found.callsPerSecond)} calls/s, ${formatDecimal(found.p50Ms)} / ${formatDecimal(found.p99Ms)} ms`
      : 'n/a';
  const perLevel = (kind: QuotaFigures['kind'], rpc: string, pick: (row: QuotaFigures) => number) =>
    levels
      .map((level) => find(kind, rpc, level))
      .map((found) => (found ? formatCount(pick(found)) : 'n/a'));
  const server = figures.find((found) => found.kind === 'postgres')?.database ?? 'PostgreSQL';
  const connections = levels.join(' / ');
  return [
    ...levels.map((level) => {
      const measured = [find('postgres', single, level), find('pglite', single, level)];
      return row(
        `${single} p50 / p99, ${level} connection${level === 1 ? '' : 's'}: ${server} vs PGlite`,
        `${call(measured[0])} vs ${call(measured[1])}`,
        measured,
      );
    }),
    row(
      `↳ ${batch} (${batchSize} users) checks/s at ${connections} connections: ${server} vs PGlite`,
      `${perLevel('postgres', batch, (found) => found.checksPerSecond).join(' / ')} vs ${perLevel('pglite', batch, (found) => found.checksPerSecond).join(' / ')}`,
      figures.filter((found) => found.rpc === batch),
    ),
    row(
      `↳ ${single} calls/s at ${connections} connections, commits not flushed (the disk's share)`,
      perLevel('postgres-unflushed', single, (found) => found.callsPerSecond).join(' / '),
      figures.filter((found) => found.kind === 'postgres-unflushed'),
    ),
  ];
}

/**
 * `npm run bench:quota`: the quota RPCs at the database, as PostgREST's pool calls them
 * (service_role, each call its own transaction), for random users of 1,000 with every check
 * admitted: on a real PostgreSQL server from Debian's package (defaults, fsync on), on the same
 * with commits not waiting for their flush, then on PGlite as the embedded stack runs it. Calls
 * a second and p50 / p99 at 1, 10 and 50 connections. Saves bench/results/quota.json.
 */
async function main(quick: boolean): Promise<void> {
  const run = startRun('quota', { quick });
  const seconds = quick ? 2 : 5;
  const figures: QuotaFigures[] = [];
  const databases = [
    () => openPostgresDatabase(users, { synchronousCommit: true }),
    () => openPostgresDatabase(users, { synchronousCommit: false }),
    () => openPgliteDatabase(users),
  ];
  for (const open of databases) {
    const database = await open();
    const stopOnSignal = () => void database.close().finally(() => process.exit(130));
    process.once('SIGINT', stopOnSignal);
    process.once('SIGTERM', stopOnSignal);
    try {
      figures.push(...(await measureDatabase(database, seconds)));
    } finally {
      process.off('SIGINT', stopOnSignal);
      process.off('SIGTERM', stopOnSignal);
      await database.close();
    }
  }
  await run.save(quotaRows(figures), { users, figures });
}

function log(line: string): void {
  process.stderr.write(`[bench:quota] ${line}\n`);
}

const { values } = parseArgs({ options: { quick: { type: 'boolean' } }, strict: true });
await main(values.quick ?? false);
