import type { LanguageModelV4 } from '@ai-sdk/provider';

/** Everything needed to build one vendor's model; `fetch` is ours so aborts reach the socket. */
export interface VendorSettings {
  apiKey: string | undefined;
  baseUrl: string;
  model: string;
  fetch: typeof fetch;
}

/** One vendor the router can use, configured only by `<PREFIX>_API_KEY/_BASE_URL/_MODEL`. */
export interface VendorDefinition {
  id: string;
  envPrefix: string;
  /** Env variable whose presence enables the vendor (the key, or the base URL for Ollama). */
  enabledBy: string;
  defaultBaseUrl: string;
  defaultModel: string;
  /** Adjusts a configured base URL, e.g. Ollama's own `http://host:11434` convention. */
  normalizeBaseUrl?: (url: string) => string;
  /**
   * The vendor's AI SDK model, which the route calls streaming (language-model-adapter.ts). Its
   * provider package is imported here, on the vendor's first call: a function loads only the
   * providers of the vendors it calls, and none without a key (a provider is 0.1–0.4 MB of code
   * and up to 70 ms of CPU to load on the Edge Runtime's Deno).
   */
  createModel(settings: VendorSettings): Promise<LanguageModelV4>;
}

function compatible(id: string) {
  return async (settings: VendorSettings) => {
    const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
    return createOpenAICompatible({
      name: id,
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey,
      fetch: settings.fetch,
      includeUsage: true,
    }).chatModel(settings.model);
  };
}

/**
 * The catalogue, in the order used before any latency is known. OpenAI goes through `.chat()`
 * (Chat Completions): the same wire format as every OpenAI-compatible vendor and our mock, and
 * enough for a single-turn rewrite, where `openai(model)` would call the Responses API.
 */
export const vendorCatalog: readonly VendorDefinition[] = [
  {
    id: 'openai',
    envPrefix: 'OPENAI',
    enabledBy: 'OPENAI_API_KEY',
    defaultBaseUrl: 'https://api.openai.com/v1',
    defaultModel: 'gpt-5.4-mini',
    createModel: async (settings) => {
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI({
        apiKey: settings.apiKey,
        baseURL: settings.baseUrl,
        fetch: settings.fetch,
      }).chat(settings.model);
    },
  },
  {
    id: 'anthropic',
    envPrefix: 'ANTHROPIC',
    enabledBy: 'ANTHROPIC_API_KEY',
    defaultBaseUrl: 'https://api.anthropic.com/v1',
    defaultModel: 'claude-haiku-5-5',
    createModel: async (settings) => {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({
        apiKey: settings.apiKey,
        baseURL: settings.baseUrl,
        fetch: settings.fetch,
      }).messages(settings.model);
    },
  },
  {
    id: 'google',
    envPrefix: 'GOOGLE_GENERATIVE_AI',
    enabledBy: 'GOOGLE_GENERATIVE_AI_API_KEY',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com/v1beta',
    defaultModel: 'gemini-3.5-flash',
    createModel: async (settings) => {
      const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
      return createGoogleGenerativeAI({
        apiKey: settings.apiKey,
        baseURL: settings.baseUrl,
        fetch: settings.fetch,
      }).languageModel(settings.model);
    },
  },
  {
    id: 'groq',
    envPrefix: 'GROQ',
    enabledBy: 'GROQ_API_KEY',
    defaultBaseUrl: 'https://api.groq.com/openai/v1',
    defaultModel: 'llama-3.3-70b-versatile',
    createModel: compatible('groq'),
  },
  {
    id: 'mistral',
    envPrefix: 'MISTRAL',
    enabledBy: 'MISTRAL_API_KEY',
    defaultBaseUrl: 'https://api.mistral.ai/v1',
    defaultModel: 'mistral-small-latest',
    createModel: compatible('mistral'),
  },
  {
    id: 'openrouter',
    envPrefix: 'OPENROUTER',
    enabledBy: 'OPENROUTER_API_KEY',
    defaultBaseUrl: 'https://openrouter.ai/api/v1',
    defaultModel: 'openrouter/auto',
    createModel: compatible('openrouter'),
  },
  {
    id: 'ollama',
    envPrefix: 'OLLAMA',
    enabledBy: 'OLLAMA_BASE_URL',
    defaultBaseUrl: 'http://127.0.0.1:11434/v1',
    defaultModel: 'llama3.2',
    // Ollama users write the server's address; its OpenAI-compatible API lives under /v1.
    normalizeBaseUrl: (url) => (/\/v1\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/v1`),
    createModel: compatible('ollama'),
  },
];
