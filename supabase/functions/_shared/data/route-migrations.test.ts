import { PGlite } from '@electric-sql/pglite';
import assert from 'node:assert/strict';

const migrations = [
  '20250918000000_create_route_quota.sql',
  '20250918000100_create_usage_events.sql',
  '20250918000200_purge_expired_usage_events.sql',
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

const insertAged = (db: PGlite, user: string, ages: string[]) =>
  db.query(
    `insert into public.usage_events (user_id, created_at, vendor, model, latency_ms, outcome)
     select $1, now() - age::interval, 'openai', age, 100, 'ok' from unnest($2::text[]) as age`,
    [user, ages],
  );

/** The rows left, labelled by age (the model column holds it), oldest first. */
const agesLeft = (db: PGlite) =>
  db
    .query<{ model: string }>('select model from public.usage_events order by created_at')
    .then((result) => result.rows.map((row) => row.model));

const purge = (db: PGlite, batchSize?: number) =>
  db
    .query<{ deleted: number }>(
      batchSize === undefined
        ? 'select public.purge_expired_usage_events() as deleted'
        : 'select public.purge_expired_usage_events($1) as deleted',
      batchSize === undefined ? [] : [batchSize],
    )
    .then((result) => result.rows[0]!.deleted);

Deno.test(
  'usage retention: deletes rows older than 12 months, oldest first in bounded batches, and keeps the rest',
  async () => {
    const db = await database();
    try {
      await asRole(db, 'service_role', { role: 'service_role' }, async () => {
        await insertAged(db, ada, ['3 years', '13 months', '12 months 1 day', '11 months 29 days']);
        await insertAged(db, grace, ['12 months 2 days', '1 hour', '0 seconds']);
        assert.equal(await purge(db, 2), 2, 'a batch stops at its size');
        assert.deepEqual(await agesLeft(db), [
          '12 months 2 days',
          '12 months 1 day',
          '11 months 29 days',
          '1 hour',
          '0 seconds',
        ]);
        assert.equal(await purge(db), 2);
        assert.equal(await purge(db), 0, 'nothing older than 12 months is left');
        assert.deepEqual(await agesLeft(db), ['11 months 29 days', '1 hour', '0 seconds']);
        await assert.rejects(purge(db, 0), /between 1 and 100000/);
      });
    } finally {
      await db.close();
    }
  },
);

Deno.test('usage retention: only service_role may purge usage events', async () => {
  const db = await database();
  try {
    await asRole(db, 'service_role', { role: 'service_role' }, () =>
      insertAged(db, ada, ['2 years']),
    );
    for (const role of ['anon', 'authenticated']) {
      await asRole(db, role, { sub: ada, role }, async () => {
        await assert.rejects(purge(db), /permission denied/);
      });
    }
    const rows = await db.query('select 1 from public.usage_events');
    assert.equal(rows.rows.length, 1, 'the refused callers deleted nothing');
  } finally {
    await db.close();
  }
});
