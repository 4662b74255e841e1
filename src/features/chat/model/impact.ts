import { z } from '@/lib/zod';

/**
 * `refinement.impact` as the app reads it: the message's point and where it stands before and
 * after, its asks and deadline, the body's words, and what of them the refined text lost. Same
 * meaning as supabase/functions/_shared/contract/impact-contract.ts (the SPA never imports
 * supabase/); refinement-contract-agreement.test.ts proves the two agree.
 */

const count = z.number().int().nonnegative();
const position = z.number().int().positive().nullable();

/** What the refined text lost of the draft's impact, as the draft wrote it. */
export const impactLossSchema = z.object({
  part: z.enum(['ask', 'deadline', 'greeting', 'sign-off']),
  text: z.string().min(1),
});
export type ImpactLoss = z.infer<typeof impactLossSchema>;

export const impactSchema = z.object({
  point: z.string().min(1).nullable(),
  position: z.object({ before: position, after: position }),
  asks: count,
  deadline: z.string().min(1).nullable(),
  words: z.object({ before: count, after: count }),
  lost: z.array(impactLossSchema),
});
export type Impact = z.infer<typeof impactSchema>;
