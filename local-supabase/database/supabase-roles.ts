import type { StackDatabase } from './stack-database';

/**
 * The roles and grants a hosted Supabase database has before any migration runs, so migrations
 * written for hosted Supabase (grants to anon, authenticated, service_role, supabase_auth_admin)
 * run here unchanged and are held to the same privileges. Idempotent: runs on every start.
 */
const supabaseRolesSql = `
do $$
declare
  wanted record;
begin
  for wanted in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'login noinherit'),
      ('supabase_auth_admin', 'login noinherit createrole'),
      ('supabase_admin', 'login createrole createdb bypassrls')
    ) as roles(name, options)
  loop
    if not exists (select from pg_roles where rolname = wanted.name) then
      execute format('create role %I %s', wanted.name, wanted.options);
    end if;
  end loop;
end $$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
grant usage on schema public, extensions to anon, authenticated, service_role;

-- auth.uid() and friends are what RLS policies call as anon/authenticated.
grant usage on schema auth to anon, authenticated, service_role, supabase_auth_admin;
grant execute on all functions in schema auth to anon, authenticated, service_role;

-- Hosted defaults: new functions are executable by the API roles (revoke them explicitly);
-- new tables and sequences are not granted to anyone (grant them explicitly).
alter default privileges in schema public
  grant execute on functions to anon, authenticated, service_role;
`;

export async function ensureSupabaseRoles(database: StackDatabase): Promise<void> {
  await database.exec(supabaseRolesSql);
}
