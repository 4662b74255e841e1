import type { RouteStreamEvent, RouteStreamSink } from '../_shared/contract/route-stream-events.ts';

/** Whether the caller asked for the answer as server-sent events (`Accept: text/event-stream`). */
export function acceptsEventStream(request: Request): boolean {
  return /\btext\/event-stream\b/i.test(request.headers.get('accept') ?? '');
}

/**
 * One answer as server-sent events (the events: route-stream-events.ts): `sink` takes the
 * refined message as it is written, and its events queue until the body is read; `end` sends
 * the last one (`done` or `error`) and closes the stream. Once the caller has gone (it closed
 * the connection or cancelled the stream), `signal` aborts and sends stop.
 */
export interface EventStreamAnswer {
  sink: RouteStreamSink;
  signal: AbortSignal;
  /** The 200 response that carries the events, with the request's own `headers`. */
  response(headers: Record<string, string>): Response;
  /** The last event; `json` is its data, already JSON (one line). */
  end(event: Extract<RouteStreamEvent, 'done' | 'error'>, json: string): void;
}

/** Opens a streamed answer for a caller whose request aborts `callerSignal` when it goes. */
export function openEventStream(callerSignal: AbortSignal): EventStreamAnswer {
  const gone = new AbortController();
  callerSignal.addEventListener('abort', () => gone.abort(), { once: true });
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => void (controller = started),
    cancel() {
      open = false;
      gone.abort();
    },
  });
  const send = (event: RouteStreamEvent, json: string) => {
    if (open) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${json}\n\n`));
  };
  return {
    sink: {
      delta: (text) => send('delta', JSON.stringify({ text })),
      replaced: (reason) => send('replaced', JSON.stringify({ reason })),
    },
    signal: gone.signal,
    response: (headers) =>
      new Response(body, {
        status: 200,
        headers: {
          ...headers,
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-cache',
          // Proxies that buffer by default (nginx and its kin) pass each event on at once.
          'X-Accel-Buffering': 'no',
        },
      }),
    end(event, json) {
      send(event, json);
      if (!open) return;
      open = false;
      controller.close();
    },
  };
}
