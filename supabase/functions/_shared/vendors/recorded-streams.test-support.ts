/**
 * Streamed answers as each vendor's API sends them, byte for byte, kept as fixture files beside
 * the adapter tests (`__fixtures__/<format>-<case>.sse`; ids and fingerprints shortened):
 * OpenAI's Chat Completions with `stream_options.include_usage` (also what Groq, Mistral,
 * OpenRouter and Ollama send), Anthropic's Messages and Gemini's `streamGenerateContent?alt=sse`.
 * A new recording is a new file. `served` turns one into the body a vendor would send, split
 * into byte chunks that cut through events and characters alike.
 */

/** The refined reply every complete recording carries, in the pieces the vendor wrote it in. */
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

/** What each format has a recording of: a whole answer, and each way a stream goes wrong. */
const recordedCases = {
  complete: 'complete',
  errorMidStream: 'error-mid-stream',
  errorFirst: 'error-first',
  contentFilter: 'content-filter',
  endsUnfinished: 'ends-unfinished',
} as const;

export type Recordings = Record<keyof typeof recordedCases, string>;

function recordingsOf(format: 'openai' | 'anthropic' | 'gemini'): Recordings {
  const read = (file: string) =>
    Deno.readTextFileSync(new URL(`./__fixtures__/${format}-${file}.sse`, import.meta.url));
  return Object.fromEntries(
    Object.entries(recordedCases).map(([name, file]) => [name, read(file)]),
  ) as Recordings;
}

export const openaiRecordings = recordingsOf('openai');
export const anthropicRecordings = recordingsOf('anthropic');
export const geminiRecordings = recordingsOf('gemini');

/**
 * A vendor's 200 answer carrying `recording`, delivered in chunks of 7 bytes, so events, JSON
 * and multi-byte characters all arrive split.
 */
export function served(recording: string): Response {
  const bytes = new TextEncoder().encode(recording);
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += 7) chunks.push(bytes.slice(start, start + 7));
  return new Response(ReadableStream.from(chunks), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
}
