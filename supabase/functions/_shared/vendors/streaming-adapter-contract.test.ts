import assert from 'node:assert/strict';
import { startMockVendor } from '../../_test-support/mock-vendor/mock-vendor-server.ts';
import type { FaultPlanInput } from '../../_test-support/mock-vendor/fault-plan.ts';
import { pollUntil } from '../clock/poll.test-support.ts';
import { createLanguageModelAdapter } from './language-model-adapter.ts';
import type { VendorAdapter, VendorError } from './vendor-adapter.ts';
import { vendorCatalog } from './vendor-catalog.ts';

/**
 * Every way a vendor call can end, for each wire format (OpenAI's Chat Completions, also spoken
 * by the OpenAI-compatible vendors; Anthropic's Messages; Gemini), streamed from the mock over
 * loopback: what the router acts on (text, usage, the VendorError's code, status, retryability
 * and wait) is the same whichever vendor failed.
 */
const vendors = { openai: 'v1', groq: 'v1', anthropic: 'v1', google: 'v1beta' } as const;
type Vendor = keyof typeof vendors;

function adapterFor(vendor: Vendor, baseUrl: string): VendorAdapter {
  const definition = vendorCatalog.find((candidate) => candidate.id === vendor)!;
  return createLanguageModelAdapter(vendor, {
    model: definition.defaultModel,
    buildModel: (fetch) =>
      definition.createModel({ apiKey: 'k', baseUrl, model: definition.defaultModel, fetch }),
    fetch,
  });
}

type Outcome =
  | { text: string; usage?: { input: number; output: number } }
  | Pick<VendorError, 'code' | 'status' | 'retryable' | 'retryAfterMs'>;

async function outcomeOf(call: Promise<{ text: string; usage?: unknown }>): Promise<Outcome> {
  try {
    return (await call) as Outcome;
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

const statusCase = (status: number, code: VendorError['code'], retryable: boolean) => ({
  name: String(status),
  plan: { fault: 'status', status } satisfies FaultPlanInput,
  expected: failure(code, status, retryable),
});

const cases: { name: string; plan: FaultPlanInput; expected: Outcome | 'refined' }[] = [
  { name: 'a refinement, with its token usage', plan: { wordGapMs: 1 }, expected: 'refined' },
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
    name: 'a 200 stream holding an error object',
    plan: { fault: 'error-body' },
    expected: failure('invalid_response', 200, true),
  },
  {
    name: 'a 200 stream with malformed data',
    plan: { fault: 'malformed' },
    expected: failure('invalid_response', 200, true),
  },
  {
    name: 'a 200 stream with no text',
    plan: { fault: 'empty' },
    expected: failure('invalid_response', undefined, true),
  },
  {
    name: 'a stream that breaks off mid-answer',
    plan: { fault: 'cut', afterWords: 3 },
    expected: failure('network_error', undefined, true),
  },
];

const laneOf = (name: string) => name.replace(/\W+/g, '-');

for (const [vendor, version] of Object.entries(vendors) as [Vendor, string][]) {
  Deno.test(`${vendor}: every status and broken stream`, async () => {
    const mock = startMockVendor();
    try {
      for (const { name, plan, expected } of cases) {
        mock.setPlan(laneOf(name), plan);
        const adapter = adapterFor(vendor, `${mock.url}/${laneOf(name)}/${version}`);
        const pieces: string[] = [];
        const outcome = await outcomeOf(
          adapter.generate('Please review the 12 drafts.', {
            signal: AbortSignal.timeout(5_000),
            onText: (text) => pieces.push(text),
          }),
        );
        if (expected === 'refined') {
          assert.ok('text' in outcome, name);
          assert.match(outcome.text, /^REFINED\nPlease review the 12 drafts\./, name);
          assert.ok(outcome.usage && outcome.usage.input > 0 && outcome.usage.output > 0, name);
          assert.equal(pieces.join('').trim(), outcome.text, 'the pieces make up the answer');
          assert.ok(pieces.length > 5, name);
        } else {
          assert.deepEqual(outcome, expected, name);
        }
        if (plan.fault === 'cut') assert.equal(pieces.join(''), 'REFINED\nPlease review', name);
      }
    } finally {
      await mock.close();
    }
  });

  Deno.test(`${vendor}: a reset connection and a refused one`, async () => {
    const mock = startMockVendor();
    const closed = Deno.listen({ hostname: '127.0.0.1', port: 0 });
    const closedPort = (closed.addr as Deno.NetAddr).port;
    closed.close();
    try {
      for (const baseUrl of [
        `${mock.resetUrl}/reset/${version}`,
        `http://127.0.0.1:${closedPort}/${version}`,
      ]) {
        const outcome = await outcomeOf(
          adapterFor(vendor, baseUrl).generate('Hi', { signal: AbortSignal.timeout(5_000) }),
        );
        assert.deepEqual(outcome, failure('network_error', undefined, true), baseUrl);
      }
    } finally {
      await mock.close();
    }
  });

  Deno.test(
    `${vendor}: an abort ends a stalled stream, before or after its first words, and closes its socket`,
    async () => {
      const mock = startMockVendor({
        plans: {
          before: { fault: 'stall', stallMs: 10_000 },
          after: { fault: 'stall', afterWords: 2, stallMs: 10_000 },
        },
      });
      try {
        for (const lane of ['before', 'after']) {
          const adapter = adapterFor(vendor, `${mock.url}/${lane}/${version}`);
          for (const reason of ['AbortError', 'TimeoutError']) {
            const call = new AbortController();
            const pieces: string[] = [];
            const outcome = outcomeOf(
              adapter.generate('Hi', { signal: call.signal, onText: (text) => pieces.push(text) }),
            );
            if (lane === 'after')
              await pollUntil(
                () => pieces.length,
                (count) => count >= 2,
              );
            else await new Promise((resolve) => setTimeout(resolve, 60));
            call.abort(new DOMException('stop', reason));
            assert.deepEqual(
              await outcome,
              failure('aborted', undefined, false),
              `${lane} ${reason}`,
            );
          }
          const stats = await pollUntil(
            () => mock.stats(lane),
            (current) => current.open === 0,
            { timeoutMs: 5_000 },
          );
          assert.equal(stats.open, 0, 'the vendor saw every connection close');
          assert.equal(stats.abandoned, 2);
        }
        assert.deepEqual(
          await outcomeOf(
            adapterFor(vendor, `${mock.url}/x/${version}`).generate('Hi', {
              signal: AbortSignal.abort(),
            }),
          ),
          failure('aborted', undefined, false),
          'an already aborted signal',
        );
      } finally {
        await mock.close();
      }
    },
  );
}
