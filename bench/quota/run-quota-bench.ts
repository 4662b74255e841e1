import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machineDescription } from '../stack/bench-report';
import { openPgliteDatabase, openPostgresDatabase, type QuotaDatabase } from './quota-databases';
import { measureQuotaRpc, type QuotaFigures, type QuotaRpc } from './quota-load';
import { formatQuotaReport, saveQuotaResult } from './quota-result';

const resultsFolder = fileURLToPath(new URL('../results', import.meta.url));
const users = 1_000;
const levels = [1, 10, 50];
// A coalesced batch as an isolate sends it under load (up to 100; 10 is a busy isolate's norm).
const rpcs: QuotaRpc[] = [
  { name: 'consume_route_quota' },
  { name: 'consume_route_quota_batch', size: 10 },
];

/**
 * `npm run bench:quota`: the quota RPCs at the database, as PostgREST's pool would call them
 * (service_role, each call its own transaction), for random users of 1,000 with every check
 * admitted: on a real PostgreSQL server from Debian's package (defaults, fsync on), on the same
 * with commits not waiting for their flush, then on PGlite as the embedded stack runs it. Calls a second and p50/p99 at 1, 10 and 50 connections.
 * Loopback only, bounded in time; prints a table, saves bench/results/quota[-quick].json.
 */
async function main(quick: boolean): Promise<void> {
  const seconds = quick ? 2 : 5;
  const rows: QuotaFigures[] = [];
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
      rows.push(...(await measureDatabase(database, seconds)));
    } finally {
      process.off('SIGINT', stopOnSignal);
      process.off('SIGTERM', stopOnSignal);
      await database.close();
    }
  }
  const result = {
    measuredAt: new Date().toISOString(),
    quick,
    machine: machineDescription(),
    users,
    rows,
  };
  process.stdout.write(`\n${formatQuotaReport(result)}\n`);
  const saved = await saveQuotaResult(result, resultsFolder);
  process.stdout.write(`saved ${path.relative(process.cwd(), saved)}\n`);
}

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

function log(line: string): void {
  process.stderr.write(`[bench:quota] ${line}\n`);
}

const { values } = parseArgs({ options: { quick: { type: 'boolean' } }, strict: true });
await main(values.quick ?? false);
