import { describe, expect, it } from 'vitest';
import type { StackDatabase } from '../../local-supabase/database/stack-database';
import { hasPrivilege, inRolledBackSession, type SqlSession } from './sql-session';

const hookMessage = "Your account hasn't been approved yet. Please request access.";

const canExecute = (sql: SqlSession, role: string, target: string) =>
  hasPrivilege(sql, 'has_function_privilege', { role, target, kind: 'execute' });

const withApprovedEntries = async (session: SqlSession) => {
  await session.query(
    "insert into public.beta_allowlist (entry, note) values ('ada@lab.example.edu', 'sql'), ('@uni.example.edu', 'sql')",
  );
};

/** The approval list, `is_email_allowed` and the Auth hook: grants, RLS, and answers per role. */
export function describeApprovalContract(database: () => StackDatabase): void {
  const session = <Result>(work: (session: SqlSession) => Promise<Result>) =>
    inRolledBackSession(database(), work);

  describe('migration 20250917000000: public.beta_allowlist', () => {
    it.each(['anon', 'authenticated'] as const)(
      'gives %s no privilege at all on the table',
      (role) =>
        session(async (sql) => {
          for (const kind of ['select', 'insert', 'update', 'delete']) {
            expect(
              await hasPrivilege(sql, 'has_table_privilege', {
                role,
                target: 'public.beta_allowlist',
                kind,
              }),
            ).toBe(false);
          }
          await sql.actAs(role);
          await expect(sql.query('select * from public.beta_allowlist')).rejects.toThrow(
            /permission denied/,
          );
        }),
    );

    it('lets service_role (the allowlist tool) read and write it', () =>
      session(async (sql) => {
        for (const kind of ['select', 'insert', 'update', 'delete']) {
          expect(
            await hasPrivilege(sql, 'has_table_privilege', {
              role: 'service_role',
              target: 'public.beta_allowlist',
              kind,
            }),
          ).toBe(true);
        }
      }));

    it('has row-level security on and no policy', () =>
      session(async (sql) => {
        const [table] = await sql.query<{ rls: boolean }>(
          "select relrowsecurity as rls from pg_class where oid = 'public.beta_allowlist'::regclass",
        );
        const policies = await sql.query(
          "select * from pg_policies where schemaname = 'public' and tablename = 'beta_allowlist'",
        );
        expect(table?.rls).toBe(true);
        expect(policies).toEqual([]);
      }));

    it('stores entries trimmed and lower-case, once', () =>
      session(async (sql) => {
        const [row] = await sql.query<{ entry: string }>(
          "insert into public.beta_allowlist (entry) values ('  Grace@Lab.Example.EDU ') returning entry",
        );
        expect(row?.entry).toBe('grace@lab.example.edu');
        await expect(
          sql.query("insert into public.beta_allowlist (entry) values ('GRACE@lab.example.edu')"),
        ).rejects.toThrow(/beta_allowlist_entry_key/);
      }));

    it.each(['not-an-email', 'a@b', '@', '@nodot', 'two@@x.example', 'sp ace@x.example', ''])(
      'refuses the malformed entry %j',
      (entry) =>
        session(async (sql) => {
          await expect(
            sql.query('insert into public.beta_allowlist (entry) values ($1)', [entry]),
          ).rejects.toThrow(/beta_allowlist_entry_format/);
        }),
    );
  });

  describe('migration 20250917000100: public.is_email_allowed', () => {
    it('is security definer with an empty search_path', () =>
      session(async (sql) => {
        const [definition] = await sql.query<{ definer: boolean; settings: string[] }>(
          "select prosecdef as definer, proconfig as settings from pg_proc where oid = 'public.is_email_allowed(text)'::regprocedure",
        );
        expect(definition).toEqual({ definer: true, settings: ['search_path=""'] });
      }));

    it.each(['anon', 'authenticated', 'service_role', 'supabase_auth_admin'])(
      'is executable by %s',
      (role) =>
        session(async (sql) => {
          expect(await canExecute(sql, role, 'public.is_email_allowed(text)')).toBe(true);
        }),
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
    ])('answers %j → %s for anon', (email, expected) =>
      session(async (sql) => {
        await withApprovedEntries(sql);
        await sql.actAs('anon', { role: 'anon' });
        const [row] = await sql.query<{ allowed: boolean }>(
          'select public.is_email_allowed($1) as allowed',
          [email],
        );
        expect(row?.allowed).toBe(expected);
      }),
    );
  });

  describe('migration 20250917000200: public.before_user_created_hook', () => {
    const event = (user: Record<string, string>) => JSON.stringify({ user, metadata: {} });
    const callHook = async (sql: SqlSession, user: Record<string, string>) => {
      await withApprovedEntries(sql);
      await sql.actAs('supabase_auth_admin');
      const [row] = await sql.query<{ output: unknown }>(
        'select public.before_user_created_hook($1::jsonb) as output',
        [event(user)],
      );
      return row?.output;
    };

    it.each(['anon', 'authenticated', 'service_role'])('cannot be executed by %s', (role) =>
      session(async (sql) => {
        expect(await canExecute(sql, role, 'public.before_user_created_hook(jsonb)')).toBe(false);
      }),
    );

    it('lets supabase_auth_admin create an approved user', () =>
      session(async (sql) => {
        expect(await callHook(sql, { email: 'someone@uni.example.edu' })).toEqual({});
      }));

    it('refuses an unapproved user with 403 and the product message', () =>
      session(async (sql) => {
        expect(await callHook(sql, { email: 'mallory@evil.example' })).toEqual({
          error: { http_code: 403, message: hookMessage },
        });
      }));

    it('refuses an event without an e-mail (e.g. a phone sign-up)', () =>
      session(async (sql) => {
        const output = (await callHook(sql, { phone: '+15550100' })) as {
          error?: { http_code: number };
        };
        expect(output.error?.http_code).toBe(403);
      }));
  });
}
