import * as z from 'zod/mini';
import { factKinds } from '../text/facts/fact-kinds.ts';
import { claimsSchema } from './claims-contract.ts';
import { impactSchema } from './impact-contract.ts';

/**
 * The structured half of a `route` reply (`refinement`), added beside `output` and `meta` so old
 * clients keep working. Every engine's reply is reported in this one shape: the offline engine's
 * edits and a vendor's parsed CHANGES lines alike, measured by the same server-side analysis and
 * checked by the same fact lock. The app validates it with a schema of the same meaning
 * (`src/features/chat/model/refinement.ts`); a test keeps the two in agreement.
 */

/** What a fact is: hard kinds must survive a refinement, soft ones are only reported. */
export const factKindSchema = z.enum(factKinds);
export type FactKind = z.infer<typeof factKindSchema>;

/**
 * One fact of the draft, as written there (`text`), and whether losing it fails the reply. A
 * negation the refined text added (it was not in the draft) is reported with `added: true` and
 * the refined text's words around it.
 */
export const factSchema = z.object({
  kind: factKindSchema,
  text: z.string().check(z.minLength(1)),
  hard: z.boolean(),
  added: z.optional(z.literal(true)),
});
export type Fact = z.infer<typeof factSchema>;

const count = z.int().check(z.nonnegative());

/**
 * One text measured by our own analysis. `grade` is the Flesch–Kincaid grade (0 for no words,
 * never below 0); `longSentences` counts sentences over 30 words; `readingSeconds` assumes 238
 * words a minute, the average silent reading rate of English non-fiction (Brysbaert, 2019);
 * `contractions` ("don't", "we're": how formal it reads) is sent by every server since the
 * one-key styles, and absent from replies stored before them.
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
  contractions: z.optional(count),
});
export type TextMetrics = z.infer<typeof textMetricsSchema>;

/** A stretch of a text, [start, end) in UTF-16 code units (JavaScript string offsets). */
export const textSpanSchema = z
  .object({ start: count, end: count })
  .check(
    z.refine((span) => span.start <= span.end, { message: 'a span ends where it starts or later' }),
  );
export type TextSpan = z.infer<typeof textSpanSchema>;

/**
 * Where a change sits: its words in the draft (the request's text, trimmed) and in `refined`.
 * Positioned changes are in text order, never overlap, and the text between two of them is the
 * same in both, so applying any subset to the draft gives a text that differs from the draft
 * only where a kept change is (all of them give `refined`; none gives the draft).
 */
export const changePlaceSchema = z.object({ draft: textSpanSchema, refined: textSpanSchema });
export type ChangePlace = z.infer<typeof changePlaceSchema>;

/**
 * One change: why, and where known the words before and after (`after` is "" for a deletion).
 * With `at` (every server since changes could be turned down one by one), `before` and `after`
 * are exactly the draft's and the refined text's words at those places. A change the reply named
 * but no edit of the text matches (a reason alone, or quoted words that are not there) has no
 * `at`; replies stored before then have none either.
 */
export const refinementChangeSchema = z.object({
  reason: z.string().check(z.minLength(1)),
  before: z.optional(z.string()),
  after: z.optional(z.string()),
  at: z.optional(changePlaceSchema),
});
export type RefinementChange = z.infer<typeof refinementChangeSchema>;

export const refinementSchema = z.object({
  /** The refined message alone, ready to copy. */
  refined: z.string().check(z.minLength(1)),
  changes: z.array(refinementChangeSchema),
  /** What is still worth a look, most useful first (empty for a vendor that gave none). */
  notes: z.array(z.string().check(z.minLength(1))),
  /** The draft (`before`) and the refined message (`after`), measured alike for every engine. */
  metrics: z.object({ before: textMetricsSchema, after: textMetricsSchema }),
  /** What the draft held that must survive (`locked`), and what of it the refined text lost. */
  facts: z.object({ locked: z.array(factSchema), missing: z.array(factSchema) }),
  /**
   * The message's point, asks, deadline and length, before and after (impact-contract.ts):
   * sent by every server since impact was read, absent from replies stored before.
   */
  impact: z.optional(impactSchema),
  /**
   * The draft's claims and what the refined text changed of them (`claims-contract.ts`). Absent
   * from replies of servers before claims were read.
   */
  claims: z.optional(claimsSchema),
});
export type Refinement = z.infer<typeof refinementSchema>;
