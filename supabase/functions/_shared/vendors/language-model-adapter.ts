import type { LanguageModelV4, LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { associateSystemPrompt } from './associate-prompt.ts';
import { systemPromptFor } from './style-instructions.ts';
import {
  maxReplyTokens,
  type VendorAdapter,
  VendorError,
  type VendorReply,
} from './vendor-adapter.ts';
import { toVendorError } from './vendor-error-mapping.ts';

/**
 * Validated success (known trap 3): the SDK happily returns `text: ""` or a stop caused by an
 * error, so the adapter rejects empty text and error finishes itself and lets the router fail over.
 */
function toReply(vendor: string, result: LanguageModelV4GenerateResult): VendorReply {
  const text = result.content
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join('')
    .trim();
  const finish = result.finishReason.unified;
  if (finish === 'error' || finish === 'content-filter' || text.length === 0) {
    throw new VendorError({
      vendor,
      code: 'invalid_response',
      message: `unusable answer (finish ${finish}, ${text.length} characters)`,
      retryable: true,
    });
  }
  const input = result.usage.inputTokens.total;
  const output = result.usage.outputTokens.total;
  return input === undefined || output === undefined
    ? { text }
    : { text, usage: { input, output } };
}

/**
 * Wraps any AI SDK `LanguageModelV4` (provider packages only, not the `ai` core: trap 2) so the
 * router sees one interface. The model must be built with SDK retries off and our own fetch.
 */
export function createLanguageModelAdapter(vendor: string, model: LanguageModelV4): VendorAdapter {
  return {
    vendor,
    model: model.modelId,
    async generate(text, { signal, style }) {
      try {
        const result = await model.doGenerate({
          prompt: [
            { role: 'system', content: systemPromptFor(associateSystemPrompt, style) },
            { role: 'user', content: [{ type: 'text', text }] },
          ],
          maxOutputTokens: maxReplyTokens,
          abortSignal: signal,
        });
        return toReply(vendor, result);
      } catch (error) {
        throw toVendorError(vendor, error);
      }
    },
  };
}
