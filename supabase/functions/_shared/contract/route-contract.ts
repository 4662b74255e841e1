import * as z from 'zod/mini';
import { withheldKinds } from '../privacy/withheld-kinds.ts';
import { refinementStyleSchema } from './route-request-contract.ts';
import { refinementSchema } from './refinement-contract.ts';

/*
 * The answer's schemas. The request's live in route-request-contract.ts, on their own: the
 * function reads every request with them and never needs these (the tests and the app check
 * answers against them), so a new isolate does not build them on its first request.
 */

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
