import assert from 'node:assert/strict';
import {
  type MockVendor,
  startMockVendor,
} from '../_test-support/mock-vendor/mock-vendor-server.ts';
import { readServerSentEvents } from '../_test-support/mock-vendor/server-sent-events.ts';
import { routeResponseSchema } from '../_shared/contract/route-contract.ts';
import {
  octJwks,
  signHs256,
  testIssuer,
  userClaims,
} from '../_shared/auth/sign-test-token.test-support.ts';
import { pollUntil } from '../_shared/clock/poll.test-support.ts';
import { createHandler } from './handler.ts';
import { createLiveDependencies } from './live-dependencies.ts';

/**
 * The writer's offline switch through the real handler, adapters and router, with three remote
 * vendors configured on the mock (which records every call it receives): `"offline": true`
 * is answered by the offline engine and no vendor receives anything, plain or streamed.
 */
const secret = 'offline-switch-secret-with-at-least-32-characters';
const draft =
  'Dear Dr. Okafor, we would like to utilize the 12 unpublished assays in order to confirm the effect before the 3 March deadline; write to j.moreno@uni-example.edu.';
const lanes = { openai: 'o', anthropic: 'a', google: 'g' } as const;

function environment(mock: MockVendor) {
  return {
    SUPABASE_URL: `${mock.url}/supabase`,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_test' }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_test' }),
    SUPABASE_JWKS: octJwks(secret),
    SB_JWT_ISSUER: testIssuer,
    OPENAI_API_KEY: 'test',
    OPENAI_BASE_URL: `${mock.url}/${lanes.openai}/v1`,
    ANTHROPIC_API_KEY: 'test',
    ANTHROPIC_BASE_URL: `${mock.url}/${lanes.anthropic}/v1`,
    GOOGLE_GENERATIVE_AI_API_KEY: 'test',
    GOOGLE_GENERATIVE_AI_BASE_URL: `${mock.url}/${lanes.google}/v1beta`,
    ROUTER_EXPLORATION: '0',
    ROUTER_HEDGING: 'off',
  };
}

async function withVendors(
  work: (
    mock: MockVendor,
    send: (body: unknown, stream?: boolean) => Promise<Response>,
  ) => Promise<void>,
) {
  const mock = startMockVendor({
    plans: { o: { wordGapMs: 1 }, a: { wordGapMs: 1 }, g: { wordGapMs: 1 } },
  });
  const original = console.log;
  console.log = () => {};
  try {
    const handler = createHandler(createLiveDependencies(environment(mock)));
    const token = await signHs256(userClaims(), secret);
    const send = (body: unknown, stream = false) =>
      handler(
        new Request('http://localhost/functions/v1/route', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            ...(stream ? { accept: 'text/event-stream' } : {}),
          },
          body: JSON.stringify(body),
        }),
      );
    await work(mock, send);
  } finally {
    console.log = original;
    await mock.close();
  }
}

const vendorCalls = (mock: MockVendor) =>
  Object.values(lanes).reduce((sum, lane) => sum + mock.received(lane).length, 0);

Deno.test('"offline": true is answered on our server, and no vendor receives a call', async () => {
  await withVendors(async (mock, send) => {
    const response = await send({ text: draft, offline: true });
    assert.equal(response.status, 200);
    const body = routeResponseSchema.parse(await response.json());
    assert.equal(body.meta.vendor, 'local');
    assert.equal(body.meta.fallback, false, 'asked for, not fallen back to');
    assert.deepEqual(
      body.meta.attempts.map((attempt) => attempt.vendor),
      ['local'],
    );
    assert.equal('withheld' in body.meta, false, 'nothing masked: nothing left the server');
    assert.ok(
      body.refinement.changes.some((change) => change.at),
      'its changes are placed',
    );
    assert.ok(body.refinement.refined.includes('j.moreno@uni-example.edu'));
    assert.equal(vendorCalls(mock), 0);
    const [row] = await pollUntil(
      () => mock.supabase.usageRows,
      (rows) => rows.length >= 1,
    );
    assert.equal(row!.vendor, 'local');
    // The same deployment sends the next message, without the switch, to a vendor.
    const routed = await (await send({ text: draft })).json();
    assert.notEqual(routed.meta.vendor, 'local');
    assert.equal(vendorCalls(mock), 1);
  });
});

Deno.test('"offline": true streamed, and in a style: still no vendor call', async () => {
  await withVendors(async (mock, send) => {
    const response = await send({ text: draft, offline: true, style: 'shorter' }, true);
    assert.equal(response.headers.get('content-type'), 'text/event-stream');
    const events = await readServerSentEvents(response);
    const done = events.find((event) => event.event === 'done');
    assert.ok(done, events.map((event) => event.event).join(', '));
    const body = routeResponseSchema.parse(JSON.parse(done.data));
    assert.equal(body.meta.vendor, 'local');
    assert.equal(body.meta.style, 'shorter');
    assert.equal(vendorCalls(mock), 0);
  });
});

Deno.test('"offline" that is not true or false is refused before any work', async () => {
  await withVendors(async (mock, send) => {
    const response = await send({ text: draft, offline: 'yes' });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), {
      error: { code: 'invalid_body', message: 'The "offline" field must be true or false.' },
    });
    assert.equal(vendorCalls(mock), 0);
  });
});
