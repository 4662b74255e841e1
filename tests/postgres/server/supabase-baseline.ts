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
