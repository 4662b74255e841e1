import assert from 'node:assert/strict';
import { ManualClock } from '../clock/manual-clock.test-support.ts';
import type { SupabaseAccess } from './supabase-rest.ts';
import { createUsageRecorder, type UsageEvent, type UsageWriteFailure } from './usage-events.ts';

const event = (requestId: string, overrides: Partial<UsageEvent> = {}): UsageEvent => ({
  userId: '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90',
  vendor: 'openai',
  model: 'gpt-test',
  latencyMs: 41.6,
  inputTokens: 12,
  outputTokens: undefined,
  outcome: 'ok',
  requestId,
  ...overrides,
});

/** PostgREST as far as inserts go: records each request, answers 201 or the given failure. */
function fakePostgrest(answer: () => Response = () => new Response(null, { status: 201 })) {
  const inserts: { url: string; headers: Headers; rows: Record<string, unknown>[] }[] = [];
  const access: SupabaseAccess = {
    url: 'http://supabase.test',
    publicKey: 'sb_publishable_x',
    secretKey: 'sb_secret_x',
    fetch: (input, init) => {
      inserts.push({
        url: String(input),
        headers: new Headers(init?.headers),
        rows: JSON.parse(String(init?.body)),
      });
      return Promise.resolve(answer());
    },
  };
  return { access, inserts };
}

Deno.test('usage: rows go out as one multi-row insert with the secret key', async () => {
  const clock = new ManualClock(0);
  const { access, inserts } = fakePostgrest();
  const record = createUsageRecorder(access, {
    clock,
    onFailure: () => assert.fail('no failure expected'),
    now: () => new Date('2026-11-22T10:00:00.000Z'),
  });
  await clock.run(
    Promise.all([
      record(event('r1')),
      record(
        event('r2', {
          outcome: 'failed',
          withheld: { email: 1, secret: 2 },
          rejections: { claims_overstated: 2, facts_lost: 1 },
        }),
      ),
    ]),
  );
  assert.equal(inserts.length, 1);
  assert.equal(inserts[0]!.url, 'http://supabase.test/rest/v1/usage_events');
  assert.equal(inserts[0]!.headers.get('apikey'), 'sb_secret_x');
  assert.equal(inserts[0]!.headers.get('prefer'), 'return=minimal');
  assert.deepEqual(inserts[0]!.rows, [
    {
      user_id: '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90',
      created_at: '2026-11-22T10:00:00.000Z',
      vendor: 'openai',
      model: 'gpt-test',
      latency_ms: 42,
      input_tokens: 12,
      output_tokens: null,
      outcome: 'ok',
      request_id: 'r1',
      withheld: null,
      rejections: null,
    },
    {
      user_id: '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90',
      created_at: '2026-11-22T10:00:00.000Z',
      vendor: 'openai',
      model: 'gpt-test',
      latency_ms: 42,
      input_tokens: 12,
      output_tokens: null,
      outcome: 'failed',
      request_id: 'r2',
      withheld: { email: 1, secret: 2 },
      rejections: { claims_overstated: 2, facts_lost: 1 },
    },
  ]);
});

Deno.test('usage: a refused insert is reported with its request ids, and dropped', async () => {
  const clock = new ManualClock(0);
  const { access, inserts } = fakePostgrest(() =>
    Response.json({ code: '23503', message: 'violates foreign key constraint' }, { status: 409 }),
  );
  const failures: UsageWriteFailure[] = [];
  const record = createUsageRecorder(access, {
    clock,
    onFailure: (failure) => failures.push(failure),
  });
  await clock.run(Promise.all([record(event('r1')), record(event('r2'))]));
  assert.equal(inserts.length, 1, 'not retried');
  assert.equal(failures.length, 1);
  assert.deepEqual(failures[0]!.requestIds, ['r1', 'r2']);
  assert.match(String(failures[0]!.error), /insert into usage_events failed: status 409 23503/);
});

Deno.test('usage: an insert gets 10 s, and its time limit ends with it', async () => {
  const clock = new ManualClock(0);
  const failures: UsageWriteFailure[] = [];
  const signals: AbortSignal[] = [];
  let answer: 'hang' | 'ok' = 'hang';
  const access: SupabaseAccess = {
    url: 'http://supabase.test',
    publicKey: 'sb_publishable_x',
    secretKey: 'sb_secret_x',
    fetch: (_input, init) => {
      signals.push(init!.signal!);
      if (answer === 'ok') return Promise.resolve(new Response(null, { status: 201 }));
      return new Promise((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
      );
    },
  };
  const record = createUsageRecorder(access, {
    clock,
    onFailure: (failure) => failures.push(failure),
  });
  await clock.run(record(event('stuck')));
  assert.equal(clock.now(), 250 + 10_000, 'flushed at 250 ms, given up 10 s later');
  assert.equal((signals[0]!.reason as DOMException).name, 'TimeoutError');
  assert.deepEqual(
    failures.map((failure) => failure.requestIds),
    [['stuck']],
  );
  answer = 'ok';
  await clock.run(record(event('stored')));
  assert.equal(signals[1]!.aborted, false);
  assert.equal(clock.pending, 0, 'no time limit left armed after the insert');
});
