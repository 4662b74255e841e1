import * as z from 'zod/mini';

/**
 * What makes a message land, read alike in the draft and the refined text for every engine
 * (`refinement.impact`): the sentence the message exists for (its request, its news or
 * decision, or its main finding) and where it stands, what it asks of the reader and by when,
 * and how long the body is. The app reads it with a schema of the same meaning
 * (`src/features/chat/model/impact.ts`); a test keeps the two in agreement.
 */

const count = z.int().check(z.nonnegative());

/** A sentence's place in the body, 1-based; null when the text has no point. */
const position = z.nullable(z.int().check(z.positive()));

/**
 * What the refined text lost of the draft's impact, each as the draft wrote it: an ask (the
 * words of its sentence), the deadline of one, the greeting or the sign-off.
 */
export const impactLossSchema = z.object({
  part: z.enum(['ask', 'deadline', 'greeting', 'sign-off']),
  text: z.string().check(z.minLength(1)),
});
export type ImpactLoss = z.infer<typeof impactLossSchema>;

export const impactSchema = z.object({
  /** The point as it reads in the refined text; null when the message has none. */
  point: z.nullable(z.string().check(z.minLength(1))),
  /** Where the point stands in the body of the draft and of the refined text. */
  position: z.object({ before: position, after: position }),
  /** Requests and questions the refined text addresses to the reader. */
  asks: count,
  /** The deadline attached to an ask, as the refined text writes it; never invented. */
  deadline: z.nullable(z.string().check(z.minLength(1))),
  /** Words of the body (no subject, greeting, sign-off or signature), draft and refined. */
  words: z.object({ before: count, after: count }),
  /** What of the draft's asks, deadline, greeting and sign-off the refined text lost. */
  lost: z.array(impactLossSchema),
});
export type Impact = z.infer<typeof impactSchema>;
