import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readMigrationFiles } from '../../local-supabase/database/migration-files';
import { runSupabaseCli } from '../../scripts/supabase-cli';
import { wrapPgPool } from './server/pg-stack-database';
import { createTestPool } from './server/postgres-endpoint';
import { startPostgresServer, type PostgresServer } from './server/postgres-server';
import { applySupabaseImage } from './server/supabase-baseline';

// The real Supabase CLI (the pinned devDependency) against a real PostgreSQL server prepared as
// Supabase's image prepares one, connecting as the non-superuser `postgres` it uses on hosted
// projects: what `supabase db push` will do to production, short of the network.

const migrationsFolder = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));
// Offline and quiet: no update check, no telemetry.
const cliEnvironment = { SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

let server: PostgresServer;
let admin: pg.Pool;
let dbUrl: string;
let plpgsqlCheck: boolean;

async function cli(args: string[]) {
  return runSupabaseCli([...args, '--db-url', dbUrl], { output: 'capture', env: cliEnvironment });
}

const lintReportSchema = z.object({
  results: z.array(
    z.object({
      function: z.string(),
      issues: z.array(z.object({ level: z.string(), message: z.string() })),
    }),
  ),
});

const migrationListSchema = z.object({
  migrations: z.array(z.object({ local: z.string(), remote: z.string() })),
});

const lintArguments = (flags: string[]) => ['db', 'lint', ...flags, '--output-format', 'json'];

async function appliedVersions(): Promise<string[]> {
  const result = await admin.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  return result.rows.map((row) => row.version);
}

beforeAll(async () => {
  server = await startPostgresServer({ durability: 'fast', superuser: 'supabase_admin' });
  admin = createTestPool({
    host: server.host,
    port: server.port,
    user: server.superuser,
    database: 'postgres',
    max: 2,
  });
  ({ plpgsqlCheck } = await applySupabaseImage(wrapPgPool(admin)));
  dbUrl = `postgresql://postgres@${server.host}:${server.port}/postgres?sslmode=disable`;
});

afterAll(async () => {
  await admin?.end();
  await server?.stop();
});

describe('the Supabase CLI on a database prepared as Supabase prepares one', () => {
  it('connects as postgres, which is not a superuser', async () => {
    const result = await admin.query<{ rolsuper: boolean }>(
      "select rolsuper from pg_roles where rolname = 'postgres'",
    );
    expect(result.rows).toEqual([{ rolsuper: false }]);
  });

  it('db push --include-seed applies every migration in order, then the seed', async () => {
    const result = await cli(['db', 'push', '--include-seed', '--yes']);

    expect(result.exitCode, result.stderr).toBe(0);
    const files = await readMigrationFiles(migrationsFolder);
    expect(await appliedVersions()).toEqual(files.map((file) => file.version));
    const said = `${result.stdout}${result.stderr}`;
    for (const file of files) expect(said).toContain(`Applying migration ${file.version}`);
    // The seed approved the demo address, as the function asks the database.
    const approved = await admin.query<{ allowed: boolean }>(
      "select public.is_email_allowed('demo@associate.test') as allowed",
    );
    expect(approved.rows).toEqual([{ allowed: true }]);
  });

  it('migration list shows every local migration applied remotely', async () => {
    const result = await cli(['migration', 'list', '--output-format', 'json']);

    expect(result.exitCode, result.stderr).toBe(0);
    const { migrations } = migrationListSchema.parse(JSON.parse(result.stdout));
    const versions = (await readMigrationFiles(migrationsFolder)).map((file) => file.version);
    expect(migrations).toEqual(versions.map((version) => ({ local: version, remote: version })));
  });

  it('a second push changes nothing', async () => {
    const before = await appliedVersions();
    const seeded = await admin.query('select * from supabase_migrations.seed_files');

    const result = await cli(['db', 'push', '--include-seed', '--yes']);

    expect(result.exitCode, result.stderr).toBe(0);
    const said = `${result.stdout}${result.stderr}`;
    expect(said).toContain('Remote database is up to date.');
    expect(said).not.toContain('Applying migration');
    expect(await appliedVersions()).toEqual(before);
    expect((await admin.query('select * from supabase_migrations.seed_files')).rows).toEqual(
      seeded.rows,
    );
  });

  describe('db lint (plpgsql_check)', () => {
    beforeAll(() => {
      if (!plpgsqlCheck) {
        throw new Error(
          'The PostgreSQL server has no plpgsql_check extension, which `supabase db lint` needs. ' +
            'Install it: apt-get install -y postgresql-<major>-plpgsql-check (.ci/run does).',
        );
      }
    });

    it('finds nothing wrong in the functions of our migrations', async () => {
      const result = await cli(lintArguments(['--level', 'warning', '--fail-on', 'warning']));

      expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(lintReportSchema.parse(JSON.parse(result.stdout)).results).toEqual([]);
    });

    it('would fail on a function that refers to a missing table (the lint really runs)', async () => {
      await admin.query(`
        set role postgres;
        create schema lint_probe;
        create function lint_probe.broken() returns bigint language plpgsql as $$
        begin
          return (select count(*) from lint_probe.no_such_table);
        end $$;
        reset role;`);
      try {
        const result = await cli(lintArguments(['--schema', 'lint_probe', '--fail-on', 'error']));

        expect(result.exitCode).not.toBe(0);
        const { results } = lintReportSchema.parse(JSON.parse(result.stdout));
        expect(results).toEqual([
          {
            function: 'lint_probe.broken',
            issues: [
              expect.objectContaining({
                level: 'error',
                message: 'relation "lint_probe.no_such_table" does not exist',
              }),
            ],
          },
        ]);
      } finally {
        await admin.query('drop schema lint_probe cascade');
      }
    });
  });
});
