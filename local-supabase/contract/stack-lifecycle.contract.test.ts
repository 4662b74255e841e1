import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortInUseError } from '../server/http-listener';
import { startLocalSupabase, type LocalSupabase } from '../start-local-supabase';
import { stack } from './contract-support';

const repositorySupabase = fileURLToPath(new URL('../../supabase/', import.meta.url));
let projectRoot: string;

/** A stack on a throw-away copy of supabase/ with a data folder of its own. */
function startProjectStack(options: { reset?: boolean } = {}): Promise<LocalSupabase> {
  return startLocalSupabase({
    projectRoot,
    dataFolder: 'data',
    apiPort: 0,
    mailPort: 0,
    functionsFolder: null,
    quiet: true,
    ...options,
  });
}

async function allowlistSize(running: LocalSupabase): Promise<number> {
  const [row] = await running.database.query<{ count: number }>(
    'select count(*)::int as count from public.beta_allowlist',
  );
  return row?.count ?? -1;
}

beforeAll(async () => {
  projectRoot = await mkdtemp(path.join(tmpdir(), 'local-supabase-lifecycle-'));
  await cp(
    path.join(repositorySupabase, 'config.toml'),
    path.join(projectRoot, 'supabase/config.toml'),
  );
  await cp(path.join(repositorySupabase, 'seed.sql'), path.join(projectRoot, 'supabase/seed.sql'));
  await cp(
    path.join(repositorySupabase, 'migrations'),
    path.join(projectRoot, 'supabase/migrations'),
    {
      recursive: true,
    },
  );
});

afterAll(async () => {
  await rm(projectRoot, { recursive: true, force: true });
});

describe('stack lifecycle', () => {
  it('applies migrations then seed on first start, only new migrations later, all again on reset', async () => {
    const first = await startProjectStack();
    expect(first.migrations.applied).toContain('20250917000000_create_beta_allowlist');
    expect(first.migrations.seeded).toEqual(['seed.sql']);
    const seededRows = await allowlistSize(first);
    expect(seededRows).toBeGreaterThan(0);
    await first.stop();

    await writeFile(
      path.join(projectRoot, 'supabase/migrations/20990101000000_add_lifecycle_probe.sql'),
      'create table public.lifecycle_probe (id int primary key);',
    );
    const second = await startProjectStack();
    expect(second.migrations).toEqual({
      applied: ['20990101000000_add_lifecycle_probe'],
      seeded: [],
    });
    expect(await allowlistSize(second)).toBe(seededRows);
    const probe = await second.database.query(
      "select to_regclass('public.lifecycle_probe') as name",
    );
    expect(probe).toEqual([{ name: 'lifecycle_probe' }]);
    const exposed = await second.database.query(
      `select table_name, grantee from information_schema.role_table_grants
       where table_schema = 'public' and table_name in ('beta_allowlist', 'lifecycle_probe')
         and grantee in ('anon', 'authenticated')`,
    );
    expect(exposed).toEqual([]);
    await second.stop();

    const third = await startProjectStack({ reset: true });
    expect(third.migrations.applied).toContain('20990101000000_add_lifecycle_probe');
    expect(third.migrations.applied.length).toBeGreaterThan(1);
    expect(third.migrations.seeded).toEqual(['seed.sql']);
    await third.stop();
  }, 90_000);

  it('leaves the exit code of the test run alone as a stack starts, fails a query and stops', async () => {
    const before = process.exitCode;
    try {
      process.exitCode = undefined;
      const running = await startProjectStack();
      expect(process.exitCode).toBeUndefined();
      await expect(running.database.query('select * from no_such_table')).rejects.toThrow();
      expect(process.exitCode).toBeUndefined();
      process.exitCode = 1;
      await running.stop();
      expect(process.exitCode).toBe(1);
    } finally {
      process.exitCode = before;
    }
  });

  it('reports a port that is already taken as a PortInUseError naming the port', async () => {
    const busyPort = Number(new URL(stack().apiUrl).port);

    const attempt = startLocalSupabase({
      projectRoot,
      memory: true,
      apiPort: busyPort,
      mailPort: 0,
      functionsFolder: null,
      quiet: true,
    });

    await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
    await expect(attempt).rejects.toThrow(`API port ${busyPort} is already in use`);
  });

  it('refuses to reset a folder that is not a database', async () => {
    await writeFile(path.join(projectRoot, 'precious.txt'), 'keep me');

    const attempt = startLocalSupabase({
      projectRoot,
      dataFolder: '.',
      reset: true,
      apiPort: 0,
      mailPort: 0,
      functionsFolder: null,
      quiet: true,
    });

    await expect(attempt).rejects.toThrow(/Refusing to reset/);
  });
});
