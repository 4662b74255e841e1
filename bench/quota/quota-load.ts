import { percentile, round2 } from '../shared/statistics.ts';
import type { QuotaDatabase, QuotaDatabaseKind } from './quota-databases.ts';

/** The two RPCs the route function makes: one user, or a coalesced batch of them. */
export type QuotaRpc =
  { name: 'consume_route_quota' } | { name: 'consume_route_quota_batch'; size: number };

export interface QuotaFigures {
  database: string;
  kind: QuotaDatabaseKind;
  rpc: string;
  /** Users per call: 1, or the batch size. */
  usersPerCall: number;
  connections: number;
  seconds: number;
  calls: number;
  callsPerSecond: number;
  /** Quota checks per second: calls × users per call. */
  checksPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

// Limits no caller reaches: every check is admitted and writes its row, the costlier path.
const limits = [1_000_000, 100_000_000];

function statementFor(rpc: QuotaRpc): string {
  return rpc.name === 'consume_route_quota'
    ? 'select public.consume_route_quota($1, $2, $3)'
    : 'select public.consume_route_quota_batch($1, $2, $3)';
}

/**
 * `connections` callers, each on its own connection, send calls back to back for `seconds`,
 * every call for random users; latency is per call at the client, nearest-rank percentiles.
 */
export async function measureQuotaRpc(
  database: QuotaDatabase,
  options: { rpc: QuotaRpc; connections: number; seconds: number },
): Promise<QuotaFigures> {
  const { rpc, connections, seconds } = options;
  const sql = statementFor(rpc);
  const usersPerCall = rpc.name === 'consume_route_quota' ? 1 : rpc.size;
  const pick = () => database.userIds[Math.floor(Math.random() * database.userIds.length)]!;
  const latencies: number[] = [];
  let errors = 0;
  const startedAt = performance.now();
  const endsAt = startedAt + seconds * 1000;
  const caller = async () => {
    const connection = await database.connect();
    try {
      while (performance.now() < endsAt) {
        const users = usersPerCall === 1 ? pick() : Array.from({ length: usersPerCall }, pick);
        const sentAt = performance.now();
        try {
          await connection.query(sql, [users, ...limits]);
          latencies.push(performance.now() - sentAt);
        } catch {
          errors++;
        }
      }
    } finally {
      connection.release();
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  const elapsed = (performance.now() - startedAt) / 1000;
  return {
    database: database.name,
    kind: database.kind,
    rpc: rpc.name,
    usersPerCall,
    connections,
    seconds: round2(elapsed),
    calls: latencies.length,
    callsPerSecond: Math.round(latencies.length / elapsed),
    checksPerSecond: Math.round((latencies.length * usersPerCall) / elapsed),
    p50Ms: round2(percentile(latencies, 50)),
    p99Ms: round2(percentile(latencies, 99)),
    errors,
  };
}
