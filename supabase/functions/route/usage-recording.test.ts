import assert from 'node:assert/strict';
import type { SupabaseAccess } from '../_shared/data/supabase-rest.ts';
import { createUsageRecorder } from '../_shared/data/usage-events.ts';
import { createHandler } from './handler.ts';
import type { RouteDependencies } from './route-dependencies.ts';
import { answeredOutcome } from './route-outcome.test-support.ts';
import { pollUntil } from '../_shared/clock/poll.test-support.ts';

// Usage rows from the handler through the real batching recorder, to a fake PostgREST.

/** A PostgREST whose inserts wait until the test releases them. */
function heldPostgrest() {
  const inserts: { rows: { request_id: string }[]; release: () => void }[] = [];
  const access: SupabaseAccess = {
    url: 'http://supabase.test',
    publicKey: 'sb_publishable_x',
    secretKey: 'sb_secret_x',
    fetch: (_input, init) =>
      new Promise<Response>((resolve) => {
        inserts.push({
          rows: JSON.parse(String(init?.body)),
          release: () => resolve(new Response(null, { status: 201 })),
        });
      }),
  };
  return { access, inserts };
}

function dependencies(overrides: Partial<RouteDependencies>) {
  const pending: Promise<unknown>[] = [];
  const calls = { quota: 0, approval: 0 };
  let nextId = 0;
  const deps: RouteDependencies = {
    verifyCaller: () =>
      Promise.resolve({ userId: 'user-1', email: 'ada@example.org', accessToken: 't' }),
    isEmailApproved: () => {
      calls.approval++;
      return Promise.resolve(true);
    },
    consumeQuota: () => {
      calls.quota++;
      return Promise.resolve({ allowed: true, retry_after_seconds: 0 });
    },
    route: () => Promise.resolve(answeredOutcome),
    recordUsage: () => Promise.resolve(),
    sweepExpiredUsage: () => undefined,
    waitUntil: (promise) => pending.push(promise),
    now: () => performance.now(),
    log: () => {},
    newRequestId: () => `request-${++nextId}`,
    ...overrides,
  };
  return { deps, pending, calls };
}

const post = () =>
  new Request('http://localhost/functions/v1/route', {
    method: 'POST',
    headers: { authorization: 'Bearer t' },
    body: JSON.stringify({ text: 'Hello there.' }),
  });

Deno.test(
  'every reply gets its usage row, in a few batched inserts, each request kept alive until its own row is stored',
  async () => {
    const { access, inserts } = heldPostgrest();
    const recordUsage = createUsageRecorder(access, {
      onFailure: () => assert.fail('no failure expected'),
    });
    const { deps, pending } = dependencies({ recordUsage });
    const handler = createHandler(deps);
    const responses = await Promise.all(Array.from({ length: 120 }, () => handler(post())));
    assert.ok(responses.every((response) => response.status === 200));
    const answeredIds = responses.map((response) => response.headers.get('x-request-id'));
    const settled = new Set<number>();
    pending.forEach((promise, index) => promise.then(() => settled.add(index)));
    const rowsSent = () => inserts.reduce((sum, insert) => sum + insert.rows.length, 0);
    await pollUntil(rowsSent, (rows) => rows >= 120);
    assert.ok(inserts.length >= 3 && inserts.length <= 10, `${inserts.length} inserts`);
    assert.ok(inserts.every((insert) => insert.rows.length <= 50));
    assert.equal(settled.size, 0, 'no request is let go before its row is stored');
    const [first, ...others] = inserts;
    first!.release();
    await pollUntil(
      () => settled.size,
      (size) => size >= first!.rows.length,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(settled.size, first!.rows.length, 'exactly the requests that insert carried');
    for (const insert of others) insert.release();
    await Promise.all(pending);
    assert.deepEqual(
      inserts.flatMap((insert) => insert.rows.map((row) => row.request_id)).sort(),
      answeredIds.sort(),
      'one row per reply',
    );
  },
);

Deno.test(
  'a reply waits on one quota round trip and nothing after the route: usage and the sweep run later',
  async () => {
    const never = new Promise<never>(() => {});
    const { deps, pending, calls } = dependencies({
      recordUsage: () => never,
      sweepExpiredUsage: () => never,
    });
    const response = await createHandler(deps)(post());
    assert.equal(response.status, 200);
    assert.equal(calls.quota, 1);
    assert.equal(pending.length, 2, 'usage and sweep handed to waitUntil, not awaited');
  },
);
