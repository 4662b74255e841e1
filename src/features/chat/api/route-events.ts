import { EventSourceParserStream } from 'eventsource-parser/stream';
import { apiErrorFromBody, connectionLostMessage } from '@/features/chat/api/function-error';
import { ApiError, unexpectedErrorMessage } from '@/lib/api-error';

/**
 * The events of a streamed reply, named as the route function names them (its contract:
 * supabase/functions/_shared/contract/route-stream-events.ts; the SPA never imports supabase/,
 * and route-events-contract-agreement.test.ts proves the two lists are the same).
 */
export const routeStreamEvents = ['delta', 'replaced', 'done', 'error'] as const;
type RouteStreamEvent = (typeof routeStreamEvents)[number];

const isRouteStreamEvent = (event: string): event is RouteStreamEvent =>
  (routeStreamEvents as readonly string[]).includes(event);

/** What a streamed reply tells its reader before the judged reply (`done`) arrives. */
export interface RouteStreamHandlers {
  /** The next words of the refined message being written. */
  onDelta(text: string): void;
  /** What was written is void, and why (`the first answer lost "12%"`). */
  onReplaced(reason: string): void;
}

/** The code of the error a reply the writer stopped ends with: not a failure to show. */
export const stoppedCode = 'stopped';

export const stoppedError = (cause?: unknown) =>
  new ApiError(stoppedCode, 'The reply was stopped.', { cause });

const textOf = (data: string, field: 'text' | 'reason'): string | undefined => {
  try {
    const value: unknown = JSON.parse(data);
    const text = (value as Record<string, unknown> | null)?.[field];
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Reads the route function's `text/event-stream` answer: `delta` and `replaced` go to
 * `handlers` as they come; resolves with the `done` event's body (the JSON a plain request gets,
 * validated by the caller), or rejects with an ApiError: the `error` event's own code and
 * message, the connection lost (a read that failed, or a stream that ended without `done`), or
 * `stopped` once `signal` aborted.
 */
export async function readRouteEvents(
  response: Response,
  handlers: RouteStreamHandlers,
  signal?: AbortSignal,
): Promise<unknown> {
  if (!response.body) throw new ApiError('network_error', connectionLostMessage);
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  // Stopping cancels the read itself, whatever the fetch under it does with its own abort.
  const stop = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new ApiError('network_error', connectionLostMessage);
      // An event this app does not know (a newer server's) is skipped.
      const name = value.event ?? '';
      const event = isRouteStreamEvent(name) ? name : undefined;
      if (event === 'delta') {
        const text = textOf(value.data, 'text');
        if (text) handlers.onDelta(text);
      } else if (event === 'replaced') {
        const reason = textOf(value.data, 'reason');
        if (reason) handlers.onReplaced(reason);
      } else if (event === 'done') {
        return JSON.parse(value.data) as unknown;
      } else if (event === 'error') {
        let body: unknown;
        try {
          body = JSON.parse(value.data);
        } catch {
          body = undefined;
        }
        throw apiErrorFromBody(body) ?? new ApiError('unexpected', unexpectedErrorMessage);
      }
    }
  } catch (error) {
    if (signal?.aborted) throw stoppedError(error);
    if (error instanceof ApiError) throw error;
    if (error instanceof SyntaxError) {
      throw new ApiError('invalid_response', unexpectedErrorMessage, { cause: error });
    }
    // A read that failed: the connection dropped while the reply was being written.
    throw new ApiError('network_error', connectionLostMessage, { cause: error });
  } finally {
    signal?.removeEventListener('abort', stop);
    reader.cancel().catch(() => {});
  }
}
