import {
  APICallError,
  type LanguageModelV4,
  type LanguageModelV4StreamPart,
} from '@ai-sdk/provider';
import { associateSystemPrompt } from './associate-prompt.ts';
import { bodyFirstAbort } from './body-first-abort.ts';
import type * as StyleInstructionsModule from './style-instructions.ts';
import {
  maxReplyTokens,
  type VendorAdapter,
  VendorError,
  type VendorReply,
} from './vendor-adapter.ts';
import { isAbort, toVendorError, vendorErrorForStatus } from './vendor-error-mapping.ts';

/**
 * Reads a streamed answer to its end, handing each piece of text to `onText` as it comes.
 * Validated success (the AI SDK takes an empty completion for one): an empty answer, an error
 * inside the stream, a content filter's stop or a stream that ended before the vendor said it
 * was done is no answer.
 *
 * An abort cancels the stream itself, not only the fetch under it: measured under Deno, a
 * fetch's own abort now and then failed to end a body already being read (the call then ran
 * on to the vendor's end with its socket open), and cancelling the stream closes the socket.
 */
async function readStream(
  vendor: string,
  stream: ReadableStream<LanguageModelV4StreamPart>,
  options: { signal: AbortSignal; onText: ((text: string) => void) | undefined },
): Promise<VendorReply> {
  const { signal, onText } = options;
  const reader = stream.getReader();
  const cancel = () => void reader.cancel(signal.reason).catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  let text = '';
  let finish: Extract<LanguageModelV4StreamPart, { type: 'finish' }> | undefined;
  let ended = false;
  try {
    for (;;) {
      const { done, value: part } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      if (part.type === 'text-delta') {
        if (part.delta === '') continue;
        text += part.delta;
        onText?.(part.delta);
      } else if (part.type === 'error') throw part.error;
      else if (part.type === 'finish') finish = part;
    }
    ended = true;
  } finally {
    signal.removeEventListener('abort', cancel);
    // Leaving early (an error inside the stream) cancels the rest, which closes the socket.
    if (!ended) cancel();
  }
  const reason = finish?.finishReason.unified ?? 'interrupted';
  const trimmed = text.trim();
  if (reason === 'interrupted') {
    throw new VendorError({
      vendor,
      code: 'network_error',
      message: 'the stream ended before the vendor finished its answer',
      retryable: true,
    });
  }
  if (reason === 'error' || reason === 'content-filter' || trimmed.length === 0) {
    throw new VendorError({
      vendor,
      code: 'invalid_response',
      message: `unusable answer (finish ${reason}, ${trimmed.length} characters)`,
      retryable: true,
    });
  }
  const input = finish?.usage.inputTokens.total;
  const output = finish?.usage.outputTokens.total;
  return input === undefined || output === undefined
    ? { text: trimmed }
    : { text: trimmed, usage: { input, output } };
}

/**
 * Any failure once the vendor had answered 2xx: a body that broke off is a network error (the
 * SDK wraps its TypeError), an abort is an abort, and an error frame or malformed data inside
 * the stream is an unusable answer, a 200 holding an error, whatever status the SDK made up.
 */
function afterAnswered(vendor: string, error: unknown): VendorError {
  const cause = APICallError.isInstance(error) ? error.cause : error;
  if (error instanceof VendorError || isAbort(cause) || cause instanceof TypeError) {
    return toVendorError(vendor, error instanceof VendorError ? error : cause);
  }
  return vendorErrorForStatus(vendor, 200, {
    message: 'unusable answer (an error inside the stream)',
    cause: error,
  });
}

type Fetch = typeof fetch;

/**
 * The system prompt's builder reads the draft (what the associate read of its point and asks:
 * the impact reading and the text document under it), so it loads with the first vendor call,
 * beside the vendor's provider package, not with the function: a cold start's first answer
 * and a function without a vendor key never read it.
 */
let promptBuilder: Promise<typeof StyleInstructionsModule> | undefined;
const loadPromptBuilder = () =>
  (promptBuilder ??= import('./style-instructions.ts').catch((error: unknown) => {
    promptBuilder = undefined;
    throw error;
  }));

/**
 * Wraps any AI SDK `LanguageModelV4` (provider packages only: the `ai` core needs
 * `--allow-sys` at import) so the router sees one interface, and calls it streaming: `generate`
 * resolves with the whole answer and hands each piece of its text to `onText` as the vendor
 * writes it. `buildModel` gets the fetch the model must use (ours, so aborts reach the socket);
 * it runs on the first call, which is when the vendor's provider package loads
 * (vendor-catalog.ts), and `model` names the model until then. SDK retries are never used.
 */
export function createLanguageModelAdapter(
  vendor: string,
  options: {
    model: string;
    buildModel(fetchImplementation: Fetch): LanguageModelV4 | Promise<LanguageModelV4>;
    fetch: Fetch;
  },
): VendorAdapter {
  // The HTTP status of each call's answer, by the call's own signal: it tells an error the
  // vendor sent inside a 200 stream from one it answered with an error status.
  const answeredStatus = new WeakMap<AbortSignal, number>();
  const vendorFetch = bodyFirstAbort(options.fetch);
  let model: Promise<LanguageModelV4> | undefined;
  const built = () => {
    model ??= Promise.resolve(
      options.buildModel(async (input, init) => {
        const response = await vendorFetch(input, init);
        if (init?.signal) answeredStatus.set(init.signal, response.status);
        return response;
      }),
    ).catch((error: unknown) => {
      // A provider that failed to load is tried again on the next call, not given up on.
      model = undefined;
      throw error;
    });
    return model;
  };
  return {
    vendor,
    model: options.model,
    async generate(text, { signal, style, onText }) {
      try {
        const [languageModel, { systemPromptFor }] = await Promise.all([
          built(),
          loadPromptBuilder(),
        ]);
        const { stream } = await languageModel.doStream({
          prompt: [
            { role: 'system', content: systemPromptFor(associateSystemPrompt, style, text) },
            { role: 'user', content: [{ type: 'text', text }] },
          ],
          maxOutputTokens: maxReplyTokens,
          abortSignal: signal,
        });
        return await readStream(vendor, stream, { signal, onText });
      } catch (error) {
        const status = answeredStatus.get(signal);
        throw status !== undefined && status >= 200 && status < 300
          ? afterAnswered(vendor, error)
          : toVendorError(vendor, error);
      }
    },
  };
}
