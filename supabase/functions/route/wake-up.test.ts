import assert from 'node:assert/strict';
import type { Caller } from '../_shared/auth/caller-verification.ts';
import { RouteError } from '../_shared/http/route-error.ts';
import { defaultRouterSettings } from '../_shared/router/router-settings.ts';
import { createVendorRouter } from '../_shared/router/vendor-router.ts';
import { createClarityAdapter } from '../_shared/vendors/clarity-adapter.ts';
import { createHandler } from './handler.ts';
import { createRefiningRoute, type RefinedOutcome } from './refining-route.ts';
import type { RouteDependencies } from './route-dependencies.ts';
import { answeredOutcome } from './route-outcome.test-support.ts';
import { createWarmUp, sampleDraft } from './wake-up.ts';

const caller: Caller = { userId: 'user-1', email: 'ada@example.org', accessToken: 'token' };

/** An approved caller, a quota with room, and a record of everything the handler did. */
function fakes(overrides: Partial<RouteDependencies> = {}) {
  const did = {
    routed: [] as string[],
    quotaChecks: 0,
    usageRows: 0,
    warmUps: 0,
    pending: [] as Promise<unknown>[],
    logged: [] as Record<string, unknown>[],
  };
  const deps: RouteDependencies = {
    verifyCaller: (authorization) =>
      authorization === 'Bearer good'
        ? Promise.resolve(caller)
        : Promise.reject(new RouteError('unauthorized', 'Your session is missing.')),
    isEmailApproved: () => Promise.resolve(true),
    consumeQuota: () => {
      did.quotaChecks++;
      return Promise.resolve({ allowed: true, retry_after_seconds: 0 });
    },
    route: (text) => {
      did.routed.push(text);
      return Promise.resolve(answeredOutcome);
    },
    recordUsage: () => {
      did.usageRows++;
      return Promise.resolve();
    },
    sweepExpiredUsage: () => undefined,
    warmUp: () => {
      did.warmUps++;
      return Promise.resolve();
    },
    waitUntil: (promise) => did.pending.push(promise),
    now: () => performance.now(),
    log: (entry) => did.logged.push(entry),
    newRequestId: () => 'request-1',
    ...overrides,
  };
  return { deps, did };
}

/** What the app sends as its writer starts a draft: a POST to the wake path, without a body. */
function wake(headers: Record<string, string> = { authorization: 'Bearer good' }) {
  return new Request('http://localhost/functions/v1/route/wake', { method: 'POST', headers });
}

function draft(body: BodyInit, path = '/functions/v1/route') {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { authorization: 'Bearer good' },
    body,
  });
}

Deno.test('answers a wake from an approved caller with 204 and warms up after it', async () => {
  const { deps, did } = fakes();
  const response = await createHandler(deps)(wake());
  assert.equal(response.status, 204);
  assert.equal(await response.text(), '');
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  assert.equal(did.warmUps, 1);
  assert.equal(did.pending.length, 1, 'the warm-up runs after the response, through waitUntil');
  await Promise.all(did.pending);
  // Nothing was refined, counted against the quota or recorded as usage.
  assert.deepEqual(did.routed, []);
  assert.equal(did.quotaChecks, 0);
  assert.equal(did.usageRows, 0);
});

Deno.test('refuses a wake without a valid token or approval, and warms nothing up', async () => {
  const refused = fakes();
  const handler = createHandler(refused.deps);
  assert.equal((await handler(wake({}))).status, 401);
  assert.equal((await handler(wake({ authorization: 'Bearer bad' }))).status, 401);
  const unapproved = fakes({ isEmailApproved: () => Promise.resolve(false) });
  assert.equal((await createHandler(unapproved.deps)(wake())).status, 403);
  for (const { did } of [refused, unapproved]) {
    assert.equal(did.warmUps, 0);
    assert.equal(did.pending.length, 0);
  }
});

Deno.test(
  'a warm-up that fails is logged without a value, and the wake still got its 204',
  async () => {
    const { deps, did } = fakes({
      warmUp: () => Promise.reject(new Error('the engine could not load')),
    });
    const response = await createHandler(deps)(wake());
    assert.equal(response.status, 204);
    await Promise.all(did.pending);
    assert.deepEqual(
      did.logged.map((entry) => [entry.level, entry.requestId, entry.event]),
      [['warn', 'request-1', 'warm_up_failed']],
    );
  },
);

Deno.test('answers a wake with 204 when the function has nothing to warm up', async () => {
  const { deps, did } = fakes({ warmUp: undefined });
  assert.equal((await createHandler(deps)(wake())).status, 204);
  assert.equal(did.pending.length, 0);
});

Deno.test("refuses an empty body on the function's own path as no JSON, as before", async () => {
  const { deps, did } = fakes();
  for (const body of ['', new ReadableStream({ start: (controller) => controller.close() })]) {
    const response = await createHandler(deps)(draft(body));
    assert.equal(response.status, 400);
    assert.equal((await response.json()).error.code, 'invalid_json');
  }
  assert.equal(did.warmUps, 0);
});

Deno.test('a draft still gets its refinement, the wake path changing nothing for it', async () => {
  const { deps, did } = fakes();
  const response = await createHandler(deps)(draft(JSON.stringify({ text: 'Hello there.' })));
  assert.equal(response.status, 200);
  assert.deepEqual(did.routed, ['Hello there.']);
  assert.equal(did.warmUps, 0);
});

Deno.test('a wake with a body is a wake all the same: its body is not read', async () => {
  const { deps, did } = fakes();
  const response = await createHandler(deps)(
    draft(JSON.stringify({ text: 'Hello there.' }), '/functions/v1/route/wake'),
  );
  assert.equal(response.status, 204);
  assert.deepEqual(did.routed, []);
  assert.equal(did.warmUps, 1);
});

Deno.test('a wake that is no POST is refused like any other', async () => {
  const { deps, did } = fakes();
  const response = await createHandler(deps)(
    new Request('http://localhost/functions/v1/route/wake', {
      headers: { authorization: 'Bearer good' },
    }),
  );
  assert.equal(response.status, 405);
  assert.equal(did.warmUps, 0);
});

Deno.test('the warm-up routes the sample draft offline, once per isolate', async () => {
  const routed: { text: string; offline: boolean | undefined }[] = [];
  const warmUp = createWarmUp((text, request) => {
    routed.push({ text, offline: request?.offline });
    return Promise.resolve<RefinedOutcome>(answeredOutcome);
  });
  const first = warmUp();
  assert.deepEqual(routed, [], 'nothing starts before the wake was answered');
  await Promise.all([first, warmUp()]);
  await warmUp();
  assert.deepEqual(routed, [{ text: sampleDraft, offline: true }]);
});

Deno.test('a warm-up that failed is tried again at the next wake', async () => {
  let calls = 0;
  const warmUp = createWarmUp(() => {
    calls++;
    return Promise.resolve(
      calls === 1
        ? ({ ok: false, attempts: [], vendorMs: 0, failures: [] } as RefinedOutcome)
        : answeredOutcome,
    );
  });
  await assert.rejects(warmUp(), /no offline answer/);
  await warmUp();
  await warmUp();
  assert.equal(calls, 2);
});

Deno.test('the sample draft gets a checked offline refinement from the real engine', async () => {
  const router = createVendorRouter({
    remote: [],
    local: createClarityAdapter(),
    settings: defaultRouterSettings,
  });
  const route = createRefiningRoute(router);
  let outcome: RefinedOutcome | undefined;
  await createWarmUp(async (text, request) => (outcome = await route(text, request)))();
  assert.ok(outcome?.ok);
  assert.equal(outcome.vendor, 'local');
  assert.notEqual(outcome.refinement.refined, sampleDraft, 'the rules found work in it');
  assert.deepEqual(outcome.refinement.facts.missing, []);
  assert.ok(outcome.refinement.facts.locked.length >= 4, 'it holds facts for the lock to read');
});
