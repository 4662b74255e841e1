import * as z from 'zod/mini';

/** Longest message the associate accepts, in characters (after trimming). */
export const maxTextCharacters = 8_000;
/** Largest request body accepted, in bytes, checked before parsing. */
export const maxBodyBytes = 64 * 1024;

/**
 * How the writer wants the message steered, beyond plain refinement: `plain` is for a
 * non-specialist reader. Without a style the associate refines for clarity and impact only.
 */
export const refinementStyleSchema = z.enum(['shorter', 'formal', 'friendly', 'direct', 'plain']);
export type RefinementStyle = z.infer<typeof refinementStyleSchema>;

/**
 * What the browser sends to `POST /functions/v1/route`. With `offline: true` the offline engine
 * answers on our own server and no AI vendor is called, whatever the deployment has configured.
 */
export const routeRequestSchema = z.object({
  text: z.string(),
  style: z.optional(refinementStyleSchema),
  offline: z.optional(z.boolean()),
});
