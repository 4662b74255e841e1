import { beforeAll, describe, expect, it } from 'vitest';
import { asRole as asRoleIn, hasPrivilege } from './migrated-database';
import { migratedDatabaseForThisFile } from './migrated-test-database';

const hookMessage = "Your account hasn't been approved yet. Please request access.";

const database = migratedDatabaseForThisFile();

/** Runs `sql` as `role`, the way PostgREST and Auth would, and rolls everything back. */
const asRole = <Row>(role: string, sql: string, parameters: unknown[] = []) =>
  asRoleIn<Row>(database, role, { sql, parameters });

const privilege = (
  check: 'has_table_privilege' | 'has_function_privilege',
  role: string,
  target: string,
  kind: string,
) => hasPrivilege(database, check, { role, target, privilege: kind });

beforeAll(async () => {
  await database.query(
    "insert into public.beta_allowlist (entry, note) values ('ada@lab.example.edu', 'sql'), ('@uni.example.edu', 'sql')",
  );
});

describe('migration 20250917000000: public.beta_allowlist', () => {
  it.each(['anon', 'authenticated'])('gives %s no privilege at all on the table', async (role) => {
    for (const kind of ['select', 'insert', 'update', 'delete']) {
      expect(await privilege('has_table_privilege', role, 'public.beta_allowlist', kind)).toBe(
        false,
      );
    }
    await expect(asRole(role, 'select * from public.beta_allowlist')).rejects.toThrow(
      /permission denied/,
    );
  });

  it('lets service_role (the allowlist tool) read and write it', async () => {
    for (const kind of ['select', 'insert', 'update', 'delete']) {
      expect(
        await privilege('has_table_privilege', 'service_role', 'public.beta_allowlist', kind),
      ).toBe(true);
    }
  });

  it('has row-level security on and no policy', async () => {
    const [table] = await database.query<{ rls: boolean }>(
      "select relrowsecurity as rls from pg_class where oid = 'public.beta_allowlist'::regclass",
    );
    const policies = await database.query(
      "select * from pg_policies where schemaname = 'public' and tablename = 'beta_allowlist'",
    );
    expect(table?.rls).toBe(true);
    expect(policies).toEqual([]);
  });

  it('stores entries trimmed and lower-case, once', async () => {
    const [row] = await database.query<{ entry: string }>(
      "insert into public.beta_allowlist (entry) values ('  Grace@Lab.Example.EDU ') returning entry",
    );
    expect(row?.entry).toBe('grace@lab.example.edu');
    await expect(
      database.query("insert into public.beta_allowlist (entry) values ('GRACE@lab.example.edu')"),
    ).rejects.toThrow(/beta_allowlist_entry_key/);
  });

  it.each(['not-an-email', 'a@b', '@', '@nodot', 'two@@x.example', 'sp ace@x.example', ''])(
    'refuses the malformed entry %j',
    async (entry) => {
      await expect(
        database.query('insert into public.beta_allowlist (entry) values ($1)', [entry]),
      ).rejects.toThrow(/beta_allowlist_entry_format/);
    },
  );
});

describe('migration 20250917000100: public.is_email_allowed', () => {
  it('is security definer with an empty search_path', async () => {
    const [definition] = await database.query<{ definer: boolean; settings: string[] }>(
      "select prosecdef as definer, proconfig as settings from pg_proc where oid = 'public.is_email_allowed(text)'::regprocedure",
    );
    expect(definition).toEqual({ definer: true, settings: ['search_path=""'] });
  });

  it.each(['anon', 'authenticated', 'service_role', 'supabase_auth_admin'])(
    'is executable by %s',
    async (role) => {
      expect(
        await privilege('has_function_privilege', role, 'public.is_email_allowed(text)', 'execute'),
      ).toBe(true);
    },
  );

  it.each([
    ['ada@lab.example.edu', true],
    [' ADA@Lab.Example.edu\n', true],
    ['someone@uni.example.edu', true],
    ['someone@dept.uni.example.edu', false],
    ['eve@lab.example.edu', false],
    ['', false],
    [null, false],
    ['@uni.example.edu', false],
    ['ada@lab.example.edu@uni.example.edu', false],
  ])('answers %j → %s for anon', async (email, expected) => {
    const [row] = await asRole<{ allowed: boolean }>(
      'anon',
      'select public.is_email_allowed($1) as allowed',
      [email],
    );
    expect(row?.allowed).toBe(expected);
  });
});

describe('migration 20250917000200: public.before_user_created_hook', () => {
  const event = (email: string) => JSON.stringify({ user: { email }, metadata: {} });

  it.each(['anon', 'authenticated', 'service_role'])('cannot be executed by %s', async (role) => {
    expect(
      await privilege(
        'has_function_privilege',
        role,
        'public.before_user_created_hook(jsonb)',
        'execute',
      ),
    ).toBe(false);
  });

  it('lets supabase_auth_admin create an approved user', async () => {
    const [row] = await asRole<{ output: unknown }>(
      'supabase_auth_admin',
      'select public.before_user_created_hook($1::jsonb) as output',
      [event('someone@uni.example.edu')],
    );
    expect(row?.output).toEqual({});
  });

  it('refuses an unapproved user with 403 and the product message', async () => {
    const [row] = await asRole<{ output: unknown }>(
      'supabase_auth_admin',
      'select public.before_user_created_hook($1::jsonb) as output',
      [event('mallory@evil.example')],
    );
    expect(row?.output).toEqual({ error: { http_code: 403, message: hookMessage } });
  });

  it('refuses an event without an e-mail (e.g. a phone sign-up)', async () => {
    const [row] = await asRole<{ output: { error?: { http_code: number } } }>(
      'supabase_auth_admin',
      'select public.before_user_created_hook($1::jsonb) as output',
      [JSON.stringify({ user: { phone: '+15550100' } })],
    );
    expect(row?.output.error?.http_code).toBe(403);
  });
});

describe('migration history', () => {
  it('records every applied migration in supabase_migrations.schema_migrations', async () => {
    const rows = await database.query<{ version: string; name: string }>(
      "select version, name from supabase_migrations.schema_migrations where version like '20250917%' order by version",
    );
    expect(rows).toEqual([
      { version: '20250917000000', name: 'create_beta_allowlist' },
      { version: '20250917000100', name: 'create_is_email_allowed' },
      { version: '20250917000200', name: 'create_before_user_created_hook' },
    ]);
  });
});
