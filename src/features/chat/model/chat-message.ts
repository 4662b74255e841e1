import { z } from '@/lib/zod';
import { optionalRefinementSchema, type Refinement } from '@/features/chat/model/refinement';
import { withheldCountsSchema } from '@/features/chat/model/withheld';

/** Which engine answered, as the route function reports it (latency in ms). */
export const replyMetaSchema = z.object({
  vendor: z.string().min(1),
  model: z.string().min(1),
  latency: z.number().nonnegative(),
  /** True when every remote vendor failed and the offline clarity engine answered instead. */
  fallback: z.boolean().optional(),
  /**
   * Values kept from the vendor, counted by kind (absent when none were). One the app cannot
   * read is dropped, never the reply it came with.
   */
  withheld: withheldCountsSchema.optional().catch(undefined),
});

export type ReplyMeta = z.infer<typeof replyMetaSchema>;

/**
 * One line of the conversation (spec §3), kept in the browser only: `id` is a timestamp string,
 * `timestamp` an ISO date, `text` what the conversation exports (for a reply, its whole
 * `output`). Replies may carry the meta of the engine that wrote them and, from servers that send
 * one, the structured reply with the text it refined.
 */
export const chatMessageSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  isUser: z.boolean(),
  timestamp: z.iso.datetime({ offset: true }),
  meta: replyMetaSchema.optional(),
  refinement: optionalRefinementSchema,
  /**
   * The text sent to `route` for this reply: the left side of its DIFF. Kept on the reply itself,
   * not looked up from the DIRECTOR line before it, because they can differ (a one-key restyle
   * shows `[SHORTER]` but sends the previous refined message).
   */
  draft: z.string().optional(),
  /** Why the answers streamed before this reply were set aside (`the first answer lost "12%"`). */
  replaced: z.array(z.string().min(1)).optional(),
  /**
   * The changes of `refinement` the writer turned down, by index: the reply shows, copies and
   * refines the draft with the other changes only. Absent: every change kept (and every reply
   * stored before changes could be turned down). One the app cannot read is dropped, never the
   * reply.
   */
  turnedDown: z.array(z.number().int().nonnegative()).optional().catch(undefined),
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

/** What a reply carries besides its text: who wrote it, and the structured reply if any. */
export interface ReplyDetails {
  meta?: ReplyMeta;
  refinement?: Refinement;
  /** The text that was sent; kept only with a refinement, the only thing that reads it. */
  draft?: string;
  /** Why earlier streamed answers were set aside; kept only when there was one. */
  replaced?: readonly string[];
}

/** Builds a message stamped with the current time. */
export function createChatMessage(
  text: string,
  options: ReplyDetails & { isUser: boolean; previousId: string | undefined; now?: Date },
): ChatMessage {
  const now = options.now ?? new Date();
  const { meta, refinement, draft, replaced } = options;
  return {
    id: createMessageId(options.previousId, now.getTime()),
    text,
    isUser: options.isUser,
    timestamp: now.toISOString(),
    ...(meta ? { meta } : {}),
    ...(refinement ? { refinement, ...(draft === undefined ? {} : { draft }) } : {}),
    ...(replaced && replaced.length > 0 ? { replaced: [...replaced] } : {}),
  };
}
