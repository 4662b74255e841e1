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
 * The Privacy Policy says the router never stores or logs the text of messages or replies.
 * These tests send a distinctive message through the real handler, adapters and router to
 * vendors that quote the whole request back in their errors (as real ones sometimes do), and
 * check that nothing printed by the function, nor any stored usage row, carries that text, nor
 * any of the values the privacy shield keeps back (which never reach the vendor either).
 */
const secret = 'log-privacy-secret-with-at-least-32-characters';
const marker = 'QUOKKA-7731';
const kept = [
  'r.okafor@lab-example.org',
  '+44 20 7946 0958',
  'ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s12',
  '{{Ward 7}}',
];
const message = `Dear Prof. Okafor, our ${marker} lipid raft assay was analyzed by the team and the grant is due on Friday. Write to ${kept[0]} or call ${kept[1]}; the token is ${kept[2]} and we meet in ${kept[3]}.`;

/** The message, and each value the shield keeps back, wherever it shows in `printed`. */
const leaks = (printed: string) =>
  [marker, ...kept, 'Ward 7'].filter((piece) => printed.includes(piece));

type Echo =
  | 'status-400'
  | 'status-500'
  | 'status-429'
  | 'error-200'
  | 'error-in-stream'
  | 'malformed'
  | 'stall';

/** A vendor that puts the raw request (system prompt and user text) into every failure. */
function startEchoVendor(echo: Echo) {
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen: () => {} },
    async (request) => {
      const raw = await request.text();
      const quoted = {
        error: {
          message: `Invalid request body: ${raw}`,
          type: 'invalid_request_error',
          status: 'INVALID_ARGUMENT',
          code: 400,
        },
        type: 'error',
      };
      const json = (status: number, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(quoted), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        });
      switch (echo) {
        case 'status-400':
          return json(400);
        case 'status-500':
          return json(500);
        case 'status-429':
          return json(429, { 'retry-after': '1' });
        case 'error-200':
          return json(200);
        case 'error-in-stream':
          // The same error inside a 200 stream, as vendors send one mid-answer (the event reads
          // as an error in each of the three wire formats).
          return new Response(`event: error\ndata: ${JSON.stringify(quoted)}\n\n`, {
            headers: { 'content-type': 'text/event-stream' },
          });
        case 'malformed':
          return new Response(`{"choices": [{"message": {"content": ${JSON.stringify(raw)}`, {
            headers: { 'content-type': 'application/json' },
          });
        case 'stall': {
          // Status line at once, then a space every 25 ms (Deno.serve notices a client that left
          // only when it writes), until the router aborts the call at its deadline.
          let timer: ReturnType<typeof setInterval> | undefined;
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              timer = setInterval(() => controller.enqueue(new TextEncoder().encode(' ')), 25);
            },
            cancel: () => clearInterval(timer),
          });
          return new Response(body, { headers: { 'content-type': 'application/json' } });
        }
      }
    },
  );
  return { url: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

/** Everything the process prints while `work` runs: console output and unhandled rejections. */
async function capturePrinted(work: () => Promise<void>): Promise<string> {
  const printed: string[] = [];
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const originals = methods.map((method) => console[method]);
  const onRejection = (event: PromiseRejectionEvent) => {
    printed.push(`unhandled rejection: ${String(event.reason)}`);
    event.preventDefault();
  };
  for (const method of methods) {
    console[method] = (...values: unknown[]) =>
      printed.push(
        values.map((value) => (typeof value === 'string' ? value : Deno.inspect(value))).join(' '),
      );
  }
  globalThis.addEventListener('unhandledrejection', onRejection);
  try {
    await work();
  } finally {
    methods.forEach((method, index) => (console[method] = originals[index]!));
    globalThis.removeEventListener('unhandledrejection', onRejection);
  }
  return printed.join('\n');
}

function environment(supabaseUrl: string, vendorUrl: string, overrides: Record<string, string>) {
  return {
    SUPABASE_URL: `${supabaseUrl}/supabase`,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_test' }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_test' }),
    SUPABASE_JWKS: octJwks(secret),
    SB_JWT_ISSUER: testIssuer,
    OPENAI_API_KEY: 'test',
    OPENAI_BASE_URL: `${vendorUrl}/o/v1`,
    ANTHROPIC_API_KEY: 'test',
    ANTHROPIC_BASE_URL: `${vendorUrl}/a/v1`,
    GOOGLE_GENERATIVE_AI_API_KEY: 'test',
    GOOGLE_GENERATIVE_AI_BASE_URL: `${vendorUrl}/g/v1beta`,
    ROUTER_EXPLORATION: '0',
    ...overrides,
  };
}

const post = (token: string, body: string) =>
  new Request('http://localhost/functions/v1/route', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });

/** Waits until the usage rows written after the responses have arrived. */
const usageSettled = (rows: unknown[], expected: number) =>
  pollUntil(
    () => rows.length,
    (count) => count >= expected,
  );

const cases: { echo: Echo; fallback: 'on' | 'off'; status: number }[] = [
  { echo: 'status-400', fallback: 'on', status: 200 },
  { echo: 'status-500', fallback: 'on', status: 200 },
  { echo: 'status-429', fallback: 'off', status: 503 },
  { echo: 'error-200', fallback: 'on', status: 200 },
  { echo: 'error-in-stream', fallback: 'off', status: 503 },
  { echo: 'malformed', fallback: 'off', status: 503 },
  { echo: 'stall', fallback: 'off', status: 503 },
];

for (const { echo, fallback, status } of cases) {
  Deno.test(
    `privacy: no log line carries the message text when every vendor fails (${echo}, fallback ${fallback})`,
    async () => {
      const supabase = startMockVendor();
      const vendor = startEchoVendor(echo);
      let answered: Response | undefined;
      try {
        const printed = await capturePrinted(async () => {
          const handler = createHandler(
            createLiveDependencies(
              environment(supabase.url, vendor.url, {
                ROUTER_LOCAL_FALLBACK: fallback,
                ROUTER_DEADLINE_MS: '1000',
              }),
            ),
          );
          const token = await signHs256(userClaims(), secret);
          answered = await handler(post(token, JSON.stringify({ text: message })));
          await answered.text();
          await usageSettled(supabase.supabase.usageRows, 1);
        });
        assert.equal(answered?.status, status);
        assert.match(printed, /vendor_failures/, 'the failures themselves are logged');
        assert.deepEqual(leaks(printed), [], `the message text was printed:\n${printed}`);
        assert.equal(supabase.supabase.usageRows.length, 1);
        assert.deepEqual(leaks(JSON.stringify(supabase.supabase.usageRows)), []);
      } finally {
        await vendor.close();
        await supabase.close();
      }
    },
  );
}

Deno.test('privacy: rejected bodies that hold the message text are not logged either', async () => {
  const supabase = startMockVendor();
  try {
    const statuses: number[] = [];
    const printed = await capturePrinted(async () => {
      const handler = createHandler(
        createLiveDependencies(environment(supabase.url, 'http://127.0.0.1:9', {})),
      );
      const token = await signHs256(userClaims(), secret);
      for (const body of [
        `not json: ${message}`,
        JSON.stringify({ message }),
        JSON.stringify({ text: `${message} `.repeat(100) }),
        JSON.stringify({ text: `${message} `.repeat(700) }),
      ]) {
        const response = await handler(post(token, body));
        statuses.push(response.status);
        assert.deepEqual(leaks(await response.text()), [], 'nor echoed to the caller');
      }
    });
    assert.deepEqual(statuses, [400, 400, 413, 413]);
    assert.deepEqual(leaks(printed), [], `the message text was printed:\n${printed}`);
  } finally {
    await supabase.close();
  }
});
