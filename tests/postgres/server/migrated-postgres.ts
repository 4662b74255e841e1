import { fileURLToPath } from 'node:url';
import { applyMigrations } from '../../../local-supabase/database/migration-runner';
import { wrapPgPool } from './pg-stack-database';
import {
  startPostgresServer,
  type PostgresServer,
  type PostgresServerOptions,
} from './postgres-server';
import { applySupabaseBaseline } from './supabase-baseline';
import { connectionConfig, createTestPool, type PostgresEndpoint } from './postgres-endpoint';

const migrationsFolder = fileURLToPath(new URL('../../../supabase/migrations', import.meta.url));

/**
 * A new server with the Supabase baseline and every file of supabase/migrations applied, in
 * order and recorded, by the same migrator the embedded stack uses.
 */
export async function startMigratedPostgres(
  options: PostgresServerOptions,
): Promise<{ server: PostgresServer; endpoint: PostgresEndpoint; migrations: string[] }> {
  const server = await startPostgresServer(options);
  const endpoint: PostgresEndpoint = {
    host: server.host,
    port: server.port,
    majorVersion: server.majorVersion,
    binFolder: server.binaries.folder,
    scratchFolder: server.scratchFolder,
  };
  const pool = createTestPool({ ...connectionConfig(endpoint, 'postgres'), max: 1 });
  try {
    const database = wrapPgPool(pool);
    await applySupabaseBaseline(database);
    const report = await applyMigrations(database, { migrationsFolder, seedFiles: [] });
    return { server, endpoint, migrations: report.applied };
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await pool.end();
  }
}
