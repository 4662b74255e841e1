import assert from 'node:assert/strict';
import { startMockVendor } from '../../_test-support/mock-vendor/mock-vendor-server.ts';
import { vendorCatalog } from './vendor-catalog.ts';
import { createVendorAdapters } from './vendor-registry.ts';

/** Every catalogue vendor pointed at the mock, with a fetch that counts what reaches the wire. */
function allVendors(mockUrl: string) {
  return {
    OPENAI_API_KEY: 'k',
    OPENAI_BASE_URL: `${mockUrl}/openai/v1`,
    ANTHROPIC_API_KEY: 'k',
    ANTHROPIC_BASE_URL: `${mockUrl}/anthropic/v1`,
    GOOGLE_GENERATIVE_AI_API_KEY: 'k',
    GOOGLE_GENERATIVE_AI_BASE_URL: `${mockUrl}/google/v1beta`,
    GROQ_API_KEY: 'k',
    GROQ_BASE_URL: `${mockUrl}/groq/v1`,
    MISTRAL_API_KEY: 'k',
    MISTRAL_BASE_URL: `${mockUrl}/mistral/v1`,
    OPENROUTER_API_KEY: 'k',
    OPENROUTER_BASE_URL: `${mockUrl}/openrouter/v1`,
    OLLAMA_BASE_URL: `${mockUrl}/ollama`,
  };
}

Deno.test(
  'every catalogue vendor streams its answer through its AI SDK provider, with text and usage',
  async () => {
    const mock = startMockVendor();
    const requested: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      requested.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    try {
      const adapters = createVendorAdapters(allVendors(mock.url), { fetch: countingFetch });
      assert.deepEqual(
        adapters.map((adapter) => adapter.vendor),
        ['openai', 'anthropic', 'google', 'groq', 'mistral', 'openrouter', 'ollama'],
      );
      for (const adapter of adapters) {
        const pieces: string[] = [];
        const reply = await adapter.generate('Please review the draft.', {
          signal: AbortSignal.timeout(5_000),
          onText: (text) => pieces.push(text),
        });
        assert.match(reply.text, /Please review the draft\./, adapter.vendor);
        assert.ok(pieces.length > 5, `${adapter.vendor} streamed ${pieces.length} pieces`);
        assert.equal(pieces.join('').trim(), reply.text, adapter.vendor);
        assert.ok(reply.usage && reply.usage.input > 0 && reply.usage.output > 0, adapter.vendor);
      }
      assert.equal(requested.length, 7, 'one call each: no SDK-level retries');
      assert.ok(requested.some((url) => url.endsWith('/ollama/v1/chat/completions')));
      assert.ok(requested.some((url) => url.endsWith('/openai/v1/chat/completions')));
      assert.ok(requested.some((url) => url.endsWith(':streamGenerateContent?alt=sse')));
      assert.equal(mock.stats('ollama').calls, 1);
    } finally {
      await mock.close();
    }
  },
);

Deno.test('a vendor without its key is left out, and ROUTER_VENDORS orders and filters', () => {
  const env = {
    OPENAI_API_KEY: 'k',
    GROQ_API_KEY: '  ',
    ANTHROPIC_API_KEY: 'k',
    MISTRAL_API_KEY: 'k',
  };
  assert.deepEqual(
    createVendorAdapters(env, { fetch }).map((adapter) => adapter.vendor),
    ['openai', 'anthropic', 'mistral'],
  );
  const ordered = createVendorAdapters(
    { ...env, ROUTER_VENDORS: 'mistral, openai, google' },
    { fetch },
  );
  assert.deepEqual(
    ordered.map((adapter) => adapter.vendor),
    ['mistral', 'openai'],
  );
  assert.equal(ordered[0]!.model, 'mistral-small-latest');
  assert.equal(
    createVendorAdapters({ OPENAI_API_KEY: 'k', OPENAI_MODEL: 'gpt-x' }, { fetch })[0]!.model,
    'gpt-x',
  );
});

Deno.test(
  'a 500 from the vendor reaches the router as one retryable VendorError, not a retry',
  async () => {
    const mock = startMockVendor({ plans: { openai: { fault: 'status', status: 503 } } });
    try {
      const [adapter] = createVendorAdapters(
        { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: `${mock.url}/openai/v1` },
        { fetch },
      );
      await assert.rejects(
        adapter!.generate('Hi', { signal: AbortSignal.timeout(5_000) }),
        (error: unknown) => {
          const vendorError = error as {
            vendor: string;
            status: number;
            code: string;
            retryable: boolean;
          };
          assert.deepEqual(
            {
              vendor: vendorError.vendor,
              status: vendorError.status,
              code: vendorError.code,
              retryable: vendorError.retryable,
            },
            { vendor: 'openai', status: 503, code: 'server_error', retryable: true },
          );
          return true;
        },
      );
      assert.equal(mock.stats('openai').calls, 1);
    } finally {
      await mock.close();
    }
  },
);

for (const definition of vendorCatalog) {
  const baseUrlName = `${definition.envPrefix}_BASE_URL`;
  if (definition.enabledBy === baseUrlName) {
    Deno.test(
      `${definition.id}: an empty ${baseUrlName} leaves it out, whatever else is set`,
      () => {
        for (const blank of ['', '   ']) {
          const env = { [baseUrlName]: blank, [`${definition.envPrefix}_API_KEY`]: 'k' };
          assert.deepEqual(createVendorAdapters(env, { fetch }), []);
        }
      },
    );
    continue;
  }
  Deno.test(
    `${definition.id}: an empty or blank ${baseUrlName} means its default endpoint`,
    async () => {
      for (const blank of ['', '  \t']) {
        const requested: string[] = [];
        const recordingFetch: typeof fetch = (input) => {
          requested.push(String(input instanceof Request ? input.url : input));
          return Promise.reject(new TypeError('no network in this test'));
        };
        const env = {
          [definition.enabledBy]: 'k',
          [baseUrlName]: blank,
          [`${definition.envPrefix}_MODEL`]: blank,
        };
        const [adapter] = createVendorAdapters(env, { fetch: recordingFetch });
        assert.equal(adapter?.vendor, definition.id);
        assert.equal(adapter.model, definition.defaultModel);
        await assert.rejects(adapter.generate('Hi', { signal: AbortSignal.timeout(5_000) }));
        assert.equal(requested.length, 1);
        assert.ok(
          requested[0]!.startsWith(`${definition.defaultBaseUrl}/`),
          `${requested[0]} is not under ${definition.defaultBaseUrl}`,
        );
      }
    },
  );
}
