/**
 * A `text/event-stream` answer the test writes event by event, as the route function streams a
 * reply: `delta`, `replaced`, then `done` or `error`. `response` is what the fake server returns.
 */
export function eventStreamResponse() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => void (controller = started),
    cancel: () => void (cancelled = true),
  });
  const send = (event: string, data: unknown) => {
    if (!cancelled)
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  };
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
    }),
    delta: (text: string) => send('delta', { text }),
    replaced: (reason: string) => send('replaced', { reason }),
    done: (body: unknown) => {
      send('done', body);
      if (!cancelled) controller.close();
    },
    error: (code: string, message: string) => {
      send('error', { error: { code, message } });
      if (!cancelled) controller.close();
    },
    /** The stream ends without its reply. */
    end: () => controller.close(),
    /** The connection drops mid-reply. */
    breakOff: () => controller.error(new TypeError('network error')),
    /** Whether the reader went away (a stopped reply). */
    get cancelled() {
      return cancelled;
    },
  };
}
