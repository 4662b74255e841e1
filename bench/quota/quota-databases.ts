import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations } from '../../local-supabase/database/migration-runner';
import { wrapPglite, type StackDatabase } from '../../local-supabase/database/stack-database';
import { startMigratedPostgres } from '../../tests/postgres/server/migrated-postgres';
import { wrapPgPool } from '../../tests/postgres/server/pg-stack-database';
import { connectionConfig, createTestPool } from '../../tests/postgres/server/postgres-endpoint';
import { applySupabaseBaseline } from '../../tests/postgres/server/supabase-baseline';

const migrationsFolder = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));

/** One caller's way into a database: what a PostgREST connection acting as service_role does. */
export interface QuotaConnection {
  query(sql: string, parameters: unknown[]): Promise<unknown>;
  release(): void;
}

/** A real server, the same without waiting for commit flushes, or PGlite. */
export type QuotaDatabaseKind = 'postgres' | 'postgres-unflushed' | 'pglite';

/** A migrated database the benchmark can open connections to, with users to count. */
export interface QuotaDatabase {
  name: string;
  kind: QuotaDatabaseKind;
  /** Concurrent callers share one session (PGlite) or each get their own (a server). */
  sharedSession: boolean;
  userIds: string[];
  connect(): Promise<QuotaConnection>;
  close(): Promise<void>;
}

const insertUsers = (database: StackDatabase, ids: string[]) =>
  database.query(
    "insert into auth.users (id, email) select id, id || '@bench.example.org' from unnest($1::uuid[]) as id",
    [ids],
  );

/**
 * A throw-away PostgreSQL server from Debian's package with its defaults (fsync and synchronous
 * commit on, as in production), migrated by the stack's migrator; each connection logs in as
 * PostgREST does and acts as service_role. With `synchronousCommit: false` the connections do not
 * wait for each commit's WAL flush, which separates the database's own work from this machine's
 * disk (a flush here costs milliseconds; a hosted project's disk is faster).
 */
export async function openPostgresDatabase(
  users: number,
  options: { synchronousCommit: boolean },
): Promise<QuotaDatabase> {
  const { server, endpoint } = await startMigratedPostgres({ durability: 'durable' });
  const login = connectionConfig(endpoint, 'service_role');
  const pool = createTestPool({
    ...login,
    ...(options.synchronousCommit ? {} : { options: `${login.options} -c synchronous_commit=off` }),
    max: 100,
  });
  const userIds = Array.from({ length: users }, () => randomUUID());
  const admin = createTestPool({ ...connectionConfig(endpoint, 'postgres'), max: 1 });
  await insertUsers(wrapPgPool(admin), userIds);
  await admin.end();
  return {
    name: `PostgreSQL ${endpoint.majorVersion}${options.synchronousCommit ? '' : ', commits not flushed'}`,
    kind: options.synchronousCommit ? 'postgres' : 'postgres-unflushed',
    sharedSession: false,
    userIds,
    connect: async () => {
      const client = await pool.connect();
      return {
        query: (sql, parameters) => client.query(sql, parameters),
        release: () => client.release(),
      };
    },
    close: async () => {
      await pool.end();
      await server.stop();
    },
  };
}

/**
 * PGlite in this process, as the embedded stack runs it: the same baseline and migrations, one
 * session that every caller shares (set to service_role once).
 */
export async function openPgliteDatabase(users: number): Promise<QuotaDatabase> {
  const pglite = await PGlite.create();
  const database = wrapPglite(pglite);
  await applySupabaseBaseline(database);
  await applyMigrations(database, { migrationsFolder, seedFiles: [] });
  const userIds = Array.from({ length: users }, () => randomUUID());
  await insertUsers(database, userIds);
  await pglite.exec('set role service_role');
  return {
    name: 'PGlite',
    kind: 'pglite',
    sharedSession: true,
    userIds,
    connect: async () => ({
      query: (sql, parameters) => pglite.query(sql, parameters),
      release: () => {},
    }),
    close: () => pglite.close(),
  };
}
