import pg from 'pg';

/** Where a migrated server listens; plain data, so a global setup can hand it to test files. */
export interface PostgresEndpoint {
  host: string;
  port: number;
  majorVersion: number;
  binFolder: string;
  scratchFolder: string;
}

/** Who a connection is: the superuser, or PostgREST's login switched to an API role. */
export type ConnectionRole = 'postgres' | 'service_role' | 'authenticated' | 'anon';

/**
 * Connection settings for `role`. API roles connect as `authenticator` (PostgREST's login) with
 * the role set at connection start, so every statement runs with exactly that role's privileges.
 */
export function connectionConfig(
  endpoint: PostgresEndpoint,
  role: ConnectionRole,
): pg.ClientConfig {
  const base = { host: endpoint.host, port: endpoint.port, database: 'postgres' };
  return role === 'postgres'
    ? { ...base, user: 'postgres' }
    : { ...base, user: 'authenticator', options: `-c role=${role}` };
}

/** PostgreSQL's "terminating connection due to administrator command": the server is stopping. */
const serverShutdown = '57P01';

/**
 * A pool for a test's server. `pool.end()` resolves once it has asked its connections to close,
 * not once they have, so a server stopped right after can still tell one that it is shutting
 * down; pg reports that on the pool, and a pool with no error listener throws it where nothing
 * catches it. That one is expected at a teardown; any other error is thrown as before.
 */
export function createTestPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== serverShutdown) throw error;
  });
  return pool;
}
