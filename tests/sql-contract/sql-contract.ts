import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { StackDatabase } from '../../local-supabase/database/stack-database';
import { describeApprovalContract } from './approval.sql-contract';
import { describeRouteQuotaContract } from './route-quota.sql-contract';
import { inRolledBackSession } from './sql-session';
import { describeUsageContract } from './usage.sql-contract';

const migrationsFolder = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));

/**
 * The SQL contract of supabase/migrations, written once: grants, RLS, the hook as each role,
 * `is_email_allowed`, the quota, usage and retention. `database` is a migrated database: PGlite
 * under the embedded stack (test:contract), or a real PostgreSQL server (test:postgres). Every
 * case runs in a transaction that is rolled back, so cases share one database.
 */
export function describeSqlContract(database: () => StackDatabase): void {
  describeApprovalContract(database);
  describeRouteQuotaContract(database);
  describeUsageContract(database);

  describe('migration history', () => {
    it('records every migration of supabase/migrations in supabase_migrations.schema_migrations, in order', async () => {
      const files = (await readdir(migrationsFolder))
        .filter((name) => name.endsWith('.sql'))
        .sort();
      const rows = await inRolledBackSession(database(), (sql) =>
        sql.query<{ version: string; name: string }>(
          'select version, name from supabase_migrations.schema_migrations order by version',
        ),
      );
      expect(rows.map((row) => `${row.version}_${row.name}.sql`)).toEqual(files);
    });
  });
}
