import { PGlite } from '@electric-sql/pglite';
import assert from 'node:assert/strict';

const migrations = [
  '20250918000000_create_route_quota.sql',
  '20250918000100_create_usage_events.sql',
];
const ada = '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90';
const grace = '0a4e9d1c-7f3b-4c1e-8a2d-6b5c4d3e2f10';

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

async function database(): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(supabaseBaseline);
  for (const name of migrations) {
    await db.exec(await Deno.readTextFile(new URL(`../../../migrations/${name}`, import.meta.url)));
  }
  return db;
}

async function asRole<T>(
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

const consume = (db: PGlite, user: string, perMinute: number, perDay: number) =>
  db
    .query<{ decision: { allowed: boolean; retry_after_seconds: number } }>(
      'select public.consume_route_quota($1, $2, $3) as decision',
      [user, perMinute, perDay],
    )
    .then((result) => result.rows[0]!.decision);

Deno.test(
  'route quota: counts per user and refuses past the per-minute limit with a retry delay',
  async () => {
    const db = await database();
    try {
      await asRole(db, 'service_role', { role: 'service_role' }, async () => {
        for (let call = 0; call < 3; call++)
          assert.equal((await consume(db, ada, 3, 300)).allowed, true);
        const refused = await consume(db, ada, 3, 300);
        assert.equal(refused.allowed, false);
        assert.ok(refused.retry_after_seconds >= 1 && refused.retry_after_seconds <= 60);
        assert.equal((await consume(db, grace, 3, 300)).allowed, true);
        const dayRefused = await consume(db, grace, 100, 1);
        assert.equal(dayRefused.allowed, false);
        assert.ok(dayRefused.retry_after_seconds > 0 && dayRefused.retry_after_seconds <= 86_400);
      });
    } finally {
      await db.close();
    }
  },
);

Deno.test('route quota: only service_role may consume quota', async () => {
  const db = await database();
  try {
    for (const role of ['anon', 'authenticated']) {
      await asRole(db, role, { sub: ada, role }, async () => {
        await assert.rejects(consume(db, ada, 20, 300), /permission denied/);
      });
    }
  } finally {
    await db.close();
  }
});

Deno.test('usage events: a user reads only their own rows and cannot write any', async () => {
  const db = await database();
  try {
    await asRole(db, 'service_role', { role: 'service_role' }, async () => {
      await db.query(
        `insert into public.usage_events (user_id, vendor, model, latency_ms, input_tokens, output_tokens, outcome)
         values ($1, 'openai', 'm', 120, 10, 5, 'ok'), ($2, 'local', 'retext-clarity', 30, null, null, 'fallback')`,
        [ada, grace],
      );
    });
    await asRole(db, 'authenticated', { sub: ada, role: 'authenticated' }, async () => {
      const rows = await db.query<{ vendor: string }>('select vendor from public.usage_events');
      assert.deepEqual(
        rows.rows.map((row) => row.vendor),
        ['openai'],
      );
      await assert.rejects(
        db.query(
          `insert into public.usage_events (user_id, vendor, model, latency_ms, outcome) values ($1, 'x', 'y', 1, 'ok')`,
          [ada],
        ),
        /permission denied/,
      );
    });
    await asRole(db, 'anon', { role: 'anon' }, async () => {
      await assert.rejects(db.query('select * from public.usage_events'), /permission denied/);
    });
  } finally {
    await db.close();
  }
});
