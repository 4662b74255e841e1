import assert from 'node:assert/strict';
import type { FaultPlanInput } from '../_test-support/mock-vendor/fault-plan.ts';
import {
  type MockVendor,
  startMockVendor,
} from '../_test-support/mock-vendor/mock-vendor-server.ts';
import {
  type ReadEvent,
  readServerSentEvents,
} from '../_test-support/mock-vendor/server-sent-events.ts';
import {
  octJwks,
  signHs256,
  testIssuer,
  userClaims,
} from '../_shared/auth/sign-test-token.test-support.ts';
import { createHandler } from './handler.ts';
import { createLiveDependencies } from './live-dependencies.ts';
import { pollUntil } from '../_shared/clock/poll.test-support.ts';

/**
 * A streamed answer through the real handler, adapters and router, from the mock vendor over
 * loopback: each event the caller reads, and each failure before and after the stream began.
 * Two vendors (OpenAI's and Anthropic's wire formats); the first is tried first.
 */
const secret = 'streamed-answer-secret-with-at-least-32-characters';
const draft = 'Error rates fell by 12% across the three sites, so we will utilize the new form.';

// A vendor's provider loads on its first call (vendor-catalog.ts), and that counts against the
// call's time limit, which is 400 ms here; the router, the judge, the stream's writer and the
// quota check load with a new isolate's first admitted request (live-dependencies.ts,
// refining-route.ts). All loaded once up front, as a warm isolate has them, so the first test's
// times are a warm request's.
await Promise.all([
  import('@ai-sdk/openai'),
  import('@ai-sdk/anthropic'),
  import('../_shared/refinement/reply-judge.ts'),
  import('./refined-text-stream.ts'),
  import('../_shared/router/vendor-router.ts'),
  import('../_shared/data/route-quota.ts'),
  import('../_shared/http/read-route-request.ts'),
]);

function environment(mock: MockVendor, overrides: Record<string, string> = {}) {
  return {
    SUPABASE_URL: `${mock.url}/supabase`,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_test' }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_test' }),
    SUPABASE_JWKS: octJwks(secret),
    SB_JWT_ISSUER: testIssuer,
    OPENAI_API_KEY: 'test',
    OPENAI_BASE_URL: `${mock.url}/first/v1`,
    ANTHROPIC_API_KEY: 'test',
    ANTHROPIC_BASE_URL: `${mock.url}/second/v1`,
    ROUTER_VENDORS: 'openai,anthropic',
    ROUTER_LOCAL_FALLBACK: 'off',
    ROUTER_EXPLORATION: '0',
    ROUTER_ATTEMPT_TIMEOUT_MS: '400',
    ROUTER_STREAM_STALL_MS: '200',
    ROUTER_DEADLINE_MS: '5000',
    ...overrides,
  };
}

interface Setup {
  mock: MockVendor;
  handler: (request: Request) => Promise<Response>;
  logs: Record<string, unknown>[];
  token: string;
}

async function withStreaming(
  plans: { first?: FaultPlanInput; second?: FaultPlanInput; env?: Record<string, string> },
  work: (setup: Setup) => Promise<void>,
) {
  const mock = startMockVendor({
    plans: { first: plans.first ?? { wordGapMs: 2 }, second: plans.second ?? { wordGapMs: 2 } },
  });
  const logs: Record<string, unknown>[] = [];
  const original = console.log;
  console.log = (line: unknown) => void logs.push(JSON.parse(String(line)));
  try {
    const handler = createHandler(createLiveDependencies(environment(mock, plans.env)));
    await work({ mock, handler, logs, token: await signHs256(userClaims(), secret) });
  } finally {
    console.log = original;
    await mock.close();
  }
}

function post(token: string | undefined, body: string, init: RequestInit = {}) {
  return new Request('http://localhost/functions/v1/route', {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
    ...init,
  });
}

/** The events as `name data` lines, deltas joined into one `delta` line per answer. */
function summary(events: readonly ReadEvent[]): string[] {
  const lines: string[] = [];
  for (const { event, data } of events) {
    const previous = lines.at(-1);
    if (event === 'delta' && previous?.startsWith('delta ')) {
      lines[lines.length - 1] = previous + JSON.parse(data).text;
    } else if (event === 'delta') lines.push(`delta ${JSON.parse(data).text}`);
    else if (event === 'replaced') lines.push(`replaced ${JSON.parse(data).reason}`);
    else lines.push(event);
  }
  return lines;
}

const doneBody = (events: readonly ReadEvent[]) => JSON.parse(events.at(-1)!.data);

Deno.test(
  'streams the refined message as it is written, then done with the plain body',
  async () => {
    await withStreaming({}, async ({ handler, token }) => {
      const response = await handler(post(token, JSON.stringify({ text: draft })));
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'text/event-stream');
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
      assert.equal(response.headers.get('x-request-id')?.length, 36);
      const events = await readServerSentEvents(response);
      assert.deepEqual(summary(events), [`delta ${draft}`, 'done']);
      assert.ok(events.filter((event) => event.event === 'delta').length > 10, 'word by word');
      const body = doneBody(events);
      assert.deepEqual(Object.keys(body), ['output', 'meta', 'refinement']);
      assert.equal(body.refinement.refined, draft);
      assert.match(body.output, /^REFINED\n/);
      assert.equal(body.meta.vendor, 'openai');
    });
  },
);

Deno.test('the offline engine answers in one delta, then done', async () => {
  const mock = startMockVendor();
  try {
    const env = environment(mock, { ROUTER_LOCAL_FALLBACK: 'on' });
    const handler = createHandler(
      createLiveDependencies({ ...env, OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '' }),
    );
    const events = await readServerSentEvents(
      await handler(post(await signHs256(userClaims(), secret), JSON.stringify({ text: draft }))),
    );
    assert.deepEqual(
      events.map((event) => event.event),
      ['delta', 'done'],
    );
    assert.equal(JSON.parse(events[0]!.data).text, doneBody(events).refinement.refined);
    assert.equal(doneBody(events).meta.vendor, 'local');
  } finally {
    await mock.close();
  }
});

Deno.test(
  'a stall before the first word is cut at its time limit: nothing to replace',
  async () => {
    await withStreaming({ first: { fault: 'stall' } }, async ({ handler, token, mock }) => {
      const events = await readServerSentEvents(
        await handler(post(token, JSON.stringify({ text: draft }))),
      );
      assert.deepEqual(summary(events), [`delta ${draft}`, 'done']);
      assert.equal(doneBody(events).meta.vendor, 'anthropic');
      assert.deepEqual(
        doneBody(events).meta.attempts.map((attempt: { outcome: string }) => attempt.outcome),
        ['timeout', 'ok'],
      );
      await pollUntil(
        () => mock.stats('first').open,
        (open) => open === 0,
      );
    });
  },
);

Deno.test('a stall mid-stream is replaced, and the next answer streams in its place', async () => {
  await withStreaming(
    { first: { fault: 'stall', afterWords: 4, wordGapMs: 2 } },
    async ({ handler, token }) => {
      const events = await readServerSentEvents(
        await handler(post(token, JSON.stringify({ text: draft }))),
      );
      assert.deepEqual(summary(events), [
        'delta Error rates fell',
        'replaced the first answer took too long',
        `delta ${draft}`,
        'done',
      ]);
      assert.equal(doneBody(events).meta.vendor, 'anthropic');
    },
  );
});

Deno.test('an answer the fact lock refuses is replaced, saying what it lost', async () => {
  await withStreaming(
    { first: { fault: 'drop-fact', wordGapMs: 2 } },
    async ({ handler, token }) => {
      const events = await readServerSentEvents(
        await handler(post(token, JSON.stringify({ text: draft }))),
      );
      assert.deepEqual(summary(events), [
        `delta ${draft.replace('12%', 'several')}`,
        'replaced the first answer lost "12%"',
        `delta ${draft}`,
        'done',
      ]);
      assert.deepEqual(doneBody(events).refinement.facts.missing, []);
    },
  );
});

Deno.test('every answer failing once the stream began ends in an error event', async () => {
  const stalling = { fault: 'stall', afterWords: 2, wordGapMs: 2 } as const;
  await withStreaming(
    { first: stalling, second: stalling, env: { ROUTER_DEADLINE_MS: '1500' } },
    async ({ handler, token }) => {
      const response = await handler(post(token, JSON.stringify({ text: draft })));
      assert.equal(response.status, 200, 'the stream began once the quota admitted it');
      const events = await readServerSentEvents(response);
      const names = summary(events).map((line) => line.split(' ')[0]);
      assert.equal(names.at(-1), 'error');
      assert.ok(names.includes('replaced'));
      assert.deepEqual(JSON.parse(events.at(-1)!.data), {
        error: {
          code: 'no_vendor_available',
          message: 'No AI vendor could answer in time. Please try again.',
        },
      });
    },
  );
});

Deno.test('a refusal before any work stays a JSON error with its status', async () => {
  await withStreaming({}, async ({ handler, token, mock }) => {
    const cases: [Request, number, string][] = [
      [post(undefined, JSON.stringify({ text: draft })), 401, 'unauthorized'],
      [post(token, 'not json'), 400, 'invalid_json'],
      [post(token, JSON.stringify({ text: 'x'.repeat(8_001) })), 413, 'text_too_long'],
      [
        new Request('http://localhost/', { headers: { accept: 'text/event-stream' } }),
        405,
        'method_not_allowed',
      ],
    ];
    for (const [request, status, code] of cases) {
      const response = await handler(request);
      assert.equal(response.status, status, code);
      assert.equal(response.headers.get('content-type'), 'application/json');
      assert.equal((await response.json()).error.code, code);
    }
    mock.supabase.approvedEmails = new Set(['ada@example.org']);
    const stranger = await signHs256(
      userClaims({ sub: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', email: 'eve@example.org' }),
      secret,
    );
    const refused = await handler(post(stranger, JSON.stringify({ text: draft })));
    assert.equal(refused.status, 403);
    assert.equal((await refused.json()).error.code, 'not_approved');
    mock.supabase.quotaAllowed = false;
    const limited = await handler(post(token, JSON.stringify({ text: draft })));
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('retry-after'), '42');
    assert.equal((await limited.json()).error.code, 'quota_exceeded');
    assert.equal(mock.stats('first').calls + mock.stats('second').calls, 1, 'one call, aborted');
  });
});

Deno.test('a caller who goes away aborts the vendor call mid-stream', async () => {
  await withStreaming({ first: { wordGapMs: 80 } }, async ({ handler, token, mock, logs }) => {
    const caller = new AbortController();
    const response = await handler(
      post(token, JSON.stringify({ text: draft }), { signal: caller.signal }),
    );
    // The request's signal aborts, as Deno.serve's does when the caller's connection closes.
    const events = await readServerSentEvents(response, (event) => {
      if (event.event === 'delta') caller.abort();
    });
    assert.deepEqual(
      events.map((event) => event.event),
      ['delta', 'error'],
    );
    const stats = await pollUntil(
      () => mock.stats('first'),
      (lane) => lane.open === 0,
    );
    assert.equal(stats.abandoned, 1, 'the vendor saw its connection close');
    assert.equal(mock.stats('second').calls, 0, 'and no other vendor was asked');
    await pollUntil(
      () => mock.supabase.usageRows.length,
      (rows) => rows === 1,
    );
    assert.equal(mock.supabase.usageRows[0]!.outcome, 'failed');
    assert.ok(logs.some((line) => line.event === 'caller_gone'));
  });
});

Deno.test('a caller who cancels the stream aborts the vendor call too', async () => {
  await withStreaming({ first: { wordGapMs: 80 } }, async ({ handler, token, mock }) => {
    const response = await handler(post(token, JSON.stringify({ text: draft })));
    await readServerSentEvents(response, (event) => (event.event === 'delta' ? 'stop' : undefined));
    const stats = await pollUntil(
      () => mock.stats('first'),
      (lane) => lane.open === 0,
    );
    assert.equal(stats.abandoned, 1);
  });
});
