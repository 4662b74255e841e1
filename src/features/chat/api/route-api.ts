import type { SupabaseClient } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { readFunctionError } from '@/features/chat/api/function-error';
import {
  readRouteEvents,
  type RouteStreamHandlers,
  stoppedError,
} from '@/features/chat/api/route-events';
import { routerTestPrompt } from '@/features/chat/model/chat-copy';
import { replyMetaSchema } from '@/features/chat/model/chat-message';
import type { FollowUpStyleId } from '@/features/chat/model/follow-up-styles';
import { optionalRefinementSchema } from '@/features/chat/model/refinement';
import { ApiError, toApiError, unexpectedErrorMessage } from '@/lib/api-error';
import { useSupabaseClient } from '@/lib/supabase-context';

/** One upstream call as the route function reports it in `meta.attempts`. */
const routeAttemptSchema = z.object({
  vendor: z.string(),
  model: z.string(),
  outcome: z.string(),
  ms: z.number().nonnegative(),
});

/**
 * The route function's success body (its contract lives in
 * supabase/functions/_shared/contract/route-contract.ts). Only vendor, model, latency and the
 * fallback flag are shown; the other extras are validated loosely so a richer server keeps working.
 * `refinement` (the structured reply) is absent from older servers; `output` is always shown when
 * it is missing or unreadable.
 */
export const routeReplySchema = z.object({
  output: z.string(),
  meta: replyMetaSchema.extend({
    attempts: z.array(routeAttemptSchema).optional(),
    hedged: z.boolean().optional(),
    usage: z.object({ input: z.number(), output: z.number() }).optional(),
    overhead_ms: z.number().nonnegative().optional(),
    request_id: z.string().optional(),
    /** The style the server applied, when the request asked for one. */
    style: z.string().optional(),
  }),
  refinement: optionalRefinementSchema,
});

export type RouteReply = z.infer<typeof routeReplySchema>;

/**
 * What a message sends: its text, the style of a one-key follow-up, and whether the writer keeps
 * it on our server (the offline switch).
 */
export interface MessageRequest {
  text: string;
  style?: FollowUpStyleId;
  offline?: boolean;
}

/**
 * How one message is sent: in a style, kept on our server (`offline`: the offline engine answers
 * and no AI vendor is called), streamed to `stream`, and stoppable through `signal`.
 */
export interface RouteCallOptions {
  style?: FollowUpStyleId;
  offline?: boolean;
  /** Asks for the reply as it is written (`Accept: text/event-stream`). */
  stream?: RouteStreamHandlers;
  /** Aborting it stops the reply: the call rejects with the `stopped` ApiError. */
  signal?: AbortSignal;
}

/**
 * Sends one message to the `route` edge function, in a style when a follow-up asks for one (the
 * caller's session rides along as the bearer token), and returns the validated reply. With
 * `stream`, the refined message's words reach it as they are written (supabase-js hands a
 * `text/event-stream` answer over unread); a server that answers with one JSON body is read as
 * before. Every failure is an ApiError whose message is the server's own, or the generic
 * unexpected-error text: a refusal before the stream began is read exactly as without one.
 */
export async function invokeRoute(
  client: SupabaseClient,
  text: string,
  options: RouteCallOptions = {},
): Promise<RouteReply> {
  const { stream, signal } = options;
  let result: Awaited<ReturnType<SupabaseClient['functions']['invoke']>>;
  // Without a style or the offline switch the body is `{ text }` exactly, as before them.
  const body = {
    text,
    ...(options.style ? { style: options.style } : {}),
    ...(options.offline ? { offline: true } : {}),
  };
  try {
    result = await client.functions.invoke('route', {
      body,
      ...(stream ? { headers: { Accept: 'text/event-stream' } } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw toApiError(error);
  }
  if (result.error) {
    if (signal?.aborted) throw stoppedError(result.error);
    throw await readFunctionError(result.error);
  }
  const data =
    stream && result.data instanceof Response
      ? await readRouteEvents(result.data, stream, signal)
      : result.data;
  const reply = routeReplySchema.safeParse(data);
  if (!reply.success) {
    throw new ApiError('invalid_response', unexpectedErrorMessage, { cause: reply.error });
  }
  return reply.data;
}

/**
 * Sends a chat message (or a follow-up in a style) to the router, streamed to `stream` and
 * stoppable through `signal` when they are given.
 */
export function useSendMessage() {
  const client = useSupabaseClient();
  return useMutation({
    mutationFn: ({
      text,
      ...options
    }: MessageRequest & Omit<RouteCallOptions, 'style' | 'offline'>) =>
      invokeRoute(client, text, options),
  });
}

/** Sends the fixed router-test prompt; with the offline switch on, to the offline engine alone. */
export function useRouterTest() {
  const client = useSupabaseClient();
  return useMutation({
    mutationFn: ({ offline }: { offline: boolean }) =>
      invokeRoute(client, routerTestPrompt, offline ? { offline } : {}),
  });
}
