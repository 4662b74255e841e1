import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  type AdversarialResult,
  adversarialResultFileName,
  adversarialResultSchema,
} from '../adversarial/adversarial-result';
import { loadBenchResultSchema, loadResultFileName } from '../load/load-result';
import { quotaBenchResultSchema, quotaResultFileName } from '../quota/quota-result';
import { type ClarityResult, clarityResultSchema } from './clarity-result';
import { type PrivacyResult, privacyResultFileName, privacyResultSchema } from './privacy-result';
import { usageResultFileName } from '../usage/usage-report';

// Only the fields the summary reads: each benchmark owns its full shape.

const latencyRowSchema = z.object({
  connections: z.number(),
  requests: z.number(),
  p50Ms: z.number(),
  p99Ms: z.number(),
  requestsPerSecond: z.number(),
  failures: z.number(),
});

/** bench/results/stack.json, written by `npm run bench:stack`. */
export const stackResultSchema = z.object({
  measuredAt: z.iso.datetime(),
  machine: z.object({ cpus: z.number(), cpuModel: z.string(), node: z.string() }),
  /** Saved since issue 11: from `npm run dev` to the route function's first reply. */
  devFirstReply: z
    .object({ bannerMs: z.number(), appMs: z.number(), firstReplyMs: z.number() })
    .optional(),
  coldStartMs: z.number(),
  warmRestartMs: z.number(),
  passwordSignIn: z.array(latencyRowSchema),
  isEmailAllowed: z.array(latencyRowSchema),
});
export type StackResult = z.infer<typeof stackResultSchema>;

/** bench/results/usage.json, written by `npm run bench:usage`. */
export const usageResultSchema = z.object({
  measuredAt: z.iso.datetime(),
  goalP99Ms: z.number(),
  scenarios: z.array(
    z.object({ name: z.string(), rows: z.number(), latency: z.array(latencyRowSchema) }),
  ),
  baseline: latencyRowSchema,
  plan: z.object({
    indexes: z.array(z.string()),
    sequentialScans: z.array(z.string()),
    readsUsageEvents: z.boolean(),
  }),
  insertCost: z.object({ withRollupsMs: z.number(), withoutRollupsMs: z.number() }),
});
export type UsageResult = z.infer<typeof usageResultSchema>;

const hedgingRunSchema = z.object({
  hedging: z.enum(['on', 'off']),
  budget: z.number().optional(),
  seed: z.number().optional(),
  p99: z.number(),
  extraCallsPercent: z.number(),
  /** Requests answered 503; results saved before it was counted had none (the bench threw). */
  unanswered: z.number().optional(),
});

const quotaPathFiguresSchema = z.object({
  costP50: z.number(),
  /** p99 through the function; results saved before it was recorded lack it. */
  latencyP99: z.number().optional(),
  quotaP50: z.number(),
  quotaWaitP50: z.number(),
});

/** bench/results/router-[quick-]<time>.json, written by `npm run bench:router`. */
export const routerResultSchema = z.object({
  started: z.iso.datetime(),
  quick: z.boolean(),
  cores: z.number(),
  overhead: z.array(
    z.object({
      concurrency: z.number(),
      overheadP50: z.number(),
      overheadP99: z.number(),
      routerP50: z.number(),
      routerP99: z.number(),
      refineP50: z.number().optional(),
      refineP99: z.number().optional(),
      portkeyOverheadP50: z.number().optional(),
      portkeyOverheadP99: z.number().optional(),
    }),
  ),
  /** A 200 ms vendor, a 10 ms quota: the check first vs alongside; saved by runs since issue 14. */
  quotaPath: z
    .array(
      z.object({
        concurrency: z.number(),
        vendorMs: z.number(),
        quotaMs: z.number(),
        directP99: z.number().optional(),
        first: quotaPathFiguresSchema,
        concurrent: quotaPathFiguresSchema,
        noQuotaLatency: quotaPathFiguresSchema.optional(),
        /** A bare relay process against the same vendor; saved by runs since it was added. */
        relay: quotaPathFiguresSchema.pick({ costP50: true, latencyP99: true }).optional(),
      }),
    )
    .optional(),
  /** The first refined word of a streamed reply; saved by runs since replies stream. */
  firstWord: z
    .array(
      z.object({
        concurrency: z.number(),
        vendorFirstWordMs: z.number(),
        costP50: z.number(),
        costP99: z.number(),
        functionP50: z.number(),
        directP50: z.number(),
      }),
    )
    .optional(),
  /** The reply's analysis and fact lock by draft length; saved by runs since the fact lock. */
  refinementCost: z
    .array(
      z.object({
        characters: z.number(),
        replyP50: z.number(),
        replyP99: z.number(),
        draftP50: z.number(),
        draftP99: z.number(),
      }),
    )
    .optional(),
  /** One row per run; newer runs sweep hedge budgets and stall seeds, older ones have neither. */
  hedging: z.array(hedgingRunSchema),
  /** Two vendors, the faster one stalling; saved by runs since the per-call time limit. */
  poolHedging: z.array(hedgingRunSchema).optional(),
  deadVendor: z.object({
    callsAfterDeath: z.number(),
    requestsAfterDeath: z.number(),
    answeredAfterDeath: z.number(),
  }),
  coldStart: z.object({ vendorMs: z.array(z.number()), localMs: z.array(z.number()) }),
});
export type RouterResult = z.infer<typeof routerResultSchema>;

const lighthouseScoresSchema = z.object({
  performance: z.number(),
  accessibility: z.number(),
  bestPractices: z.number(),
  seo: z.number(),
});

/** bench/results/web.json, written by `npm run bench:web`. */
export const webResultSchema = z.object({
  measuredAt: z.iso.datetime(),
  landing: z.object({
    initialJsGzipKb: z.number(),
    goalKb: z.number(),
    withStoredSessionJsGzipKb: z.number().optional(),
  }),
  renders: z.array(
    z.object({ name: z.string(), value: z.number(), unit: z.string(), goal: z.number() }),
  ),
  /** Saved since issue 11: Lighthouse's mobile medians for each page, with the goals. */
  lighthouse: z
    .object({
      benchmarkIndex: z.number(),
      goals: lighthouseScoresSchema,
      pages: z.array(
        z.object({
          path: z.string(),
          scores: lighthouseScoresSchema,
          metrics: z.object({
            largestContentfulPaintMs: z.number(),
            totalBlockingTimeMs: z.number(),
          }),
          runs: z.array(z.unknown()),
        }),
      ),
    })
    .optional(),
});
export type WebResult = z.infer<typeof webResultSchema>;

export type LoadResult = z.infer<typeof loadBenchResultSchema>;
export type QuotaResult = z.infer<typeof quotaBenchResultSchema>;

export type BenchmarkName =
  'stack' | 'quota' | 'usage' | 'router' | 'privacy' | 'web' | 'clarity' | 'adversarial' | 'load';

/** A benchmark's latest saved result, or why there is none. */
export type Saved<Result> =
  | { found: true; file: string; measuredAt: string; result: Result }
  | { found: false; reason: string };

export interface SavedResults {
  stack: Saved<StackResult>;
  quota: Saved<QuotaResult>;
  usage: Saved<UsageResult>;
  router: Saved<RouterResult>;
  privacy: Saved<PrivacyResult>;
  web: Saved<WebResult>;
  clarity: Saved<ClarityResult>;
  adversarial: Saved<AdversarialResult>;
  load: Saved<LoadResult>;
}

/**
 * Reads each benchmark's newest result from `folder`: the quick variants where a benchmark has
 * one. With `since`, an older result counts as missing: that benchmark did not save this run.
 */
export async function readSavedResults(
  folder: string,
  options: { quick: boolean; since?: Date },
): Promise<SavedResults> {
  const fresh = <Result>(saved: Saved<Result>): Saved<Result> =>
    saved.found && options.since && new Date(saved.measuredAt) < options.since
      ? { found: false, reason: `${path.basename(saved.file)} is from before this run` }
      : saved;
  return {
    stack: fresh(
      await readJson(path.join(folder, 'stack.json'), stackResultSchema, (r) => r.measuredAt),
    ),
    quota: fresh(
      await readJson(
        path.join(folder, quotaResultFileName(options.quick)),
        quotaBenchResultSchema,
        (result) => result.measuredAt,
      ),
    ),
    usage: fresh(
      await readJson(
        path.join(folder, usageResultFileName),
        usageResultSchema,
        (r) => r.measuredAt,
      ),
    ),
    router: fresh(await readNewestRouter(folder, options.quick)),
    privacy: fresh(
      await readJson(
        path.join(folder, privacyResultFileName),
        privacyResultSchema,
        (result) => result.measuredAt,
      ),
    ),
    web: fresh(await readJson(path.join(folder, 'web.json'), webResultSchema, (r) => r.measuredAt)),
    clarity: fresh(
      await readJson(path.join(folder, 'clarity.json'), clarityResultSchema, (r) => r.measuredAt),
    ),
    adversarial: fresh(
      await readJson(
        path.join(folder, adversarialResultFileName(options.quick)),
        adversarialResultSchema,
        (result) => result.measuredAt,
      ),
    ),
    load: fresh(
      await readJson(
        path.join(folder, loadResultFileName(options.quick)),
        loadBenchResultSchema,
        (result) => result.measuredAt,
      ),
    ),
  };
}

async function readJson<Result>(
  file: string,
  schema: z.ZodType<Result>,
  measuredAt: (result: Result) => string,
): Promise<Saved<Result>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      found: false,
      reason: `${path.basename(file)} ${missing ? 'does not exist' : 'is not valid JSON'}`,
    };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return {
      found: false,
      reason: `${path.basename(file)} has an unexpected shape: ${z.prettifyError(parsed.error)}`,
    };
  }
  return { found: true, file, measuredAt: measuredAt(parsed.data), result: parsed.data };
}

/** bench:router names each run by its start time; quick runs have their own prefix. */
async function readNewestRouter(folder: string, quick: boolean): Promise<Saved<RouterResult>> {
  const pattern = quick ? /^router-quick-.+\.json$/ : /^router-\d.+\.json$/;
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
    pattern.test(name),
  );
  let newest: Saved<RouterResult> = {
    found: false,
    reason: `no ${quick ? 'router-quick-*.json' : 'router-*.json'} in ${path.basename(folder)}`,
  };
  for (const name of names) {
    const saved = await readJson(path.join(folder, name), routerResultSchema, (r) => r.started);
    if (saved.found && (!newest.found || saved.measuredAt > newest.measuredAt)) newest = saved;
  }
  return newest;
}
