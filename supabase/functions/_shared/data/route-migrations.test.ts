import type { PGlite } from '@electric-sql/pglite';
import assert from 'node:assert/strict';
import {
  ada,
  asRole,
  grace,
  migratedDatabase as database,
} from './migration-database.test-support.ts';

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
