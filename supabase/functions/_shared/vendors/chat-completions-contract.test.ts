import assert from 'node:assert/strict';
import { startMockVendor } from '../../../../bench/mock-vendor/mock-vendor-server.ts';
import type { FaultPlanInput } from '../../../../bench/mock-vendor/fault-plan.ts';
import { chatCompletionAnswer } from './chat-completion.test-support.ts';
import { createChatCompletionsAdapter } from './chat-completions-adapter.ts';
import { createLanguageModelAdapter } from './language-model-adapter.ts';
import type { VendorAdapter, VendorError } from './vendor-adapter.ts';
import { vendorCatalog } from './vendor-catalog.ts';
import { wholeBodyFetch } from './whole-body-fetch.ts';

/**
 * The same cases for both ways of calling a Chat Completions vendor: through its AI SDK provider
 * (as the route did before) and directly (as it does now). Every outcome the router acts on
 * (text, usage, the VendorError's code, status, retryability and wait) must be the same.
 */
const clients = {
  'AI SDK provider': (vendor: string, baseUrl: string, fetchImplementation: typeof fetch) => {
    const definition = vendorCatalog.find((candidate) => candidate.id === vendor)!;
    const model = definition.createModel({
      apiKey: 'k',
      baseUrl,
      model: definition.defaultModel,
      fetch: wholeBodyFetch(fetchImplementation),
    });
    return createLanguageModelAdapter(vendor, model);
  },
  direct: (vendor: string, baseUrl: string, fetchImplementation: typeof fetch) => {
    const definition = vendorCatalog.find((candidate) => candidate.id === vendor)!;
    return createChatCompletionsAdapter(vendor, {
      apiKey: 'k',
      baseUrl,
      model: definition.defaultModel,
      fetch: fetchImplementation,
      dialect: definition.chatCompletions!,
    });
  },
};

type Outcome =
  | { text: string; usage?: { input: number; output: number } }
  | Pick<VendorError, 'code' | 'status' | 'retryable' | 'retryAfterMs'>;

async function outcomeOf(call: Promise<{ text: string; usage?: unknown }>): Promise<Outcome> {
  try {
    const reply = await call;
    return reply as Outcome;
  } catch (error) {
    const { code, status, retryable, retryAfterMs, name } = error as VendorError;
    assert.equal(name, 'VendorError', `not a VendorError: ${String(error)}`);
    return { code, status, retryable, retryAfterMs };
  }
}

const failure = (
  code: VendorError['code'],
  status: number | undefined,
  retryable: boolean,
  retryAfterMs?: number,
): Outcome => ({ code, status, retryable, retryAfterMs });

/** A vendor answering `status`, and what the router must make of it. */
const statusCase = (status: number, code: VendorError['code'], retryable: boolean) => ({
  name: String(status),
  plan: { fault: 'status', status } satisfies FaultPlanInput,
  expected: failure(code, status, retryable),
});

const cases: { name: string; plan: FaultPlanInput; expected: Outcome | 'refined' }[] = [
  { name: 'a refinement, with its token usage', plan: {}, expected: 'refined' },
  statusCase(401, 'auth_failed', false),
  statusCase(403, 'auth_failed', false),
  statusCase(400, 'bad_request', false),
  statusCase(408, 'timeout', true),
  statusCase(409, 'server_error', true),
  statusCase(500, 'server_error', true),
  statusCase(503, 'server_error', true),
  {
    name: '429 with Retry-After',
    plan: { fault: 'status', status: 429, retryAfterSeconds: 7 },
    expected: failure('rate_limited', 429, true, 7_000),
  },
  {
    name: '429 without Retry-After',
    plan: { fault: 'status', status: 429 },
    expected: failure('rate_limited', 429, true, 30_000),
  },
  {
    name: 'a 200 holding an error object',
    plan: { fault: 'error-body' },
    expected: failure('invalid_response', 200, true),
  },
  {
    name: 'a 200 with malformed JSON',
    plan: { fault: 'malformed' },
    expected: failure('invalid_response', 200, true),
  },
  {
    name: 'a 200 with empty content',
    plan: { fault: 'empty' },
    expected: failure('invalid_response', undefined, true),
  },
  {
    name: 'a 200 whose body breaks off',
    plan: { fault: 'reset' },
    expected: failure('network_error', undefined, true),
  },
];

for (const vendor of ['openai', 'groq']) {
  for (const [clientName, client] of Object.entries(clients)) {
    Deno.test(`${vendor} via the ${clientName}: every status and broken answer`, async () => {
      const mock = startMockVendor();
      try {
        for (const { name, plan, expected } of cases) {
          mock.setPlan(name.replace(/\W+/g, '-'), plan);
          const adapter = client(vendor, `${mock.url}/${name.replace(/\W+/g, '-')}/v1`, fetch);
          const outcome = await outcomeOf(
            adapter.generate('Please review the 12 drafts.', {
              signal: AbortSignal.timeout(5_000),
            }),
          );
          if (expected === 'refined') {
            assert.ok('text' in outcome, name);
            assert.match(outcome.text, /^REFINED\nPlease review the 12 drafts\./, name);
            assert.ok(outcome.usage && outcome.usage.input > 0 && outcome.usage.output > 0, name);
          } else {
            assert.deepEqual(outcome, expected, name);
          }
        }
      } finally {
        await mock.close();
      }
    });

    Deno.test(`${vendor} via the ${clientName}: a reset connection and a refused one`, async () => {
      const mock = startMockVendor();
      const closed = Deno.listen({ hostname: '127.0.0.1', port: 0 });
      const closedPort = (closed.addr as Deno.NetAddr).port;
      closed.close();
      try {
        for (const baseUrl of [`${mock.resetUrl}/reset/v1`, `http://127.0.0.1:${closedPort}/v1`]) {
          const adapter = client(vendor, baseUrl, fetch);
          const outcome = await outcomeOf(
            adapter.generate('Hi', { signal: AbortSignal.timeout(5_000) }),
          );
          assert.deepEqual(outcome, failure('network_error', undefined, true), baseUrl);
        }
      } finally {
        await mock.close();
      }
    });

    Deno.test(
      `${vendor} via the ${clientName}: an abort ends a stalled answer and closes its socket`,
      async () => {
        const mock = startMockVendor({ plans: { stall: { fault: 'stall', stallMs: 10_000 } } });
        try {
          const adapter = client(vendor, `${mock.url}/stall/v1`, fetch);
          for (const reason of ['AbortError', 'TimeoutError']) {
            const call = new AbortController();
            const outcome = outcomeOf(adapter.generate('Hi', { signal: call.signal }));
            await new Promise((resolve) => setTimeout(resolve, 60));
            call.abort(new DOMException('stop', reason));
            assert.deepEqual(await outcome, failure('aborted', undefined, false), reason);
          }
          const aborted = AbortSignal.abort();
          assert.deepEqual(
            await outcomeOf(adapter.generate('Hi', { signal: aborted })),
            failure('aborted', undefined, false),
            'an already aborted signal',
          );
          for (let tries = 0; mock.stats('stall').open > 0 && tries < 100; tries++) {
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          assert.equal(mock.stats('stall').open, 0, 'the vendor saw every connection close');
          assert.equal(mock.stats('stall').abandoned, 2);
        } finally {
          await mock.close();
        }
      },
    );

    Deno.test(`${vendor} via the ${clientName}: a content filter's stop is no answer`, async () => {
      const answer: typeof fetch = () =>
        Promise.resolve(chatCompletionAnswer('REFINED\nPartial.', 'content_filter'));
      const adapter: VendorAdapter = client(vendor, 'http://vendor.test/v1', answer);
      assert.deepEqual(
        await outcomeOf(adapter.generate('Hi', { signal: AbortSignal.timeout(5_000) })),
        failure('invalid_response', undefined, true),
      );
    });
  }
}
