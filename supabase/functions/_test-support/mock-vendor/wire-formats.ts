/** The three vendor dialects the mock speaks, chosen by request path. */
export type WireFormat = 'openai' | 'anthropic' | 'gemini';

export function detectWireFormat(path: string): WireFormat | undefined {
  if (path.endsWith('/chat/completions')) return 'openai';
  if (path.endsWith('/messages')) return 'anthropic';
  if (/:(?:generateContent|streamGenerateContent)$/.test(path)) return 'gemini';
  return undefined;
}

/** Whether the call asks for a streamed answer: `"stream": true`, or Gemini's streaming method. */
export function asksForStream(path: string, body: Record<string, unknown>): boolean {
  return body.stream === true || path.endsWith(':streamGenerateContent');
}

type Json = Record<string, unknown>;

function textParts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((part) => textParts(part));
  if (value && typeof value === 'object') {
    const record = value as Json;
    if (typeof record.text === 'string') return [record.text];
    return [...textParts(record.content), ...textParts(record.parts)];
  }
  return [];
}

/** The user's text from any of the three request shapes (system prompts excluded). */
export function extractUserText(format: WireFormat, body: Json): string {
  if (format === 'gemini') return textParts(body.contents).join('\n');
  const messages = Array.isArray(body.messages) ? (body.messages as Json[]) : [];
  return textParts(messages.filter((message) => message.role === 'user')).join('\n');
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The token counts the mock reports: words of the prompt plus 40 for the instructions, words out. */
export const usageOf = (prompt: string, text: string) => ({
  input: words(prompt) + 40,
  output: words(text),
});

/** A valid answer carrying `text` (possibly empty, for the empty-content fault). */
export function successBody(
  format: WireFormat,
  options: { text: string; prompt: string; model: string },
): Json {
  const { input, output } = usageOf(options.prompt, options.text);
  switch (format) {
    case 'openai':
      return {
        id: 'chatcmpl-mock',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: options.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: options.text },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: input, completion_tokens: output, total_tokens: input + output },
      };
    case 'anthropic':
      return {
        id: 'msg_mock',
        type: 'message',
        role: 'assistant',
        model: options.model,
        content: options.text ? [{ type: 'text', text: options.text }] : [],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: input, output_tokens: output },
      };
    case 'gemini':
      return {
        candidates: [
          {
            content: { role: 'model', parts: options.text ? [{ text: options.text }] : [] },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        usageMetadata: {
          promptTokenCount: input,
          candidatesTokenCount: output,
          totalTokenCount: input + output,
        },
        modelVersion: options.model,
      };
  }
}

/** The vendor's own error object, sent with a failing status or (fault) with a 200. */
export function errorBody(format: WireFormat, status: number): Json {
  const message = `mock vendor error ${status}`;
  switch (format) {
    case 'openai':
      return {
        error: {
          message,
          type: status === 429 ? 'rate_limit_error' : 'server_error',
          code: null,
          param: null,
        },
      };
    case 'anthropic':
      return {
        type: 'error',
        error: { type: status === 429 ? 'rate_limit_error' : 'overloaded_error', message },
      };
    case 'gemini':
      return {
        error: {
          code: status,
          message,
          status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL',
        },
      };
  }
}
