import { fileURLToPath } from 'node:url';
import { loadProjectConfig } from '../config/project-config';
import { openEmbeddedBackend, type EmbeddedBackend } from '../database/embedded-backend';
import type { StackDatabase } from '../database/stack-database';

const supabaseFolder = fileURLToPath(new URL('../../supabase/', import.meta.url));

/**
 * A database with lite's `auth` schema, the hosted roles and every migration of
 * supabase/migrations (no seed), for SQL-level work that needs no HTTP: a fresh one in memory,
 * or the one in `dataFolder` (e.g. a stopped stack's, to look at its query plans).
 */
export async function openMigratedBackend(
  options: { dataFolder?: string } = {},
): Promise<EmbeddedBackend> {
  const { config } = await loadProjectConfig(`${supabaseFolder}config.toml`);
  return openEmbeddedBackend({
    dataFolder: options.dataFolder ?? null,
    auth: config.auth,
    apiUrl: 'http://127.0.0.1:1',
    migrationsFolder: `${supabaseFolder}migrations`,
    seedFiles: [],
    email: { send: async () => {} },
  });
}

/**
 * Runs `sql` as `role` with the JWT claims PostgREST would set (auth.uid() reads `sub`), the
 * way the Data API would, and rolls everything back.
 */
export async function asRole<Row>(
  database: StackDatabase,
  role: string,
  query: { sql: string; parameters?: unknown[]; claims?: Record<string, unknown> },
): Promise<Row[]> {
  return database.transaction(async (transaction) => {
    await transaction.exec(`set local role ${role}`);
    // Both forms PostgREST has used: lite's auth.uid() reads request.jwt.claim.sub, hosted
    // Supabase's falls back to request.jwt.claims.
    const claims = query.claims ?? { role };
    await transaction.query(
      `select set_config('request.jwt.claims', $1::text, true),
              set_config('request.jwt.claim.' || claim.key, claim.value, true)
       from jsonb_each_text($1::jsonb) as claim`,
      [JSON.stringify(claims)],
    );
    const result = await transaction.query<Row>(query.sql, query.parameters ?? []);
    await transaction.rollback();
    return result.rows;
  });
}

/** has_table_privilege / has_function_privilege for one role, target and privilege. */
export async function hasPrivilege(
  database: StackDatabase,
  check: 'has_table_privilege' | 'has_function_privilege',
  grant: { role: string; target: string; privilege: string },
): Promise<boolean | undefined> {
  const [row] = await database.query<{ allowed: boolean }>(
    `select ${check}($1, $2, $3) as allowed`,
    [grant.role, grant.target, grant.privilege],
  );
  return row?.allowed;
}
