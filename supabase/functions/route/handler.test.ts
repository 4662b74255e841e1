import assert from 'node:assert/strict';
import type { Caller } from '../_shared/auth/caller-verification.ts';
import { SupabaseRestError } from '../_shared/data/supabase-rest.ts';
import type { UsageEvent } from '../_shared/data/usage-events.ts';
import { RouteError } from '../_shared/http/route-error.ts';
import { scriptedAdapter } from '../_shared/router/fake-adapter.test-support.ts';
import { ManualClock } from '../_shared/clock/manual-clock.test-support.ts';
import { defaultRouterSettings } from '../_shared/router/router-settings.ts';
import { createVendorRouter } from '../_shared/router/vendor-router.ts';
import { createRefiningRoute } from './refining-route.ts';
import { createHandler } from './handler.ts';
import type { RouteDependencies } from './route-dependencies.ts';
import { answeredOutcome } from './route-outcome.test-support.ts';

const caller: Caller = { userId: 'user-1', email: 'ada@example.org', accessToken: 'token' };

function fakes(overrides: Partial<RouteDependencies> = {}) {
  const usage: UsageEvent[] = [];
  const pending: Promise<unknown>[] = [];
  const routed: string[] = [];
  const deps: RouteDependencies = {
    verifyCaller: (authorization) =>
      authorization === 'Bearer good'
        ? Promise.resolve(caller)
        : Promise.reject(
            new RouteError(
              'unauthorized',
              'Your session is missing or has expired. Please sign in again.',
            ),
          ),
    isEmailApproved: () => Promise.resolve(true),
    consumeQuota: () => Promise.resolve({ allowed: true, retry_after_seconds: 0 }),
    route: (text) => {
      routed.push(text);
      return Promise.resolve(answeredOutcome);
    },
    recordUsage: (event) => {
      usage.push(event);
      return Promise.resolve();
    },
    sweepExpiredUsage: () => undefined,
    waitUntil: (promise) => pending.push(promise),
    now: () => performance.now(),
    log: () => {},
    newRequestId: () => 'request-1',
    ...overrides,
  };
  return { deps, usage, pending, routed };
}

function post(
  body: BodyInit | null,
  headers: Record<string, string> = { authorization: 'Bearer good' },
) {
  return new Request('http://localhost/functions/v1/route', { method: 'POST', body, headers });
}

async function expectError(response: Response, status: number, code: string) {
  assert.equal(response.status, status);
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  const body = await response.json();
  assert.equal(body.error.code, code);
  assert.equal(typeof body.error.message, 'string');
  return body.error.message as string;
}

Deno.test('answers the CORS preflight with 204 and the allowed headers', async () => {
  const response = await createHandler(fakes().deps)(
    new Request('http://localhost/', { method: 'OPTIONS' }),
  );
  assert.equal(response.status, 204);
  assert.match(response.headers.get('access-control-allow-headers') ?? '', /authorization/);
});

Deno.test('returns the refined output with meta, usage and a Server-Timing header', async () => {
  const { deps, routed } = fakes();
  const response = await createHandler(deps)(post(JSON.stringify({ text: '  Hello there.  ' })));
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.output, 'REFINED\nHello.');
  assert.equal(body.meta.vendor, 'openai');
  assert.equal(body.meta.model, 'gpt-test');
  assert.deepEqual(body.meta.usage, { input: 12, output: 5 });
  assert.equal(body.meta.attempts.length, 1);
  assert.equal(typeof body.meta.latency, 'number');
  assert.ok(body.meta.overhead_ms >= 0);
  assert.deepEqual(routed, ['Hello there.']);
  assert.match(
    response.headers.get('server-timing') ?? '',
    /auth;dur=.*vendor;dur=40.*router;dur=.*total;dur=/,
  );
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
});

Deno.test('records usage after the response through waitUntil', async () => {
  const { deps, usage, pending } = fakes();
  await createHandler(deps)(post(JSON.stringify({ text: 'Hello' })));
  assert.equal(pending.length, 1);
  await Promise.all(pending);
  assert.equal(usage[0]?.userId, 'user-1');
  assert.equal(usage[0]?.outcome, 'ok');
  assert.equal(usage[0]?.inputTokens, 12);
});

Deno.test('refuses a missing or invalid JWT with 401', async () => {
  const handler = createHandler(fakes().deps);
  await expectError(await handler(post(JSON.stringify({ text: 'hi' }), {})), 401, 'unauthorized');
  await expectError(
    await handler(post(JSON.stringify({ text: 'hi' }), { authorization: 'Bearer bad' })),
    401,
    'unauthorized',
  );
});

Deno.test('refuses an e-mail that is not approved with 403 and the spec message', async () => {
  const { deps, routed } = fakes({ isEmailApproved: () => Promise.resolve(false) });
  const message = await expectError(
    await createHandler(deps)(post(JSON.stringify({ text: 'hi' }))),
    403,
    'not_approved',
  );
  assert.equal(message, "This account isn't approved for beta access.");
  assert.equal(routed.length, 0);
});

Deno.test(
  'rejects bodies that are not JSON, lack text, hold a non-string or only spaces with 400',
  async () => {
    const handler = createHandler(fakes().deps);
    await expectError(await handler(post('not json')), 400, 'invalid_json');
    await expectError(await handler(post(JSON.stringify({ message: 'hi' }))), 400, 'invalid_body');
    await expectError(await handler(post(JSON.stringify({ text: 42 }))), 400, 'invalid_body');
    await expectError(await handler(post(JSON.stringify({ text: ' \n\t ' }))), 400, 'empty_text');
  },
);

Deno.test('refuses a style it does not know with 400, naming the valid ones', async () => {
  const { deps, routed } = fakes();
  const handler = createHandler(deps);
  for (const style of ['louder', 'SHORTER', 3, null, '']) {
    const message = await expectError(
      await handler(post(JSON.stringify({ text: 'Hello there', style }))),
      400,
      'invalid_body',
    );
    assert.equal(
      message,
      'The "style" field must be one of: shorter, formal, friendly, direct, plain.',
    );
  }
  assert.equal(routed.length, 0);
});

Deno.test('routes with the style asked for and says in meta which one was applied', async () => {
  const styles: (string | undefined)[] = [];
  const { deps } = fakes({
    route: (_text, options) => {
      styles.push(options.style);
      return Promise.resolve(answeredOutcome);
    },
  });
  const handler = createHandler(deps);
  const styled = await handler(post(JSON.stringify({ text: 'Hello there', style: 'formal' })));
  assert.equal((await styled.json()).meta.style, 'formal');
  const plain = await handler(post(JSON.stringify({ text: 'Hello there' })));
  assert.equal('style' in (await plain.json()).meta, false, 'no style: behaviour as before');
  assert.deepEqual(styles, ['formal', undefined]);
});

Deno.test('rejects text over 8,000 characters and bodies over 64 KB with 413', async () => {
  const handler = createHandler(fakes().deps);
  await expectError(
    await handler(post(JSON.stringify({ text: 'a'.repeat(8_001) }))),
    413,
    'text_too_long',
  );
  await expectError(
    await handler(post(JSON.stringify({ text: 'a'.repeat(70_000) }))),
    413,
    'payload_too_large',
  );
  const ok = await handler(post(JSON.stringify({ text: `  ${'a'.repeat(8_000)}  ` })));
  assert.equal(ok.status, 200);
});

Deno.test(
  'refuses a caller over quota with 429 and Retry-After, aborting the vendor call and recording no usage',
  async () => {
    const signals: AbortSignal[] = [];
    const { deps, usage, pending } = fakes({
      consumeQuota: () => Promise.resolve({ allowed: false, retry_after_seconds: 17 }),
      route: (_text, options) => {
        signals.push(options.signal!);
        return new Promise((resolve) =>
          options.signal!.addEventListener('abort', () => resolve(answeredOutcome)),
        );
      },
    });
    const response = await createHandler(deps)(post(JSON.stringify({ text: 'hi' })));
    await expectError(response, 429, 'quota_exceeded');
    assert.equal(response.headers.get('retry-after'), '17');
    assert.equal(signals.length, 1, 'the vendor call started with the check');
    assert.equal(signals[0]!.aborted, true, 'and was aborted when the check refused');
    await Promise.all(pending);
    assert.deepEqual(usage, [], 'a refused request records no usage');
  },
);

Deno.test('answers 503 when no vendor could answer, and records the failure', async () => {
  const { deps, usage, pending } = fakes({
    route: () =>
      Promise.resolve({
        ok: false,
        attempts: [{ vendor: 'openai', model: 'm', outcome: 'timeout', ms: 10, hedge: false }],
        vendorMs: 10,
        failures: [{ vendor: 'openai', code: 'timeout' }],
      }),
  });
  const message = await expectError(
    await createHandler(deps)(post(JSON.stringify({ text: 'hi' }))),
    503,
    'no_vendor_available',
  );
  assert.doesNotMatch(message, /openai|timeout/);
  await Promise.all(pending);
  assert.equal(usage[0]?.outcome, 'failed');
});

Deno.test('records the judge’s refusals by reason on the usage row, never their text', async () => {
  const { deps, usage, pending } = fakes({
    route: () =>
      Promise.resolve({
        ...answeredOutcome,
        failures: [
          { vendor: 'openai', code: 'invalid_response', rejection: 'off_topic' },
          { vendor: 'anthropic', code: 'timeout' },
          { vendor: 'gemini', code: 'invalid_response', rejection: 'off_topic' },
          { vendor: 'openai', code: 'invalid_response', rejection: 'facts_lost' },
        ],
      }),
  });
  await createHandler(deps)(post(JSON.stringify({ text: 'hi' })));
  await Promise.all(pending);
  assert.deepEqual(usage[0]?.rejections, { off_topic: 2, facts_lost: 1 });
});

Deno.test('records no refusals on a usage row when no reply was refused', async () => {
  const { deps, usage, pending } = fakes({
    route: () =>
      Promise.resolve({
        ok: false,
        attempts: [{ vendor: 'openai', model: 'm', outcome: 'timeout', ms: 10, hedge: false }],
        vendorMs: 10,
        failures: [{ vendor: 'openai', code: 'timeout' }],
      }),
  });
  await createHandler(deps)(post(JSON.stringify({ text: 'hi' })));
  await Promise.all(pending);
  assert.equal(usage[0]?.rejections, undefined);
});

Deno.test(
  'hides unexpected errors behind a generic 500 and logs them with the request id',
  async () => {
    const logged: Record<string, unknown>[] = [];
    const { deps } = fakes({
      consumeQuota: () =>
        Promise.reject(new Error('connection to db at 10.0.0.1 refused, key sb_secret_x')),
      log: (entry) => logged.push(entry),
    });
    const message = await expectError(
      await createHandler(deps)(post(JSON.stringify({ text: 'hi' }))),
      500,
      'internal_error',
    );
    assert.equal(message, 'An unexpected error occurred');
    assert.equal(logged[0]?.requestId, 'request-1');
    assert.match(JSON.stringify(logged[0]?.error), /sb_secret_x/);
  },
);

Deno.test(
  'tells the caller the service is busy (503, Retry-After) when its database refuses for load',
  async () => {
    const logged: Record<string, unknown>[] = [];
    const signals: AbortSignal[] = [];
    const { deps, usage, pending } = fakes({
      consumeQuota: () => Promise.reject(new SupabaseRestError('rpc consume_route_quota', 503)),
      route: (_text, options) => {
        signals.push(options.signal!);
        return Promise.resolve(answeredOutcome);
      },
      log: (entry) => logged.push(entry),
    });
    const response = await createHandler(deps)(post(JSON.stringify({ text: 'hi' })));
    const message = await expectError(response, 503, 'service_busy');
    assert.equal(message, 'The service is busy. Please try again in a moment.');
    assert.equal(response.headers.get('retry-after'), '1');
    assert.equal(signals[0]?.aborted, true, 'the vendor call of a request not counted is aborted');
    await Promise.all(pending);
    assert.deepEqual(usage, []);
    assert.equal(logged[0]?.requestId, 'request-1');
  },
);

Deno.test('answers other methods with 405', async () => {
  const response = await createHandler(fakes().deps)(
    new Request('http://localhost/', { method: 'GET' }),
  );
  await expectError(response, 405, 'method_not_allowed');
});

Deno.test(
  'answers 503 at the deadline on its own clock, with the server-side time in Server-Timing',
  async () => {
    const clock = new ManualClock(5_000);
    const hanging = scriptedAdapter('openai', [{ hang: true }], { clock });
    const router = createVendorRouter({
      remote: [hanging.adapter],
      local: undefined,
      settings: { ...defaultRouterSettings, deadlineMs: 1_200, localFallback: false },
      clock,
    });
    const { deps } = fakes({
      // The caller checks take 30 ms of the deadline, which counts from arrival.
      consumeQuota: () =>
        new Promise((resolve) =>
          clock.schedule(() => resolve({ allowed: true, retry_after_seconds: 0 }), 30),
        ),
      route: createRefiningRoute(router),
      now: () => clock.now(),
    });
    const response = await clock.run(createHandler(deps)(post(JSON.stringify({ text: 'hi' }))));
    await expectError(response, 503, 'no_vendor_available');
    const total = Number(
      /total;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1],
    );
    assert.equal(total, 1_200, 'answered exactly at the deadline, well before deadline + 50 ms');
    assert.match(response.headers.get('server-timing') ?? '', /quota;dur=30/);
    assert.equal(hanging.counts.open, 0, 'the hanging call was aborted');
  },
);

Deno.test('logs vendor failures by vendor, class and status only', async () => {
  const logged: Record<string, unknown>[] = [];
  const { deps } = fakes({
    route: () =>
      Promise.resolve({
        ...answeredOutcome,
        failures: [{ vendor: 'anthropic', code: 'bad_request', status: 400 }],
      }),
    log: (entry) => logged.push(entry),
  });
  const response = await createHandler(deps)(post(JSON.stringify({ text: 'Hello there' })));
  assert.equal(response.status, 200);
  assert.deepEqual(logged, [
    {
      level: 'warn',
      requestId: 'request-1',
      event: 'vendor_failures',
      failures: [{ vendor: 'anthropic', code: 'bad_request', status: 400 }],
    },
  ]);
});

Deno.test('never logs the message text, even when an unexpected error quotes it back', async () => {
  const logged: Record<string, unknown>[] = [];
  const text = 'Our grant on QUOKKA-7731 lipid rafts is due next Friday, please review it.';
  const { deps } = fakes({
    route: () =>
      Promise.reject(new TypeError(`upstream choked on {"content":"${text}"} at byte 12`)),
    log: (entry) => logged.push(entry),
  });
  const response = await createHandler(deps)(post(JSON.stringify({ text })));
  await expectError(response, 500, 'internal_error');
  const lines = JSON.stringify(logged);
  assert.doesNotMatch(lines, /QUOKKA-7731|lipid rafts/);
  assert.match(lines, /upstream choked on.*\[message text\]/);
});

Deno.test('starts the retention sweep after the response when the sweeper picks it', async () => {
  const logged: Record<string, unknown>[] = [];
  let sweeps = 0;
  const { deps, pending } = fakes({
    sweepExpiredUsage: () => {
      sweeps++;
      return sweeps === 1 ? Promise.resolve(4) : Promise.reject(new Error('database away'));
    },
    log: (entry) => logged.push(entry),
  });
  const handler = createHandler(deps);
  await handler(post(JSON.stringify({ text: 'Hello' })));
  await handler(post(JSON.stringify({ text: 'Hello' })));
  assert.equal(pending.length, 4, 'usage and sweep, twice, all through waitUntil');
  await Promise.all(pending);
  assert.deepEqual(
    logged.map((entry) => [
      entry.event,
      entry.deleted ?? (entry.error as { message?: string }).message,
    ]),
    [
      ['usage_purged', 4],
      ['usage_purge_failed', 'database away'],
    ],
  );
});
