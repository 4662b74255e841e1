import { claimsSchema } from '@/features/chat/model/claims';
import { impactSchema } from '@/features/chat/model/impact';
import { z } from '@/lib/zod';

/**
 * The structured half of a route reply (`refinement`), as the app reads it. Same meaning as the
 * server's schema in supabase/functions/_shared/contract/refinement-contract.ts (the SPA never
 * imports supabase/); refinement-contract-agreement.test.ts proves the two accept and refuse the
 * same values.
 */

/** Hard kinds must survive a refinement; `name` and `negation` are soft (only reported). */
export const factKindSchema = z.enum([
  'number',
  'percentage',
  'range',
  'p-value',
  'measurement',
  'date',
  'time',
  'money',
  'url',
  'email',
  'doi',
  'citation',
  'quote',
  'code',
  'identifier',
  'name',
  'negation',
]);
export type FactKind = z.infer<typeof factKindSchema>;

/**
 * One fact of the draft as written there; for a negation, the draft's words around it, or with
 * `added` a negation the refined text has and the draft had not (the refined text's words).
 */
export const factSchema = z.object({
  kind: factKindSchema,
  text: z.string().min(1),
  hard: z.boolean(),
  added: z.literal(true).optional(),
});
export type Fact = z.infer<typeof factSchema>;

const count = z.number().int().nonnegative();

/**
 * One text as the server measured it (`grade` is Flesch–Kincaid; `contractions` is absent from
 * replies stored before the one-key styles).
 */
export const textMetricsSchema = z.object({
  words: count,
  sentences: count,
  grade: z.number(),
  passive: count,
  hedges: count,
  fillers: count,
  longSentences: count,
  readingSeconds: count,
  contractions: count.optional(),
});
export type TextMetrics = z.infer<typeof textMetricsSchema>;

/** A stretch of a text, [start, end) in JavaScript string offsets. */
export const textSpanSchema = z
  .object({ start: count, end: count })
  .refine((span) => span.start <= span.end, { message: 'a span ends where it starts or later' });
export type TextSpan = z.infer<typeof textSpanSchema>;

/** Where a change sits: in the text that was sent (the draft) and in the refined message. */
export const changePlaceSchema = z.object({ draft: textSpanSchema, refined: textSpanSchema });
export type ChangePlace = z.infer<typeof changePlaceSchema>;

/**
 * Why a change was made, and where known the words before and after (`after` "" = dropped).
 * With `at`, `before` and `after` are exactly the words at those places, and the writer can turn
 * the change down (model/kept-changes.ts); replies stored before servers sent `at` have none.
 */
export const refinementChangeSchema = z.object({
  reason: z.string().min(1),
  before: z.string().optional(),
  after: z.string().optional(),
  at: changePlaceSchema.optional(),
});
export type RefinementChange = z.infer<typeof refinementChangeSchema>;

export const refinementSchema = z.object({
  refined: z.string().min(1),
  changes: z.array(refinementChangeSchema),
  notes: z.array(z.string().min(1)),
  metrics: z.object({ before: textMetricsSchema, after: textMetricsSchema }),
  facts: z.object({ locked: z.array(factSchema), missing: z.array(factSchema) }),
  /** The point, asks, deadline and length; absent from replies stored before impact was read. */
  impact: impactSchema.optional(),
  /** Absent from servers before claims were read, and from history saved before then. */
  claims: claimsSchema.optional(),
});
export type Refinement = z.infer<typeof refinementSchema>;

/**
 * A `refinement` that may be absent (an older server, history saved before replies had one) or
 * unreadable (a newer server's shape): either way the reply still shows, as its plain `output`.
 * An unreadable one is reported, never thrown, so one odd field cannot cost the user a reply.
 */
export const optionalRefinementSchema = refinementSchema.optional().catch(() => {
  console.warn('Ignored a structured reply this version cannot read; it shows as plain text.');
  return undefined;
});
