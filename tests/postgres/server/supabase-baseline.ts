import { ensureSupabaseRoles } from '../../../local-supabase/database/supabase-roles';
import type { StackDatabase } from '../../../local-supabase/database/stack-database';

/**
 * What Supabase Auth creates in every project and our SQL relies on. A bare PostgreSQL lacks it;
 * PGlite gets the full version from @supabase/lite. Kept to what our migrations and tests touch.
 */
const authSchemaSql = `
-- The auth schema and its users table: Supabase Auth's first migration
-- (github.com/supabase/auth, migrations/00_init_auth_schema.up.sql). Our tables reference
-- auth.users (id) with on delete cascade; nothing of ours reads another column but email.
create schema auth;
create table auth.users (
  id uuid primary key,
  email text,
  created_at timestamptz not null default now()
);

-- The caller's user id from the JWT claims PostgREST sets per request
-- (supabase/auth migrations/20220224000811_update_auth_functions.up.sql).
create function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

-- Every claim of that JWT (supabase/auth migrations/20220531120530_add_auth_jwt_function.up.sql).
create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
`;

/**
 * The auth schema above, then the roles and grants of a hosted project, from the same list the
 * embedded stack uses (local-supabase/database/supabase-roles.ts: anon, authenticated,
 * service_role, authenticator, supabase_auth_admin, and the hosted default privileges).
 */
export async function applySupabaseBaseline(database: StackDatabase): Promise<void> {
  await database.exec(authSchemaSql);
  await ensureSupabaseRoles(database);
}

/**
 * What Supabase's Postgres image does on a server whose superuser is `supabase_admin`
 * (github.com/supabase/postgres, migrations/db: init-scripts and the "demote postgres"
 * migrations): `postgres` owns the database but is no superuser, the auth schema belongs to
 * `supabase_auth_admin`, and `postgres` may use auth's tables and act as the API roles. The
 * Supabase CLI then connects as `postgres`, as it does to a hosted project.
 */
const supabaseImageSql = `
create role postgres login createdb createrole replication bypassrls;
alter database postgres owner to postgres;
alter role postgres set search_path to "$user", public, extensions;

alter schema auth owner to supabase_auth_admin;
alter table auth.users owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;

grant all on schema auth, extensions to postgres;
grant all on all tables in schema auth to postgres;
grant anon, authenticated, service_role, supabase_auth_admin to postgres;

-- Hosted defaults for what postgres creates (the migrations): functions are executable by the
-- API roles until a migration revokes them; tables are granted to no one.
alter default privileges for role postgres in schema public
  grant execute on functions to anon, authenticated, service_role;
`;

/**
 * Prepares a server initdb'd with superuser `supabase_admin` as Supabase's image prepares one,
 * run as that superuser. plpgsql_check (which `supabase db lint` needs) is created here when the
 * server has it: on hosted projects `postgres` may create it itself, here only a superuser can.
 */
export async function applySupabaseImage(
  database: StackDatabase,
): Promise<{ plpgsqlCheck: boolean }> {
  await applySupabaseBaseline(database);
  await database.exec(supabaseImageSql);
  const [available] = await database.query<{ found: boolean }>(
    "select exists (select from pg_available_extensions where name = 'plpgsql_check') as found",
  );
  if (available?.found)
    await database.exec('create extension if not exists plpgsql_check schema extensions');
  return { plpgsqlCheck: available?.found ?? false };
}
