import assert from 'node:assert/strict';
import type { QuotaDecision } from '../_shared/data/route-quota.ts';
import { ManualClock } from '../_shared/clock/manual-clock.test-support.ts';
import type { RefinedOutcome } from './refining-route.ts';
import { createHandler } from './handler.ts';
import type { RouteDependencies } from './route-dependencies.ts';
import { answeredOutcome } from './route-outcome.test-support.ts';

/**
 * The quota check and the vendor call, on a manual clock: every duration below is an exact
 * virtual millisecond, whatever the machine's load.
 */
const admitted: QuotaDecision = { allowed: true, retry_after_seconds: 0 };
const failedOutcome: RefinedOutcome = { ok: false, attempts: [], vendorMs: 0, failures: [] };

function setUp(options: {
  quota: (userId: string) => { decision: QuotaDecision; ms: number };
  vendorMs?: number;
  quotaCheckOrder?: RouteDependencies['quotaCheckOrder'];
  /** Replaces the scripted vendor. */
  route?: RouteDependencies['route'];
}) {
  const clock = new ManualClock(1_000);
  const log = { quota: [] as string[], routed: [] as AbortSignal[], events: [] as string[] };
  const after = <T>(ms: number, value: T) =>
    new Promise<T>((resolve) => clock.schedule(() => resolve(value), ms));
  const deps: RouteDependencies = {
    verifyCaller: (authorization) =>
      Promise.resolve({
        userId: authorization!.slice('Bearer '.length),
        email: 'ada@example.org',
        accessToken: 't',
      }),
    isEmailApproved: () => Promise.resolve(true),
    consumeQuota: (userId) => {
      log.quota.push(userId);
      log.events.push('quota asked');
      const { decision, ms } = options.quota(userId);
      return after(ms, decision);
    },
    quotaCheckOrder: options.quotaCheckOrder,
    route:
      options.route ??
      ((_text, routeOptions) => {
        log.routed.push(routeOptions.signal ?? new AbortController().signal);
        log.events.push('vendor called');
        const outcome: RefinedOutcome = { ...answeredOutcome, vendorMs: options.vendorMs ?? 200 };
        // Streamed, the vendor writes its first word 10 ms in.
        clock.schedule(() => routeOptions.stream?.delta('Hello'), 10);
        // As the router does, a reply is judged only once the quota admitted the request.
        const judged = async () =>
          (await routeOptions.admission?.awaited()) === false ? failedOutcome : outcome;
        return new Promise((resolve) => {
          const cancel = clock.schedule(() => resolve(judged()), options.vendorMs ?? 200);
          routeOptions.signal?.addEventListener('abort', () => {
            cancel();
            resolve(failedOutcome);
          });
        });
      }),
    recordUsage: () => Promise.resolve(),
    sweepExpiredUsage: () => undefined,
    waitUntil: () => {},
    now: () => clock.now(),
    log: () => {},
    newRequestId: () => 'request-1',
  };
  const handler = createHandler(deps);
  const send = (userId = 'ada', headers: Record<string, string> = {}) =>
    clock.run(
      handler(
        new Request('http://localhost/functions/v1/route', {
          method: 'POST',
          headers: { authorization: `Bearer ${userId}`, ...headers },
          body: JSON.stringify({ text: 'Hello there.' }),
        }),
      ),
    );
  const advance = (milliseconds: number) =>
    clock.run(new Promise((resolve) => clock.schedule(() => resolve(undefined), milliseconds)));
  return { log, send, advance, clock };
}

const timing = (response: Response, name: string) =>
  Number(
    new RegExp(`(?:^|, )${name};dur=([\\d.]+)`).exec(
      response.headers.get('server-timing') ?? '',
    )?.[1],
  );

Deno.test(
  'starts the vendor call with the quota check: a 10 ms check costs nothing beside a 200 ms vendor',
  async () => {
    const { log, send } = setUp({ quota: () => ({ decision: admitted, ms: 10 }) });
    const response = await send();
    assert.equal(response.status, 200);
    // The vendor call leaves first, then the check, both before either answers.
    assert.deepEqual(log.events, ['vendor called', 'quota asked']);
    assert.equal(timing(response, 'quota'), 10, 'the round trip');
    assert.equal(timing(response, 'quota-wait'), 0, 'what the answer waited for it');
    assert.equal(timing(response, 'total'), 200, 'the vendor alone set the time');
    assert.equal((await response.json()).meta.overhead_ms, 0);
  },
);

Deno.test(
  'answers only once the quota admits: a check slower than the vendor is waited for',
  async () => {
    const { send } = setUp({ quota: () => ({ decision: admitted, ms: 300 }) });
    const response = await send();
    assert.equal(response.status, 200);
    assert.equal(timing(response, 'quota'), 300);
    assert.equal(timing(response, 'quota-wait'), 100, 'from the reply on, the answer waited');
    assert.equal(timing(response, 'total'), 300);
  },
);

Deno.test(
  'an engine that needs the decision at once (the offline engine) waits for the whole check',
  async () => {
    const { send } = setUp({
      quota: () => ({ decision: admitted, ms: 40 }),
      route: async (_text, routeOptions) => {
        await routeOptions.admission?.awaited();
        return answeredOutcome;
      },
    });
    const response = await send();
    assert.equal(response.status, 200);
    assert.equal(timing(response, 'quota-wait'), 40);
    assert.equal(timing(response, 'total'), 40);
  },
);

Deno.test('refuses as soon as the check does, aborting the vendor call in flight', async () => {
  const { log, send } = setUp({
    quota: () => ({ decision: { allowed: false, retry_after_seconds: 17 }, ms: 10 }),
  });
  const response = await send();
  assert.equal(response.status, 429);
  assert.equal(response.headers.get('retry-after'), '17');
  assert.equal(log.routed[0]?.aborted, true);
  assert.equal(timing(response, 'total'), 10, 'no waiting for the vendor');
});

Deno.test(
  'answers 401 to a caller the database has no user for (deleted since), and only to them',
  async () => {
    const { log, send } = setUp({
      quota: (userId) => ({
        decision:
          userId === 'deleted'
            ? { allowed: false, retry_after_seconds: 0, unknown_user: true }
            : admitted,
        ms: 10,
      }),
    });
    const refused = await send('deleted');
    assert.equal(refused.status, 401);
    assert.deepEqual((await refused.json()).error, {
      code: 'unauthorized',
      message: 'Your session is missing or has expired. Please sign in again.',
    });
    assert.equal(log.routed[0]?.aborted, true, 'their vendor call is cut');
    assert.equal((await send('grace')).status, 200);
    assert.equal((await send('deleted')).status, 401, 'asked again, not remembered as over quota');
    assert.deepEqual(log.quota, ['deleted', 'grace', 'deleted']);
  },
);

Deno.test(
  'remembers a refused caller until Retry-After passes: no vendor call and no round trip meanwhile',
  async () => {
    let decision: QuotaDecision = { allowed: false, retry_after_seconds: 17 };
    const { log, send, advance } = setUp({ quota: () => ({ decision, ms: 10 }) });
    assert.equal((await send()).status, 429);
    await advance(5_000);

    const remembered = await send();
    assert.equal(remembered.status, 429);
    assert.equal(remembered.headers.get('retry-after'), '12', 'the time left, not the full 17 s');
    assert.equal(log.quota.length, 1, 'no second round trip');
    assert.equal(log.routed.length, 1, 'no second vendor call');
    assert.equal(timing(remembered, 'total'), 0);

    assert.equal((await send('grace')).status, 429, 'grace is asked about on her own');
    assert.deepEqual(log.quota, ['ada', 'grace']);

    decision = admitted;
    await advance(12_000);
    assert.equal((await send()).status, 200, 'once Retry-After passed, the database decides again');
    assert.deepEqual(log.quota, ['ada', 'grace', 'ada']);
  },
);

Deno.test(
  'with ROUTE_QUOTA_CHECK=first, the vendor call waits for the check and a refusal calls no vendor',
  async () => {
    let decision: QuotaDecision = admitted;
    const { log, send } = setUp({ quota: () => ({ decision, ms: 10 }), quotaCheckOrder: 'first' });
    const response = await send();
    assert.equal(response.status, 200);
    assert.deepEqual(log.events, ['quota asked', 'vendor called']);
    assert.equal(timing(response, 'quota-wait'), 10, 'the whole check is on the path');
    assert.equal(timing(response, 'total'), 210);

    decision = { allowed: false, retry_after_seconds: 3 };
    assert.equal((await send('grace')).status, 429);
    assert.equal(log.routed.length, 1, 'no vendor call for the refused request');
  },
);

Deno.test(
  'reports a router failure that comes while the check is out, once the check is back',
  async () => {
    let fail = true;
    const { send } = setUp({
      quota: () => ({ decision: admitted, ms: 50 }),
      route: () =>
        fail ? Promise.reject(new TypeError('router bug')) : Promise.resolve(answeredOutcome),
    });
    const response = await send();
    assert.equal(response.status, 500);
    assert.equal(timing(response, 'total'), 50);
    fail = false;
    assert.equal((await send()).status, 200, 'the handler goes on serving');
  },
);

Deno.test(
  'a streamed answer begins once the quota admits it, with what was written meanwhile',
  async () => {
    const { send, clock } = setUp({ quota: () => ({ decision: admitted, ms: 30 }) });
    const startedAt = clock.now();
    const response = await send('ada', { accept: 'text/event-stream' });
    assert.equal(clock.now() - startedAt, 30, 'the stream began when the quota answered');
    assert.equal(response.headers.get('content-type'), 'text/event-stream');
    const body = await clock.run(response.text());
    assert.match(body, /^event: delta\ndata: \{"text":"Hello"\}\n\nevent: done\ndata: \{"output"/);
  },
);

Deno.test(
  'a streamed request the quota refuses gets its JSON 429, and the text written meanwhile is dropped',
  async () => {
    const { send, log } = setUp({
      quota: () => ({ decision: { allowed: false, retry_after_seconds: 9 }, ms: 30 }),
    });
    const response = await send('ada', { accept: 'text/event-stream' });
    assert.equal(response.status, 429);
    assert.equal(response.headers.get('content-type'), 'application/json');
    assert.equal((await response.json()).error.code, 'quota_exceeded');
    assert.equal(log.routed[0]!.aborted, true, 'its vendor call was aborted');
  },
);
