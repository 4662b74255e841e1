import { z } from 'zod';

// Only the fields the summary reads: `npm run bench:privacy` owns the full shape
// (bench/privacy/run-privacy-bench.ts).

const detectionSchema = z.object({
  drafts: z.number(),
  withMiss: z.number(),
  withFalseAlarm: z.number(),
});

const timingSchema = z.object({ characters: z.number(), p50Ms: z.number(), p95Ms: z.number() });

/** bench/results/privacy.json, written by `npm run bench:privacy`. */
export const privacyResultSchema = z.object({
  measuredAt: z.iso.datetime(),
  detection: z.object({
    corpus: detectionSchema,
    seeded: z.object({ withValues: detectionSchema, lookAlikes: detectionSchema }),
  }),
  timings: z.record(z.string(), timingSchema),
  slowestCrafted: z.object({
    label: z.string(),
    at8000: z.object({ p50Ms: z.number() }),
    ratio8000To4000: z.number(),
  }),
  cold: z.object({ moduleMs: z.number(), firstRequestMs: z.number() }),
  goals: z.object({
    p50MsAt500: z.object({ goal: z.number(), measured: z.number(), met: z.boolean() }),
  }),
});
export type PrivacyResult = z.infer<typeof privacyResultSchema>;

export const privacyResultFileName = 'privacy.json';
