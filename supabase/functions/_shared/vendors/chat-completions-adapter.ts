import { z } from 'zod';
import { associateSystemPrompt } from './associate-prompt.ts';
import { systemPromptFor } from './style-instructions.ts';
import {
  maxReplyTokens,
  type VendorAdapter,
  VendorError,
  type VendorReply,
} from './vendor-adapter.ts';
import { toVendorError, vendorErrorForStatus } from './vendor-error-mapping.ts';

/** How one vendor's Chat Completions endpoint takes the instructions and the reply's cap. */
export interface ChatCompletionsDialect {
  /**
   * `developer` for OpenAI, as its AI SDK provider sends for current models (OpenAI turns it
   * into `system` for older ones); `system` for the OpenAI-compatible vendors.
   */
  instructionsRole: 'developer' | 'system';
  /** `max_completion_tokens` for OpenAI (its reasoning models refuse `max_tokens`). */
  tokenLimit: 'max_completion_tokens' | 'max_tokens';
}

/** The part of a chat completion the route uses; any other field is ignored. */
export const chatCompletionSchema = z.object({
  choices: z.array(
    z.object({
      message: z.object({ content: z.string().nullish() }),
      finish_reason: z.string().nullish(),
    }),
  ),
  usage: z
    .object({ prompt_tokens: z.number().nullish(), completion_tokens: z.number().nullish() })
    .nullish(),
});

/** Where one vendor's endpoint is and how to call it. `fetch` is ours, so aborts reach the socket. */
export interface ChatCompletionsSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  fetch: typeof fetch;
  dialect: ChatCompletionsDialect;
}

/**
 * A validated refinement, or a VendorError (known trap 3: a 200 can carry an error object,
 * malformed JSON, empty content or a content filter's stop, and none of them is an answer).
 */
async function readReply(vendor: string, response: Response): Promise<VendorReply> {
  if (!response.ok) {
    // Read to the end, so the connection can carry the next call.
    await response.text().catch(() => '');
    throw vendorErrorForStatus(vendor, response.status, {
      message: `${vendor} answered ${response.status}`,
      headers: Object.fromEntries(response.headers),
    });
  }
  // A body that breaks off rejects with a TypeError (a network error), an abort with its reason.
  const raw = await response.text();
  let parsed: z.infer<typeof chatCompletionSchema>;
  try {
    parsed = chatCompletionSchema.parse(JSON.parse(raw));
  } catch (error) {
    throw vendorErrorForStatus(vendor, response.status, {
      message: 'unusable answer (not a chat completion)',
      cause: error,
    });
  }
  const [choice] = parsed.choices;
  const text = choice?.message.content?.trim() ?? '';
  if (choice?.finish_reason === 'content_filter' || text.length === 0) {
    throw new VendorError({
      vendor,
      code: 'invalid_response',
      message: `unusable answer (finish ${choice?.finish_reason}, ${text.length} characters)`,
      retryable: true,
    });
  }
  const input = parsed.usage?.prompt_tokens ?? undefined;
  const output = parsed.usage?.completion_tokens ?? undefined;
  return input === undefined || output === undefined
    ? { text }
    : { text, usage: { input, output } };
}

/**
 * OpenAI and the OpenAI-compatible vendors, called with one `fetch` and read with one zod parse.
 * Their AI SDK providers cost about 0.5 ms of the caller's clock per reply on our machines
 * (header normalising, provider-option schemas and several turns before the request leaves,
 * then a streamed re-read, a secure JSON parse and a full response schema after the answer):
 * half of the 1 ms a whole reply may add (issue 14). The request is the one those providers
 * send for each vendor's model (vendor-wire-format.test.ts holds them equal), the answer is
 * validated the same way, and every failure maps to the same VendorError as before
 * (chat-completions-contract.test.ts runs both clients through the same cases).
 *
 * The request leaves in the caller's own turn: `generate` calls `fetch` before it awaits.
 */
export function createChatCompletionsAdapter(
  vendor: string,
  settings: ChatCompletionsSettings,
): VendorAdapter {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
  };
  const { model, dialect } = settings;
  return {
    vendor,
    model,
    async generate(text, { signal, style }) {
      const body = JSON.stringify({
        model,
        [dialect.tokenLimit]: maxReplyTokens,
        messages: [
          {
            role: dialect.instructionsRole,
            content: systemPromptFor(associateSystemPrompt, style),
          },
          { role: 'user', content: text },
        ],
      });
      try {
        const response = await settings.fetch(url, { method: 'POST', headers, body, signal });
        return await readReply(vendor, response);
      } catch (error) {
        throw toVendorError(vendor, error);
      }
    },
  };
}
