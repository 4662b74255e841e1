import type pg from 'pg';

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
