import type { PGlite } from '@electric-sql/pglite';
import assert from 'node:assert/strict';
import {
  ada,
  asRole,
  grace,
  migratedDatabase as database,
} from './migration-database.test-support.ts';

interface Decision {
  allowed: boolean;
  retry_after_seconds: number;
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

const consumeBatch = (db: PGlite, users: string[] | null, perMinute: number, perDay: number) =>
  db
    .query<{ decisions: Decision[] }>(
      'select public.consume_route_quota_batch($1, $2, $3) as decisions',
      [users, perMinute, perDay],
    )
    .then((result) => result.rows[0]!.decisions);

const allowedOf = (decisions: Decision[]) => decisions.map((decision) => decision.allowed);

Deno.test(
  'route quota batch: the same user five times in one batch gets exactly the per-minute limit, in order',
  async () => {
    const db = await database();
    try {
      await asRole(db, 'service_role', { role: 'service_role' }, async () => {
        const decisions = await consumeBatch(db, [ada, ada, ada, ada, ada], 3, 300);
        assert.deepEqual(allowedOf(decisions), [true, true, true, false, false]);
        for (const refused of decisions.slice(3)) {
          assert.ok(refused.retry_after_seconds >= 1 && refused.retry_after_seconds <= 60);
        }
        assert.deepEqual(decisions[0], { allowed: true, retry_after_seconds: 0 });
        assert.equal((await consume(db, ada, 3, 300)).allowed, false, 'the batch counted them');
      });
    } finally {
      await db.close();
    }
  },
);

Deno.test(
  'route quota batch: mixed users each keep their own count, continuing from single calls',
  async () => {
    const db = await database();
    try {
      await asRole(db, 'service_role', { role: 'service_role' }, async () => {
        assert.equal((await consume(db, grace, 2, 300)).allowed, true);
        // grace has 1 of 2 left, ada 2 of 2; the answers come back in the order asked.
        const decisions = await consumeBatch(db, [grace, ada, grace, ada, ada, grace], 2, 300);
        assert.deepEqual(allowedOf(decisions), [true, true, false, true, false, false]);
        assert.deepEqual(await consumeBatch(db, [], 2, 300), [], 'an empty batch counts nothing');
        const dayRefused = await consumeBatch(db, [ada], 100, 2);
        assert.deepEqual(allowedOf(dayRefused), [false], 'the per-day limit holds too');
        assert.ok(dayRefused[0]!.retry_after_seconds > 0);
      });
    } finally {
      await db.close();
    }
  },
);

Deno.test('route quota batch: bad input is refused whole and counts nothing', async () => {
  const db = await database();
  try {
    await asRole(db, 'service_role', { role: 'service_role' }, async () => {
      await assert.rejects(consumeBatch(db, null, 20, 300), /one-dimensional array/);
      await assert.rejects(consumeBatch(db, [ada], 0, 300), /positive limits/);
      await assert.rejects(
        consumeBatch(
          db,
          Array.from({ length: 1001 }, () => ada),
          5_000,
          5_000,
        ),
        /at most 1000/,
      );
      // Sorts after ada, so ada is counted first and the failure must undo it.
      const unknownUser = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
      await assert.rejects(consumeBatch(db, [ada, unknownUser], 20, 300), /foreign key/);
      assert.deepEqual(
        allowedOf(await consumeBatch(db, [ada], 1, 300)),
        [true],
        'the refused batches counted nothing for ada',
      );
    });
  } finally {
    await db.close();
  }
});

Deno.test('route quota batch: only service_role may consume quota in a batch', async () => {
  const db = await database();
  try {
    for (const role of ['anon', 'authenticated']) {
      await asRole(db, role, { sub: ada, role }, async () => {
        await assert.rejects(consumeBatch(db, [ada], 20, 300), /permission denied/);
      });
    }
    const grants = await db.query<{ grantee: string }>(
      `select grantee from information_schema.routine_privileges
       where routine_schema = 'public' and routine_name = 'consume_route_quota_batch'
         and privilege_type = 'EXECUTE' order by grantee`,
    );
    assert.ok(
      grants.rows.every((row) => !['PUBLIC', 'anon', 'authenticated'].includes(row.grantee)),
    );
    assert.ok(grants.rows.some((row) => row.grantee === 'service_role'));
    const counted = await db.query('select 1 from public.route_quota');
    assert.equal(counted.rows.length, 0, 'the refused callers counted nothing');
  } finally {
    await db.close();
  }
});
