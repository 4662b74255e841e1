import type { ErrorBody, RouteResponse } from './route-contract.ts';

/**
 * The events of a streamed answer (`Accept: text/event-stream`), named once for the function
 * and, through an agreement test, for the app. Each event's `data` is one line of JSON:
 * - `delta`: the next piece of the refined message as it is written;
 * - `replaced`: what was written is void, and why, said for the writer (another answer follows);
 * - `done`: exactly the JSON body a plain request gets;
 * - `error`: exactly the JSON error body a plain request gets.
 * Plain TypeScript, no zod: the handler loads it before any caller passed the checks.
 */
export interface RouteStreamEventData {
  delta: { text: string };
  replaced: { reason: string };
  done: RouteResponse;
  error: ErrorBody;
}

export type RouteStreamEvent = keyof RouteStreamEventData;

/** Every event a streamed answer may carry, in the order an answer can send them. */
export const routeStreamEvents = [
  'delta',
  'replaced',
  'done',
  'error',
] as const satisfies readonly RouteStreamEvent[];

/**
 * Where a streamed answer's refined message goes as it is written: the events before the end,
 * each method named as its event.
 */
export interface RouteStreamSink {
  /** `delta`: the next piece of the refined message (never the reply's scaffolding). */
  delta(text: string): void;
  /** `replaced`: what was written is void, and why; another answer may follow. */
  replaced(reason: string): void;
}
