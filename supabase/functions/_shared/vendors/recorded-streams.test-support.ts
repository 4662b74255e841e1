/**
 * Streamed answers as each vendor's API sends them, field for field (ids and fingerprints
 * shortened): OpenAI's Chat Completions with `stream_options.include_usage` (also what Groq,
 * Mistral, OpenRouter and Ollama send), Anthropic's Messages and Gemini's
 * `streamGenerateContent?alt=sse`. Each is a list of events; `served` turns one into the body a
 * vendor would send, split into byte chunks that cut through events and characters alike.
 */

const sse = (data: unknown, name?: string) =>
  `${name ? `event: ${name}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

/** The refined reply every recording carries, in the pieces the vendor wrote it in. */
export const recordedPieces = [
  'REFINED',
  '\nWe',
  ' will',
  ' use',
  ' the',
  ' survey',
  ' to',
  ' measure',
  ' recall',
  ' before',
  ' the',
  ' launch',
  ' on',
  ' 3',
  ' May',
  '.',
  '\n\nCHANGES',
  '\n-',
  ' "in order to" -> "to": shorter.',
];

const openaiChunk = (delta: unknown, finish: string | null = null, extra: object = {}) => ({
  id: 'chatcmpl-C3x',
  object: 'chat.completion.chunk',
  created: 1_764_000_000,
  model: 'gpt-5.4-mini-2026-03-01',
  service_tier: 'default',
  system_fingerprint: 'fp_5a1',
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  usage: null,
  obfuscation: 'h3Vq',
  ...extra,
});

const openaiUsage = {
  ...openaiChunk({}),
  choices: [],
  usage: {
    prompt_tokens: 231,
    completion_tokens: 24,
    total_tokens: 255,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0 },
  },
};

const openaiPieces = (pieces: readonly string[]) =>
  pieces.map((piece) => sse(openaiChunk({ content: piece })));

export const openaiRecordings = {
  complete: [
    sse(openaiChunk({ role: 'assistant', content: '', refusal: null })),
    ...openaiPieces(recordedPieces),
    sse(openaiChunk({}, 'stop')),
    sse(openaiUsage),
    sse('[DONE]'),
  ],
  errorMidStream: [
    sse(openaiChunk({ role: 'assistant', content: '' })),
    ...openaiPieces(recordedPieces.slice(0, 4)),
    sse({
      error: { message: 'The server had an error', type: 'server_error', param: null, code: null },
    }),
  ],
  errorFirst: [
    sse({ error: { message: 'Overloaded', type: 'server_error', param: null, code: null } }),
  ],
  contentFilter: [
    sse(openaiChunk({ role: 'assistant', content: '' })),
    ...openaiPieces(recordedPieces.slice(0, 6)),
    sse(openaiChunk({}, 'content_filter')),
    sse(openaiUsage),
    sse('[DONE]'),
  ],
  endsUnfinished: [
    sse(openaiChunk({ role: 'assistant', content: '' })),
    ...openaiPieces(recordedPieces.slice(0, 8)),
  ],
};

const anthropicDelta = (text: string) =>
  sse(
    { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
    'content_block_delta',
  );

const anthropicStart = [
  sse(
    {
      type: 'message_start',
      message: {
        id: 'msg_01XFD',
        type: 'message',
        role: 'assistant',
        model: 'claude-haiku-5-5',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: {
          input_tokens: 231,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
          output_tokens: 1,
          service_tier: 'standard',
        },
      },
    },
    'message_start',
  ),
  sse(
    { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    'content_block_start',
  ),
  sse({ type: 'ping' }, 'ping'),
];

const anthropicEnd = (stopReason: string) => [
  sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
  sse(
    {
      type: 'message_delta',
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: 24 },
    },
    'message_delta',
  ),
  sse({ type: 'message_stop' }, 'message_stop'),
];

export const anthropicRecordings = {
  complete: [...anthropicStart, ...recordedPieces.map(anthropicDelta), ...anthropicEnd('end_turn')],
  errorMidStream: [
    ...anthropicStart,
    ...recordedPieces.slice(0, 4).map(anthropicDelta),
    sse({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }, 'error'),
  ],
  errorFirst: [
    sse({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }, 'error'),
  ],
  contentFilter: [
    ...anthropicStart,
    ...recordedPieces.slice(0, 6).map(anthropicDelta),
    ...anthropicEnd('refusal'),
  ],
  endsUnfinished: [...anthropicStart, ...recordedPieces.slice(0, 8).map(anthropicDelta)],
};

const geminiChunk = (text: string, finishReason?: string, usage = false) =>
  sse({
    candidates: [
      {
        content: { parts: [{ text }], role: 'model' },
        ...(finishReason ? { finishReason } : {}),
        index: 0,
      },
    ],
    usageMetadata: usage
      ? { promptTokenCount: 231, candidatesTokenCount: 24, totalTokenCount: 255 }
      : { promptTokenCount: 231, totalTokenCount: 231 },
    modelVersion: 'gemini-3.5-flash',
    responseId: 'mN3-aKfz',
  });

/** Gemini sends text in larger pieces: a few words per event. */
const geminiPieces = [
  recordedPieces.slice(0, 6).join(''),
  recordedPieces.slice(6, 13).join(''),
  recordedPieces.slice(13).join(''),
];

export const geminiRecordings = {
  complete: [
    geminiChunk(geminiPieces[0]!),
    geminiChunk(geminiPieces[1]!),
    geminiChunk(geminiPieces[2]!, 'STOP', true),
  ],
  errorMidStream: [
    geminiChunk(geminiPieces[0]!),
    sse({ error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } }),
  ],
  errorFirst: [
    sse({ error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } }),
  ],
  contentFilter: [geminiChunk(geminiPieces[0]!), geminiChunk('', 'SAFETY', true)],
  endsUnfinished: [geminiChunk(geminiPieces[0]!), geminiChunk(geminiPieces[1]!)],
};

/**
 * A vendor's 200 answer carrying `events`, delivered in chunks of 7 bytes, so events, JSON and
 * multi-byte characters all arrive split.
 */
export function served(events: readonly string[]): Response {
  const bytes = new TextEncoder().encode(events.join(''));
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += 7) chunks.push(bytes.slice(start, start + 7));
  return new Response(ReadableStream.from(chunks), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
}
