import type { WireFormat } from './wire-formats.ts';

/**
 * A streamed answer in each vendor's own server-sent events: what OpenAI's Chat Completions,
 * Anthropic's Messages and Gemini's `streamGenerateContent?alt=sse` send when asked to stream.
 * Each function returns whole events (`data: …` lines and the blank line that ends them).
 */

type Json = Record<string, unknown>;

const event = (data: Json | string, name?: string) =>
  `${name ? `event: ${name}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

/** Token counts as the mock reports them: words of the prompt plus the instructions, words out. */
export interface StreamUsage {
  input: number;
  output: number;
}

const openaiChunk = (model: string, choice: Json | undefined, extra: Json = {}) => ({
  id: 'chatcmpl-mock',
  object: 'chat.completion.chunk',
  created: 1,
  model,
  choices: choice ? [{ index: 0, ...choice }] : [],
  ...extra,
});

/** What goes out before the first word. */
export function openingEvents(format: WireFormat, options: { model: string; usage: StreamUsage }) {
  const { model, usage } = options;
  switch (format) {
    case 'openai':
      return event(
        openaiChunk(model, { delta: { role: 'assistant', content: '' }, finish_reason: null }),
      );
    case 'anthropic':
      return (
        event(
          {
            type: 'message_start',
            message: {
              id: 'msg_mock',
              type: 'message',
              role: 'assistant',
              model,
              content: [],
              stop_reason: null,
              stop_sequence: null,
              usage: { input_tokens: usage.input, output_tokens: 1 },
            },
          },
          'message_start',
        ) +
        event(
          { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
          'content_block_start',
        ) +
        event({ type: 'ping' }, 'ping')
      );
    case 'gemini':
      return '';
  }
}

/** One piece of the answer's text. */
export function wordEvent(format: WireFormat, options: { model: string; text: string }) {
  const { model, text } = options;
  switch (format) {
    case 'openai':
      return event(openaiChunk(model, { delta: { content: text }, finish_reason: null }));
    case 'anthropic':
      return event(
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
        'content_block_delta',
      );
    case 'gemini':
      return event({
        candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }],
        modelVersion: model,
      });
  }
}

/** The end of a complete answer: its finish and its token usage. */
export function closingEvents(format: WireFormat, options: { model: string; usage: StreamUsage }) {
  const { model, usage } = options;
  switch (format) {
    case 'openai':
      return (
        event(openaiChunk(model, { delta: {}, finish_reason: 'stop' })) +
        event(
          openaiChunk(model, undefined, {
            usage: {
              prompt_tokens: usage.input,
              completion_tokens: usage.output,
              total_tokens: usage.input + usage.output,
            },
          }),
        ) +
        event('[DONE]')
      );
    case 'anthropic':
      return (
        event({ type: 'content_block_stop', index: 0 }, 'content_block_stop') +
        event(
          {
            type: 'message_delta',
            delta: { stop_reason: 'end_turn', stop_sequence: null },
            usage: { output_tokens: usage.output },
          },
          'message_delta',
        ) +
        event({ type: 'message_stop' }, 'message_stop')
      );
    case 'gemini':
      return event({
        candidates: [
          { content: { role: 'model', parts: [{ text: '' }] }, finishReason: 'STOP', index: 0 },
        ],
        usageMetadata: {
          promptTokenCount: usage.input,
          candidatesTokenCount: usage.output,
          totalTokenCount: usage.input + usage.output,
        },
        modelVersion: model,
      });
  }
}

/** An error object where the answer should be, as each vendor sends one inside a stream. */
export function errorEvent(format: WireFormat) {
  const message = 'mock vendor error in the stream';
  switch (format) {
    case 'openai':
      return event({ error: { message, type: 'server_error', code: null, param: null } });
    case 'anthropic':
      return event({ type: 'error', error: { type: 'overloaded_error', message } }, 'error');
    case 'gemini':
      return event({ error: { code: 500, message, status: 'INTERNAL' } });
  }
}

/** An event whose data is not JSON. */
export const malformedEvent = () => event('{"choices": [ {"delta": ');

/** A comment line: no event at all, but bytes on the wire so the mock sees a client that left. */
export const keepAlive = ': keep-alive\n\n';
