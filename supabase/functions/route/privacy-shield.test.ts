import assert from 'node:assert/strict';
import type { FaultPlanInput } from '../_test-support/mock-vendor/fault-plan.ts';
import type { ReceivedCall } from '../_test-support/mock-vendor/lane-stats.ts';
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
 * The privacy shield through the real handler, adapters and router, against the mock vendor
 * (which echoes the text it was sent and records every call whole): what a vendor receives in
 * each of the three wire formats, what the writer gets back, plain and streamed, and a reply
 * that lost a placeholder failed over like one that lost a number.
 */
const secret = 'privacy-shield-secret-with-at-least-32-characters';

const values = {
  email: 'j.moreno@uni-example.edu',
  phone: '+44 20 7946 0958',
  secret: 'sk-proj-Xb7KqL9mN2pR4sT6vW8yZ0aC3eF5hJ1k',
  card: '4111 1111 1111 1111',
  private: '{{Ward 7}}',
};
const draft = `Dear Dr. Okafor, please send the consent forms to ${values.email} or call me on ${values.phone} before Friday. The API key is ${values.secret}, the study card is ${values.card}, and ${values.private} is where we meet the 12 participants.`;
const withheld = { email: 1, phone: 1, card: 1, secret: 1, private: 1 };
/** The values, and pieces of them, that no vendor call may carry. */
const kept = [...Object.values(values), 'Ward 7', 'uni-example', '7946', 'Xb7KqL9m', '1111 1111'];

/** The three wire formats, each on its own lane of the mock. */
const lanes = { openai: 'o', anthropic: 'a', google: 'g' } as const;
type Vendor = keyof typeof lanes;

function environment(mock: MockVendor, overrides: Record<string, string>) {
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
    ROUTER_LOCAL_FALLBACK: 'off',
    ROUTER_DEADLINE_MS: '5000',
    ...overrides,
  };
}

interface Setup {
  mock: MockVendor;
  send(body: Record<string, unknown>, options?: { stream?: boolean }): Promise<Response>;
  printed: string[];
}

async function withShield(
  options: { env?: Record<string, string>; plans?: Record<string, FaultPlanInput> },
  work: (setup: Setup) => Promise<void>,
) {
  const mock = startMockVendor({
    plans: { o: { wordGapMs: 1 }, a: { wordGapMs: 1 }, g: { wordGapMs: 1 }, ...options.plans },
  });
  const printed: string[] = [];
  const original = console.log;
  console.log = (line: unknown) => void printed.push(String(line));
  try {
    const handler = createHandler(createLiveDependencies(environment(mock, options.env ?? {})));
    const token = await signHs256(userClaims(), secret);
    const send: Setup['send'] = (body, { stream = false } = {}) =>
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
    await work({ mock, send, printed });
  } finally {
    console.log = original;
    await mock.close();
  }
}

/** Every part of every call a lane received: method, path and query, headers, body. */
const wholeCalls = (calls: readonly ReceivedCall[]) => calls.map((call) => JSON.stringify(call));

function assertNothingKeptReached(calls: readonly ReceivedCall[]) {
  assert.ok(calls.length > 0, 'the vendor was called');
  for (const call of calls) {
    for (const part of [call.url, JSON.stringify(call.headers), call.body]) {
      for (const value of kept) assert.ok(!part.includes(value), `"${value}" reached the vendor`);
    }
  }
}

const usageRows = (mock: MockVendor, count: number) =>
  pollUntil(
    () => mock.supabase.usageRows,
    (rows) => rows.length >= count,
  );

/** The deltas of each answer joined, `replaced` reasons, and `done`/`error`. */
function eventLines(events: readonly ReadEvent[]): string[] {
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

for (const vendor of Object.keys(lanes) as Vendor[]) {
  Deno.test(`${vendor}: the vendor gets placeholders, the writer every value back`, async () => {
    await withShield({ env: { ROUTER_VENDORS: vendor } }, async ({ mock, send }) => {
      const response = await send({ text: draft });
      assert.equal(response.status, 200);
      const body = await response.json();
      assert.equal(body.meta.vendor, vendor);
      assert.equal(body.refinement.refined, draft);
      assert.match(body.output, /^REFINED\nDear Dr\. Okafor/);
      for (const value of Object.values(values)) assert.ok(body.output.includes(value), value);
      assert.doesNotMatch(JSON.stringify(body), /[⟦⟧]/u);
      assert.deepEqual(body.meta.withheld, withheld);
      assert.deepEqual(body.refinement.facts.missing, []);

      const calls = mock.received(lanes[vendor]);
      assertNothingKeptReached(calls);
      const [call] = wholeCalls(calls);
      for (const placeholder of ['⟦EMAIL 1⟧', '⟦PHONE 1⟧', '⟦SECRET 1⟧', '⟦CARD 1⟧', '⟦PRIVATE 1⟧'])
        assert.ok(call!.includes(placeholder), placeholder);
      assert.ok(call!.includes('Keep every placeholder exactly as written'), 'the prompt says so');

      const [row] = await usageRows(mock, 1);
      assert.deepEqual(row!.withheld, withheld);
    });
  });

  Deno.test(
    `${vendor}: the streamed words carry every value back, never a placeholder`,
    async () => {
      await withShield({ env: { ROUTER_VENDORS: vendor } }, async ({ mock, send }) => {
        const events = await readServerSentEvents(await send({ text: draft }, { stream: true }));
        assert.deepEqual(eventLines(events), [`delta ${draft}`, 'done']);
        const deltas = events.filter((event) => event.event === 'delta');
        assert.ok(deltas.length > 10, 'word by word, placeholders split across pieces');
        for (const { data } of deltas) assert.doesNotMatch(JSON.parse(data).text, /[⟦⟧]/u);
        const done = JSON.parse(events.at(-1)!.data);
        assert.equal(done.refinement.refined, draft);
        assert.deepEqual(done.meta.withheld, withheld);
        assertNothingKeptReached(mock.received(lanes[vendor]));
      });
    },
  );
}

Deno.test('a reply that dropped a placeholder fails over to the next vendor', async () => {
  await withShield(
    {
      env: { ROUTER_VENDORS: 'openai,anthropic' },
      plans: { o: { fault: 'drop-placeholder' } },
    },
    async ({ mock, send, printed }) => {
      const response = await send({ text: draft });
      assert.equal(response.status, 200);
      const body = await response.json();
      assert.equal(body.meta.vendor, 'anthropic');
      assert.equal(body.refinement.refined, draft);
      assert.deepEqual(
        body.meta.attempts.map((attempt: { outcome: string }) => attempt.outcome),
        ['invalid_response', 'ok'],
      );
      const log = printed.map((line) => JSON.parse(line));
      assert.deepEqual(log.find((entry) => entry.event === 'vendor_failures')?.failures, [
        { vendor: 'openai', code: 'invalid_response', rejection: 'placeholders_lost' },
      ]);
      for (const value of kept) assert.ok(!printed.join('\n').includes(value), `${value} logged`);
      assertNothingKeptReached([...mock.received('o'), ...mock.received('a')]);
    },
  );
});

Deno.test(
  'streamed: a reply that dropped a placeholder is replaced, its reason naming no value',
  async () => {
    await withShield(
      {
        env: { ROUTER_VENDORS: 'openai,anthropic' },
        plans: { o: { fault: 'drop-placeholder', wordGapMs: 1 } },
      },
      async ({ send }) => {
        const events = await readServerSentEvents(await send({ text: draft }, { stream: true }));
        assert.deepEqual(eventLines(events), [
          `delta ${draft.replace(values.email, 'someone')}`,
          'replaced the first answer lost a value kept from the vendor (e-mail)',
          `delta ${draft}`,
          'done',
        ]);
        assert.equal(JSON.parse(events.at(-1)!.data).meta.vendor, 'anthropic');
      },
    );
  },
);

Deno.test('every vendor dropping a placeholder: the offline engine answers the draft', async () => {
  await withShield(
    {
      env: { ROUTER_VENDORS: 'openai,anthropic', ROUTER_LOCAL_FALLBACK: 'on' },
      plans: { o: { fault: 'drop-placeholder' }, a: { fault: 'drop-placeholder' } },
    },
    async ({ send }) => {
      const body = await (await send({ text: draft })).json();
      assert.equal(body.meta.vendor, 'local');
      assert.equal(body.meta.fallback, true);
      for (const value of Object.values(values)) {
        assert.ok(body.refinement.refined.includes(value), `${value} in the offline refinement`);
      }
      assert.deepEqual(body.meta.withheld, withheld, 'the vendors it tried saw placeholders');
    },
  );
});

Deno.test('a follow-up style sends the refined text again, its marks kept private', async () => {
  await withShield({ env: { ROUTER_VENDORS: 'openai' } }, async ({ mock, send }) => {
    const first = await (await send({ text: draft })).json();
    const restyled = await send({ text: first.refinement.refined, style: 'shorter' });
    const body = await restyled.json();
    assert.equal(body.meta.style, 'shorter');
    assert.equal(body.refinement.refined, draft);
    assert.ok(body.refinement.refined.includes(values.private), 'the marks stay as typed');
    const calls = mock.received('o');
    assert.equal(calls.length, 2);
    assertNothingKeptReached(calls);
    assert.ok(calls[1]!.body.includes('Style: SHORTER'));
  });
});

Deno.test('PRIVACY_SHIELD=off sends the draft as typed and says nothing was kept', async () => {
  await withShield(
    { env: { ROUTER_VENDORS: 'openai', PRIVACY_SHIELD: 'off' } },
    async ({ mock, send }) => {
      const body = await (await send({ text: draft })).json();
      assert.equal(body.refinement.refined, draft);
      assert.equal('withheld' in body.meta, false);
      const [call] = mock.received('o');
      assert.ok(call!.body.includes(values.email));
      assert.ok(!call!.body.includes('Keep every placeholder'));
      const [row] = await usageRows(mock, 1);
      assert.equal(row!.withheld, null);
    },
  );
});

Deno.test('a draft with nothing to keep back has no meta.withheld', async () => {
  await withShield({ env: { ROUTER_VENDORS: 'openai' } }, async ({ mock, send }) => {
    const text = 'We recruited 48 adults; recall fell by 12% (p = 0.003), see [12] and BRCA1.';
    const body = await (await send({ text })).json();
    assert.equal(body.refinement.refined, text);
    assert.equal('withheld' in body.meta, false);
    const [call] = mock.received('o');
    assert.ok(!call!.body.includes('Keep every placeholder'), 'no placeholder, no rule for them');
  });
});

Deno.test('the offline engine alone sees the draft as typed: nothing withheld', async () => {
  await withShield({ env: { ROUTER_VENDORS: 'local' } }, async ({ send }) => {
    const body = await (await send({ text: draft })).json();
    assert.equal(body.meta.vendor, 'local');
    assert.equal('withheld' in body.meta, false);
    assert.ok(body.refinement.refined.includes(values.email));
  });
});

Deno.test(
  'a draft with broken %-escapes in its links is answered, never a 500 that spends the quota',
  async () => {
    const broken =
      'The mirror https://guest%E0%A4@mirror.example-uni.edu/data and https://example-uni.edu/a%zzb/r?q=%E0%A4%A hold the 12 files.';
    await withShield({ env: { ROUTER_VENDORS: 'openai' } }, async ({ mock, send }) => {
      const response = await send({ text: broken });
      assert.equal(response.status, 200);
      const body = await response.json();
      assert.equal(body.refinement.refined, broken);
      assert.deepEqual(body.meta.withheld, { email: 1 });
      assert.equal(mock.supabase.rpcCalls.consume_route_quota, 1);
      const [row] = await usageRows(mock, 1);
      assert.equal(row!.outcome, 'ok');
    });
  },
);
