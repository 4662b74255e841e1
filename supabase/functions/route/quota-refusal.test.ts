import assert from 'node:assert/strict';
import { startMockVendor } from '../_test-support/mock-vendor/mock-vendor-server.ts';
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
 * A refused request through the real handler, router and OpenAI adapter over loopback: the
 * mock vendor sees the call arrive and its connection closed, and the mock PostgREST never gets
 * a usage row for it. Counts come from the mock, not from the function's own account.
 */
const secret = 'quota-refusal-secret-with-at-least-32-characters';
const ada = '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90';
const grace = '0a4e9d1c-7f3b-4c1e-8a2d-6b5c4d3e2f10';

Deno.test(
  'a refused request: its vendor call is aborted (socket closed), no usage row, and the caller is refused at once after',
  async () => {
    const mock = startMockVendor();
    try {
      // The vendor sends its status line at once and would answer only after 60 s; the quota
      // endpoint answers after 100 ms, so the vendor call is in flight when the refusal comes.
      mock.setPlan('vendor', { fault: 'stall', stallMs: 60_000 });
      mock.supabase.quotaAllowed = false;
      mock.supabase.quotaLatencyMs = 100;
      const handler = createHandler(
        createLiveDependencies({
          SUPABASE_URL: `${mock.url}/supabase`,
          SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_test' }),
          SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_test' }),
          SUPABASE_JWKS: octJwks(secret),
          SB_JWT_ISSUER: testIssuer,
          OPENAI_API_KEY: 'test',
          OPENAI_BASE_URL: `${mock.url}/vendor/v1`,
          ROUTER_VENDORS: 'openai',
          ROUTER_LOCAL_FALLBACK: 'off',
        }),
      );
      const send = async (userId: string) => {
        const token = await signHs256(userClaims({ sub: userId }), secret);
        const response = await handler(
          new Request('http://localhost/functions/v1/route', {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ text: 'We will utilize the data in order to decide.' }),
          }),
        );
        return { response, body: await response.json() };
      };

      const refused = await send(ada);
      assert.equal(refused.response.status, 429);
      assert.equal(refused.body.error.code, 'quota_exceeded');
      assert.equal(refused.response.headers.get('retry-after'), '42');
      const stats = await pollUntil(
        () => mock.stats('vendor'),
        (lane) => lane.open === 0,
      );
      assert.equal(stats.calls, 1, 'the vendor call had started with the check');
      assert.equal(stats.abandoned, 1, 'and its connection was closed before any answer');

      // Ada again, though the database would now say yes: refused from memory, nothing sent.
      mock.supabase.quotaAllowed = true;
      mock.setPlan('vendor', {});
      const remembered = await send(ada);
      assert.equal(remembered.response.status, 429);
      assert.ok(Number(remembered.response.headers.get('retry-after')) <= 42);
      assert.equal(mock.stats('vendor').calls, 1, 'no vendor call');
      assert.equal(mock.supabase.rpcCalls.consume_route_quota, 1, 'no quota round trip');

      // Grace is admitted; once her usage row is stored, it is the only one.
      const answered = await send(grace);
      assert.equal(answered.response.status, 200);
      const rows = await pollUntil(
        () => mock.supabase.usageRows,
        (stored) => stored.length > 0,
      );
      assert.deepEqual(
        rows.map((row) => row.user_id),
        [grace],
        'the refused request left no usage row',
      );
    } finally {
      await mock.close();
    }
  },
);
