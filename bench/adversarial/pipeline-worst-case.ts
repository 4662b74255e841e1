import fc from 'fast-check';
import { refinementStyleSchema } from '../../supabase/functions/_shared/contract/route-request-contract.ts';
import {
  type CraftedPattern,
  craftedPattern,
  describe,
  reportedDraft,
  writeAt,
} from '../../supabase/functions/_shared/refinement/crafted-drafts.test-support.ts';
import { runRefinePipeline } from '../../supabase/functions/route/refine-pipeline.test-support.ts';
import {
  craftedReply,
  type ReplyShape,
  replyShapes,
} from '../../supabase/functions/_shared/refinement/changes/crafted-replies.test-support.ts';
import { locateChanges } from '../../supabase/functions/_shared/refinement/changes/located-changes.ts';
import { median, round2 } from '../shared/statistics.ts';
import { type CraftedClaimCost, craftedClaimCost } from '../claims-eval/claims-cost.ts';

/** One crafted draft in one style: the pipeline's median time at each length. */
export interface PipelineTiming {
  draft: string;
  style: string;
  ms4000: number;
  ms8000: number;
  stepsPerCharacter8000: number;
}

/** One crafted draft against one shape of reply: placing its changes, at each length. */
export interface PlacingTiming {
  draft: string;
  reply: ReplyShape;
  ms4000: number;
  ms8000: number;
}

/** What `bench:adversarial` saves of the in-process part. */
export interface PipelineWorstCase {
  drafts: number;
  styles: number;
  repeats: number;
  /** The slowest draft and style at 8,000 characters, and at 4,000. */
  worst8000: PipelineTiming;
  worst4000: PipelineTiming;
  /** worst8000.ms8000 / worst4000.ms4000: about 2 when the work is linear. */
  ratio: number;
  reportedDraft8000Ms: number;
  slowest: PipelineTiming[];
  /** Placing a reply's changes (a vendor's reply, crafted), the slowest at each length. */
  placing: { worst8000: PlacingTiming; worst4000: PlacingTiming; ratio: number };
  /** The claim reading alone on the same drafts (the pipeline reads claims in several places). */
  claims: CraftedClaimCost;
}

const styles = [undefined, ...refinementStyleSchema.options];

async function timed(draft: string, style: (typeof styles)[number], repeats: number) {
  const times: number[] = [];
  let steps = 0;
  for (let run = 0; run < repeats; run++) {
    const startedAt = performance.now();
    steps = (await runRefinePipeline(draft, style)).steps;
    times.push(performance.now() - startedAt);
  }
  return { ms: round2(median(times)), steps };
}

function timedPlacing(draft: string, shape: ReplyShape, other: CraftedPattern, repeats: number) {
  const { refined, lines } = craftedReply(draft, shape, other);
  const times: number[] = [];
  for (let run = 0; run < repeats; run++) {
    const startedAt = performance.now();
    locateChanges(draft, refined, lines);
    times.push(performance.now() - startedAt);
  }
  return round2(median(times));
}

/**
 * Placing the changes of replies a vendor could write to each crafted draft (crafted-replies:
 * another crafted text, every word rewritten, the words reversed), at 4,000 and 8,000
 * characters: the median of `repeats` runs each.
 */
function measurePlacing(patterns: readonly CraftedPattern[], repeats: number) {
  const timings: PlacingTiming[] = [];
  for (const [index, pattern] of patterns.entries()) {
    const other = patterns[(index + 1) % patterns.length]!;
    for (const reply of replyShapes) {
      timings.push({
        draft: index === 0 ? 'the reported draft' : describe(pattern),
        reply,
        ms4000: timedPlacing(writeAt(pattern, 4_000).trim() || 'x', reply, other, repeats),
        ms8000: timedPlacing(writeAt(pattern, 8_000).trim() || 'x', reply, other, repeats),
      });
    }
  }
  const slowestAt = (key: 'ms4000' | 'ms8000') =>
    timings.reduce((worst, timing) => (timing[key] > worst[key] ? timing : worst));
  const worst8000 = slowestAt('ms8000');
  const worst4000 = slowestAt('ms4000');
  return { worst8000, worst4000, ratio: round2(worst8000.ms8000 / worst4000.ms4000) };
}

/**
 * The whole pipeline one request runs with the offline engine (the draft's analysis, the
 * rewrite, its reply judged, the fact lock and metrics on the refined text), timed in process
 * on the reported draft and on crafted drafts drawn by the adversarial property's own generators
 * (a fixed seed), in every style, at 4,000 and 8,000 characters: the median of `repeats` runs
 * each, after one run that warms the JIT. Then the claim reading alone on the same drafts.
 */
export async function measurePipelineWorstCase(options: {
  drafts: number;
  repeats: number;
  seed: number;
  log: (line: string) => void;
}): Promise<PipelineWorstCase> {
  const patterns: CraftedPattern[] = [
    reportedDraft,
    ...fc.sample(craftedPattern, { numRuns: options.drafts, seed: options.seed }),
  ];
  await runRefinePipeline(writeAt(reportedDraft, 8_000), undefined);
  const timings: PipelineTiming[] = [];
  for (const [index, pattern] of patterns.entries()) {
    for (const style of styles) {
      const at4000 = await timed(writeAt(pattern, 4_000), style, options.repeats);
      const at8000 = await timed(writeAt(pattern, 8_000), style, options.repeats);
      timings.push({
        draft: index === 0 ? 'the reported draft' : describe(pattern),
        style: style ?? 'none',
        ms4000: at4000.ms,
        ms8000: at8000.ms,
        stepsPerCharacter8000: Math.round(at8000.steps / 8_000),
      });
    }
    options.log(`  ${index + 1} of ${patterns.length} drafts timed in ${styles.length} styles`);
  }
  const slowestAt = (key: 'ms4000' | 'ms8000') =>
    timings.reduce((worst, timing) => (timing[key] > worst[key] ? timing : worst));
  const worst8000 = slowestAt('ms8000');
  const worst4000 = slowestAt('ms4000');
  options.log('  placing the changes of crafted replies');
  const placing = measurePlacing(patterns, options.repeats);
  return {
    placing,
    drafts: patterns.length,
    styles: styles.length,
    repeats: options.repeats,
    worst8000,
    worst4000,
    ratio: round2(worst8000.ms8000 / worst4000.ms4000),
    reportedDraft8000Ms: Math.max(
      ...timings
        .filter((timing) => timing.draft === 'the reported draft')
        .map((timing) => timing.ms8000),
    ),
    slowest: [...timings].sort((left, right) => right.ms8000 - left.ms8000).slice(0, 10),
    claims: craftedClaimCost(patterns, options.repeats),
  };
}

if (import.meta.main) {
  const quick = Deno.args.includes('--quick');
  const result = await measurePipelineWorstCase({
    drafts: quick ? 12 : 48,
    repeats: quick ? 3 : 5,
    seed: 2212,
    log: (line) => console.error(line),
  });
  // The figures on stdout, as one line, for run-adversarial-bench.ts; progress went to stderr.
  console.log(JSON.stringify(result));
}
