import { z } from '@/lib/zod';

/** Which engine answered, as the route function reports it (latency in ms). */
export const replyMetaSchema = z.object({
  vendor: z.string().min(1),
  model: z.string().min(1),
  latency: z.number().nonnegative(),
  /** True when every remote vendor failed and the offline clarity engine answered instead. */
  fallback: z.boolean().optional(),
});

export type ReplyMeta = z.infer<typeof replyMetaSchema>;

/**
 * One line of the conversation (spec §3), kept in the browser only: `id` is a timestamp string,
 * `timestamp` an ISO date; replies may carry the meta of the engine that wrote them.
 */
export const chatMessageSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  isUser: z.boolean(),
  timestamp: z.iso.datetime({ offset: true }),
  meta: replyMetaSchema.optional(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * A new message id: the current time in ms, bumped past the previous id so two messages created
 * in the same millisecond still get distinct ids (they are React keys).
 */
export function createMessageId(previousId: string | undefined, now: number = Date.now()): string {
  const previous = previousId === undefined ? Number.NaN : Number(previousId);
  return String(Number.isFinite(previous) && previous >= now ? previous + 1 : now);
}

/** Builds a message stamped with the current time. */
export function createChatMessage(
  text: string,
  options: { isUser: boolean; previousId: string | undefined; meta?: ReplyMeta; now?: Date },
): ChatMessage {
  const now = options.now ?? new Date();
  return {
    id: createMessageId(options.previousId, now.getTime()),
    text,
    isUser: options.isUser,
    timestamp: now.toISOString(),
    ...(options.meta ? { meta: options.meta } : {}),
  };
}
