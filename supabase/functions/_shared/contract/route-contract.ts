import * as z from 'zod/mini';
import { withheldKinds } from '../privacy/withheld-kinds.ts';
import { refinementSchema } from './refinement-contract.ts';

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

/** How one upstream call ended, as reported in `meta.attempts`. */
export const attemptOutcomeSchema = z.enum([
  'ok',
  'lost_hedge',
  'network_error',
  'timeout',
  'rate_limited',
  'auth_failed',
  'bad_request',
  'server_error',
  'invalid_response',
  'aborted',
]);
export type AttemptOutcome = z.infer<typeof attemptOutcomeSchema>;

export const attemptSchema = z.object({
  vendor: z.string(),
  model: z.string(),
  outcome: attemptOutcomeSchema,
  ms: z.number(),
  hedge: z.boolean(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const tokenUsageSchema = z.object({
  input: z.int().check(z.nonnegative()),
  output: z.int().check(z.nonnegative()),
});
export type TokenUsage = z.infer<typeof tokenUsageSchema>;

/**
 * What the privacy shield kept from the vendors, counted by kind (`{"email": 1, "phone": 2}`):
 * never a value. In `meta` only when something was kept back.
 */
export const withheldCountsSchema = z.partialRecord(
  z.enum(withheldKinds),
  z.int().check(z.positive()),
);

/**
 * The success body. `latency` is every millisecond spent inside the function; `overhead_ms` is
 * what the router itself added (latency minus vendor time, the caller checks' round trips and
 * the reply's analysis, which `Server-Timing: refine` reports).
 * `output` is the whole reply as text (what old clients show); `refinement` is the same reply
 * structured, measured and fact-checked (refinement-contract.ts).
 */
export const routeResponseSchema = z.object({
  output: z.string().check(z.minLength(1)),
  meta: z.object({
    vendor: z.string(),
    model: z.string(),
    latency: z.number(),
    attempts: z.array(attemptSchema),
    hedged: z.boolean(),
    fallback: z.boolean(),
    usage: z.optional(tokenUsageSchema),
    overhead_ms: z.number(),
    request_id: z.string(),
    /** The style applied, when the request asked for one. */
    style: z.optional(refinementStyleSchema),
    /** Values kept from the vendors, by kind; absent when none were. */
    withheld: z.optional(withheldCountsSchema),
  }),
  refinement: refinementSchema,
});
export type RouteResponse = z.infer<typeof routeResponseSchema>;

/** The one error shape: `message` is safe to show after `ERROR: `. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
