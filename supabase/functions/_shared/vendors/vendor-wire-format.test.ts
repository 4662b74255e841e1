import assert from 'node:assert/strict';
import { chatCompletionAnswer } from './chat-completion.test-support.ts';
import { createChatCompletionsAdapter } from './chat-completions-adapter.ts';
import { createLanguageModelAdapter } from './language-model-adapter.ts';
import type { VendorAdapter } from './vendor-adapter.ts';
import { vendorCatalog } from './vendor-catalog.ts';

interface SentRequest {
  url: string;
  method: string | undefined;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

/** A fetch that records the request and answers one fixed chat completion. */
function recordingFetch(sent: SentRequest[]): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    sent.push({
      url: String(input),
      method: init?.method,
      authorization: headers.get('authorization'),
      contentType: headers.get('content-type'),
      body: JSON.parse(String(init?.body)),
    });
    return Promise.resolve(chatCompletionAnswer('REFINED\nHi.'));
  };
}

const directVendors = vendorCatalog.filter((definition) => definition.chatCompletions);

Deno.test('OpenAI and every OpenAI-compatible vendor are called directly', () => {
  assert.deepEqual(
    directVendors.map((definition) => definition.id),
    ['openai', 'groq', 'mistral', 'openrouter', 'ollama'],
  );
});

for (const definition of directVendors) {
  Deno.test(
    `${definition.id}: the direct call sends what its AI SDK provider sends, style or none`,
    async () => {
      const apiKey = definition.id === 'ollama' ? undefined : 'vendor-key';
      const settings = {
        apiKey,
        baseUrl: `http://vendor.test/${definition.id}/v1/`,
        model: definition.defaultModel,
      };
      const viaSdk: SentRequest[] = [];
      const direct: SentRequest[] = [];
      const adapters: [VendorAdapter, SentRequest[]][] = [
        [
          createLanguageModelAdapter(
            definition.id,
            definition.createModel({ ...settings, fetch: recordingFetch(viaSdk) }),
          ),
          viaSdk,
        ],
        [
          createChatCompletionsAdapter(definition.id, {
            ...settings,
            fetch: recordingFetch(direct),
            dialect: definition.chatCompletions!,
          }),
          direct,
        ],
      ];
      for (const [adapter] of adapters) {
        const signal = AbortSignal.timeout(5_000);
        await adapter.generate('Draft about a 12% yield, "quoted".', { signal, style: 'formal' });
        await adapter.generate('Second draft.', { signal });
      }
      assert.equal(direct.length, 2);
      assert.deepEqual(direct, viaSdk);
      assert.equal(direct[0]!.url, `http://vendor.test/${definition.id}/v1/chat/completions`);
      assert.equal(direct[0]!.authorization, apiKey ? `Bearer ${apiKey}` : null);
    },
  );
}
