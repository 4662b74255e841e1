import { z } from 'zod';

// Only the fields the summary reads: `npm run eval:clarity` owns the full shape
// (bench/clarity-eval/clarity-eval-result.ts).

const goalCheckSchema = z.object({
  measure: z.string(),
  figure: z.string(),
  goal: z.string(),
  met: z.boolean(),
});

const figuresSchema = z.object({
  answered: z.number(),
  drafts: z.number(),
  phrasesFixedPercent: z.number(),
  gradeFellPercent: z.number(),
  aboveGrade10: z.number(),
  medianGradeDelta: z.number(),
  medianWordDelta: z.number(),
  fewerWordsPercent: z.number(),
  hardFactsKeptPercent: z.number(),
  cleanRewrites: z.number(),
  protectedBroken: z.number(),
  latencyP50Ms: z.number(),
  latencyP99Ms: z.number(),
});

const engineRunSchema = z.object({ engine: z.string(), model: z.string(), figures: figuresSchema });

/** bench/results/clarity.json, written by `npm run eval:clarity`. */
export const clarityResultSchema = z.object({
  measuredAt: z.iso.datetime(),
  corpus: z.object({ wordyDrafts: z.number(), cleanDrafts: z.number(), phrases: z.number() }),
  offline: engineRunSchema.extend({ goals: z.array(goalCheckSchema) }),
  /** Absent from results saved before the styles (issue 13). */
  styles: z.object({ goals: z.array(goalCheckSchema) }).optional(),
  vendors: z.array(engineRunSchema),
  vendorNote: z.string().nullable(),
});
export type ClarityResult = z.infer<typeof clarityResultSchema>;
