import assert from 'node:assert/strict';
import { pollUntil } from '../_shared/clock/poll.test-support.ts';

/**
 * `/functions/v1/route` through the embedded stack (npm run stack) with real users: sign-up,
 * e-mail confirmation and sign-in give real JWTs, exactly as the SPA gets them. The stack runs
 * in memory on free ports (never 54321/54324) and is stopped at the end.
 */
const publishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const secretKey = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
const password = 'route stack 42';
const root = new URL('../../../', import.meta.url);

function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

async function startStack() {
  const apiPort = freePort();
  const mailPort = freePort();
  const child = new Deno.Command('node', {
    args: [
      'node_modules/.bin/tsx',
      'local-supabase/cli/stack-cli.ts',
      '--memory',
      '--api-port',
      `${apiPort}`,
      '--mail-port',
      `${mailPort}`,
    ],
    cwd: root,
    env: { LITE_TELEMETRY: '0', DO_NOT_TRACK: '1' },
    stdout: 'null',
    stderr: 'null',
  }).spawn();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${apiUrl}/functions/v1/route`, { method: 'OPTIONS' })
      .then(async (response) => {
        await response.body?.cancel();
        return response.status === 204;
      })
      .catch(() => false);
    if (ready) break;
    if (tries > 1_200) {
      child.kill();
      throw new Error('the local stack did not start within 2 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    apiUrl,
    mailUrl: `http://127.0.0.1:${mailPort}`,
    stop: async () => {
      child.kill('SIGTERM');
      await child.status;
    },
  };
}

type Stack = Awaited<ReturnType<typeof startStack>>;

async function api(
  stack: Stack,
  path: string,
  init: { method?: string; body?: unknown; bearer?: string; key?: string; prefer?: string } = {},
) {
  const key = init.key ?? publishableKey;
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      apikey: key,
      authorization: `Bearer ${init.bearer ?? key}`,
      'content-type': 'application/json',
      ...(init.prefer ? { prefer: init.prefer } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

/** Approves, signs up, clicks the confirmation link, signs in; returns the access token. */
async function signedInUser(
  stack: Stack,
  label: string,
): Promise<{ email: string; token: string; id: string }> {
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@route.example.edu`;
  const approved = await api(stack, '/rest/v1/beta_allowlist', {
    body: { entry: email, note: 'route stack test' },
    key: secretKey,
    prefer: 'return=minimal',
  });
  assert.equal(approved.status, 201, JSON.stringify(approved.body));
  const signUp = await api(stack, '/auth/v1/signup', { body: { email, password } });
  assert.equal(signUp.status, 200, JSON.stringify(signUp.body));
  const link = await pollUntil(
    async () => {
      const listing = await (
        await fetch(`${stack.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`)
      ).json();
      const id = listing.messages?.[0]?.ID;
      if (!id) return undefined;
      const message = await (await fetch(`${stack.mailUrl}/api/v1/message/${id}`)).json();
      return /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text)?.[0];
    },
    (found) => found !== undefined,
    { intervalMs: 50 },
  );
  assert.ok(link, `no confirmation e-mail to ${email}`);
  await (await fetch(link, { redirect: 'manual' })).body?.cancel();
  const session = await api(stack, '/auth/v1/token?grant_type=password', {
    body: { email, password },
  });
  assert.equal(session.status, 200, JSON.stringify(session.body));
  return { email, token: session.body.access_token, id: session.body.user.id };
}

const route = (stack: Stack, token: string | undefined, text: unknown) =>
  api(stack, '/functions/v1/route', { body: { text }, bearer: token });

Deno.test({
  name: 'route through the embedded stack: approved, unapproved and anonymous callers',
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const stack = await startStack();
    try {
      const ada = await signedInUser(stack, 'ada');
      const answered = await route(
        stack,
        ada.token,
        'We will utilize the survey in order to measure recall.',
      );
      assert.equal(answered.status, 200, JSON.stringify(answered.body));
      assert.ok(answered.body.output.length > 0);
      assert.equal(typeof answered.body.meta.vendor, 'string');
      assert.equal(typeof answered.body.meta.latency, 'number');
      if (answered.body.meta.vendor === 'local')
        assert.match(answered.body.output, /"utilize" -> "use"/);
      assert.match(answered.headers.get('server-timing') ?? '', /quota;dur=/);

      const rows = await pollUntil<{ vendor: string; outcome: string }[]>(
        async () =>
          (await api(stack, '/rest/v1/usage_events?select=vendor,outcome', { bearer: ada.token }))
            .body,
        (found) => found.length > 0,
        { intervalMs: 50 },
      );
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.vendor, answered.body.meta.vendor);

      const empty = await route(stack, ada.token, '   ');
      assert.equal(empty.status, 400);
      assert.equal(empty.body.error.code, 'empty_text');

      const grace = await signedInUser(stack, 'grace');
      const removed = await api(
        stack,
        `/rest/v1/beta_allowlist?entry=eq.${encodeURIComponent(grace.email)}`,
        { method: 'DELETE', key: secretKey },
      );
      assert.ok(removed.status === 204 || removed.status === 200, JSON.stringify(removed.body));
      const refused = await route(stack, grace.token, 'Hello');
      assert.equal(refused.status, 403);
      assert.equal(refused.body.error.message, "This account isn't approved for beta access.");
      // Row-level security: ada's row exists, but grace sees none.
      assert.deepEqual(
        (await api(stack, '/rest/v1/usage_events?select=vendor', { bearer: grace.token })).body,
        [],
      );

      const anonymous = await route(stack, undefined, 'Hello');
      assert.equal(anonymous.status, 401);
      const quota = await api(stack, '/rest/v1/rpc/consume_route_quota', {
        body: { p_user_id: crypto.randomUUID(), p_per_minute: 1, p_per_day: 1 },
        bearer: ada.token,
      });
      assert.ok(
        quota.status === 401 || quota.status === 403 || quota.status === 404,
        `quota RPC as a user: ${quota.status}`,
      );
      // The batch quota RPC through this PostgREST: uuid[] in, one decision per id out, in
      // order (grace's third use is over her limit of 2, ada's second is not); never for a user.
      const batch = (auth: { key?: string; bearer?: string }) =>
        api(stack, '/rest/v1/rpc/consume_route_quota_batch', {
          body: {
            p_user_ids: [grace.id, ada.id, grace.id, grace.id],
            p_per_minute: 2,
            p_per_day: 9,
          },
          ...auth,
        });
      const decisions = await batch({ key: secretKey });
      assert.equal(decisions.status, 200, JSON.stringify(decisions.body));
      assert.deepEqual(
        decisions.body.map((decision: { allowed: boolean }) => decision.allowed),
        [true, true, true, false],
      );
      // An id that is no user (deleted while their token is still valid) is answered for itself;
      // the others of the batch are decided as usual.
      const noUser = crypto.randomUUID();
      const mixed = await api(stack, '/rest/v1/rpc/consume_route_quota_batch', {
        body: { p_user_ids: [ada.id, noUser, grace.id], p_per_minute: 100, p_per_day: 100 },
        key: secretKey,
      });
      assert.equal(mixed.status, 200, JSON.stringify(mixed.body));
      assert.deepEqual(mixed.body, [
        { allowed: true, retry_after_seconds: 0 },
        { allowed: false, retry_after_seconds: 0, unknown_user: true },
        { allowed: true, retry_after_seconds: 0 },
      ]);
      const userBatch = await batch({ bearer: ada.token });
      assert.ok(
        userBatch.status === 401 || userBatch.status === 403 || userBatch.status === 404,
        `batch quota RPC as a user: ${userBatch.status}`,
      );

      // The 12-month retention purge: the secret key may run it (nothing is that old yet), a
      // user may not, and ada's fresh row survives it.
      const purge = (auth: { key?: string; bearer?: string }) =>
        api(stack, '/rest/v1/rpc/purge_expired_usage_events', { body: {}, ...auth });
      const purged = await purge({ key: secretKey });
      assert.equal(purged.status, 200, JSON.stringify(purged.body));
      assert.equal(purged.body, 0);
      const userPurge = await purge({ bearer: ada.token });
      assert.ok(
        userPurge.status === 401 || userPurge.status === 403 || userPurge.status === 404,
        `purge RPC as a user: ${userPurge.status}`,
      );
      assert.equal(
        (await api(stack, '/rest/v1/usage_events?select=vendor', { bearer: ada.token })).body
          .length,
        1,
      );
    } finally {
      await stack.stop();
    }
  },
});
