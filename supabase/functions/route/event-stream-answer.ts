import type { RefinementStreamSink } from './refined-text-stream.ts';

/** Whether the caller asked for the answer as server-sent events (`Accept: text/event-stream`). */
export function acceptsEventStream(request: Request): boolean {
  return /\btext\/event-stream\b/i.test(request.headers.get('accept') ?? '');
}

/** What a streamed answer hands the route: where its text goes, and how it learns it may start. */
export interface StreamedRouting {
  stream: RefinementStreamSink;
  onAdmitted: () => void;
  /** Aborts when the caller has gone (it closed the connection or cancelled the stream). */
  signal: AbortSignal;
}

/** A `text/event-stream` body whose events queue until it is read; sends stop once it is cancelled. */
function eventStream(onCancel: () => void) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => void (controller = started),
    cancel() {
      open = false;
      onCancel();
    },
  });
  return {
    body,
    /** One event; `json` is its data, already JSON (one line). */
    send(event: string, json: string) {
      if (open) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${json}\n\n`));
    },
    close() {
      if (!open) return;
      open = false;
      controller.close();
    },
  };
}

/**
 * Answers with server-sent events: `delta` ({ text }) for each piece of the refined message as it
 * is written, `replaced` ({ reason }) when what was written is void, then `done` with exactly the
 * JSON body a plain request gets, or `error` with exactly its JSON error body.
 *
 * Nothing is answered before the quota admits the request: a refusal before then (429, or a
 * failure of the checks) rejects, so the caller gets the plain JSON error with its status. Text
 * written meanwhile waits in the stream. A caller that goes away aborts the route.
 */
export async function answerAsEventStream(options: {
  /** Routes the request with `routing`; resolves with the JSON response a plain request gets. */
  answer(routing: StreamedRouting): Promise<Response>;
  /** The JSON error response a plain request would get for `error`. */
  failure(error: unknown): Response;
  /** The caller's own signal (the request's). */
  signal: AbortSignal;
  /** The response's headers, read once the request is admitted. */
  headers(): Record<string, string>;
}): Promise<Response> {
  const gone = new AbortController();
  options.signal.addEventListener('abort', () => gone.abort(), { once: true });
  const events = eventStream(() => gone.abort());
  const admitted = Promise.withResolvers<void>();
  const answered = options.answer({
    stream: {
      delta: (text) => events.send('delta', JSON.stringify({ text })),
      replaced: (reason) => events.send('replaced', JSON.stringify({ reason })),
    },
    onAdmitted: admitted.resolve,
    signal: gone.signal,
  });
  await Promise.race([admitted.promise, answered]);
  answered
    .then(
      async (response) => events.send('done', await response.text()),
      async (error: unknown) => events.send('error', await options.failure(error).text()),
    )
    .finally(() => events.close());
  return new Response(events.body, {
    status: 200,
    headers: {
      ...options.headers(),
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      // Proxies that buffer by default (nginx and its kin) pass each event on at once.
      'X-Accel-Buffering': 'no',
    },
  });
}
