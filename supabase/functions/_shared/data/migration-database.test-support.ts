import { PGlite } from '@electric-sql/pglite';

const migrations = [
  '20250918000000_create_route_quota.sql',
  '20250918000100_create_usage_events.sql',
  '20250918000200_purge_expired_usage_events.sql',
  '20250918000300_create_route_quota_batch.sql',
];

/** Two users the migration tests act for. */
export const ada = '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90';
export const grace = '0a4e9d1c-7f3b-4c1e-8a2d-6b5c4d3e2f10';

/** The slice of Supabase our migrations rely on: API roles, auth.users and auth.uid(). */
const supabaseBaseline = `
  create role anon nologin;
  create role authenticated nologin;
  create role service_role nologin bypassrls;
  create schema auth;
  create table auth.users (id uuid primary key, email text);
  create function auth.uid() returns uuid language sql stable as
    $$ select nullif(current_setting('request.jwt.claims', true)::jsonb ->> 'sub', '')::uuid $$;
  grant usage on schema public, auth to anon, authenticated, service_role;
  grant execute on function auth.uid() to anon, authenticated, service_role;
  insert into auth.users values ('${ada}', 'ada@example.org'), ('${grace}', 'grace@example.org');
`;

/** A fresh in-memory Postgres with the Supabase baseline and the route's migrations applied. */
export async function migratedDatabase(): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(supabaseBaseline);
  for (const name of migrations) {
    await db.exec(await Deno.readTextFile(new URL(`../../../migrations/${name}`, import.meta.url)));
  }
  return db;
}

/** Runs `work` as `role` with the given JWT claims, the way PostgREST would, then resets. */
export async function asRole<T>(
  db: PGlite,
  role: string,
  claims: Record<string, unknown>,
  work: () => Promise<T>,
): Promise<T> {
  await db.exec(
    `set role ${role}; select set_config('request.jwt.claims', '${JSON.stringify(claims)}', false);`,
  );
  try {
    return await work();
  } finally {
    await db.exec('reset role;');
  }
}
