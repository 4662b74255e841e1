import { z } from 'zod';

/** What a lane of the mock does to the calls it receives. */
export const faultPlanSchema = z.object({
  /**
   * Base latency before answering, in ms: before the whole answer, or, when the call asks for a
   * stream, before its first word (the status line and headers go out at once, as vendors do).
   */
  latencyMs: z.number().nonnegative().default(0),
  /** In a streamed answer, the pause between one word and the next, in ms. */
  wordGapMs: z.number().nonnegative().default(0),
  /** Uniform extra latency in [0, jitterMs). */
  jitterMs: z.number().nonnegative().default(0),
  /**
   * `drop-fact`: a well-formed refinement that lost the draft's first number (a reply the fact
   * lock must fail over); `drop-placeholder`: one that lost the first placeholder of a masked
   * draft (`⟦EMAIL 1⟧`), which fails over the same way; `overstate`: one that states the draft's
   * first association as a cause ("was associated with" → "caused"), or its first "may" as
   * "will" (a reply the claim lock must fail over); `off-topic`: a well-formed reply that is not
   * about the draft at all; `cut`: a streamed answer whose connection breaks off after
   * `afterWords` words.
   */
  fault: z
    .enum([
      'none',
      'status',
      'error-body',
      'empty',
      'malformed',
      'reset',
      'stall',
      'cut',
      'drop-fact',
      'drop-placeholder',
      'overstate',
      'off-topic',
    ])
    .default('none'),
  /** HTTP status for `fault: "status"`. */
  status: z.number().int().min(100).max(599).default(500),
  /** Sent as Retry-After (seconds) with a `status` fault. */
  retryAfterSeconds: z.number().nonnegative().optional(),
  /** How long a stall lasts before the mock answers normally; it also ends if the client leaves. */
  stallMs: z.number().nonnegative().default(60_000),
  /**
   * In a streamed answer, the words written before a `stall` (0: it stalls before the first
   * word) or a `cut`.
   */
  afterWords: z.number().int().nonnegative().default(0),
  /** Share of calls that get the fault, drawn from a seeded generator so runs repeat. */
  faultRate: z.number().min(0).max(1).default(1),
  seed: z.number().int().default(1),
});
export type FaultPlan = z.infer<typeof faultPlanSchema>;
export type FaultPlanInput = z.input<typeof faultPlanSchema>;

/** mulberry32: tiny, fast and deterministic for a given seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
