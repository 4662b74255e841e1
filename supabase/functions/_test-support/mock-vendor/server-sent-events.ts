import { EventSourceParserStream } from 'eventsource-parser/stream';

/** One server-sent event as a client read it, and when (performance.now()). */
export interface ReadEvent {
  event: string;
  data: string;
  at: number;
}

/**
 * Reads a `text/event-stream` body to its end (or until `onEvent` returns `'stop'`, which
 * cancels the rest), for tests and benches of the mock and of the route function.
 */
export async function readServerSentEvents(
  response: Response,
  onEvent: (event: ReadEvent) => void | 'stop' = () => {},
): Promise<ReadEvent[]> {
  if (!response.body) return [];
  const events: ReadEvent[] = [];
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return events;
      const read = { event: value.event ?? 'message', data: value.data, at: performance.now() };
      events.push(read);
      if (onEvent(read) === 'stop') {
        await reader.cancel();
        return events;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
