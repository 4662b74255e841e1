import fc from 'fast-check';
import { readClaims } from '../../supabase/functions/_shared/claims/claim-reading.ts';
import { createClaimLock } from '../../supabase/functions/_shared/refinement/claim-lock.ts';
import {
  type CraftedPattern,
  craftedPattern,
  describe,
  writeAt,
} from '../../supabase/functions/_shared/refinement/crafted-drafts.test-support.ts';
import { readDocument } from '../../supabase/functions/_shared/text/text-document.ts';
import { median, percentile, round2 } from '../shared/statistics.ts';

/** What the claims cost at one length: the reading on a read document, and a reply's check. */
export interface ClaimCost {
  characters: number;
  samples: number;
  readingP50Ms: number;
  readingP99Ms: number;
  /** The claim lock on a reply of this length against a draft of this length. */
  checkP50Ms: number;
}

/** Drafts of about `length` characters from the corpus's sentences, each from its own start. */
export function draftsOf(sentences: readonly string[], length: number, count: number): string[] {
  return Array.from({ length: count }, (_, draft) => {
    let text = '';
    for (let index = draft * 11; text.length < length; index++) {
      text += `${text ? ' ' : ''}${sentences[index % sentences.length]}`;
    }
    return text.slice(0, text.lastIndexOf('.', length) + 1) || text.slice(0, length);
  });
}

function timed(work: () => void, repeats: number): number[] {
  work(); // warm-up: the JIT, and the lexicon built on first use
  return Array.from({ length: repeats }, () => {
    const startedAt = performance.now();
    work();
    return performance.now() - startedAt;
  });
}

/**
 * The claim reading's own cost on documents already read (the route reads each text once, for
 * every reader), and the claim lock's check of a reply, whose document it reads: medians of
 * `repeats` runs on `drafts` drafts of `length` characters.
 */
export function claimCost(
  sentences: readonly string[],
  options: { length: number; drafts: number; repeats: number },
): ClaimCost {
  const drafts = draftsOf(sentences, options.length, options.drafts);
  const reading: number[] = [];
  const checks: number[] = [];
  for (const [index, draft] of drafts.entries()) {
    const document = readDocument(draft);
    reading.push(...timed(() => readClaims(document), options.repeats));
    const lock = createClaimLock(draft);
    const reply = drafts[(index + 1) % drafts.length]!;
    checks.push(...timed(() => lock.check(`${reply} `), 1));
  }
  const lengths = drafts.map((draft) => draft.length);
  return {
    characters: Math.round(lengths.reduce((sum, each) => sum + each, 0) / lengths.length),
    samples: reading.length,
    readingP50Ms: round2(median(reading)),
    readingP99Ms: round2(percentile(reading, 99)),
    checkP50Ms: round2(median(checks)),
  };
}

/** The claim reading on crafted drafts at 4,000 and 8,000 characters. */
export interface CraftedClaimCost {
  drafts: number;
  /** The median over the drafts of each one's median at 8,000 characters. */
  p50At8000Ms: number;
  /** The slowest draft at 8,000 characters, and the slowest at 4,000. */
  worst8000Ms: number;
  worst4000Ms: number;
  worstDraft: string;
  /** The slowest draft's 8,000 over its own 4,000: about 2 when the reading is linear. */
  ratio: number;
}

/**
 * Crafted drafts (runs of brackets, quotes, capitals, long tokens …), each read for its claims
 * at 4,000 and 8,000 characters on its document (read once, as the route reads it once for every
 * reader): the median of `repeats` runs each, after a warm-up.
 */
export function craftedClaimCost(
  patterns: readonly CraftedPattern[],
  repeats: number,
): CraftedClaimCost {
  const at8000: number[] = [];
  let worst4000 = 0;
  let worst = { at4000: 0, at8000: 0, draft: '' };
  for (const pattern of patterns) {
    const document4000 = readDocument(writeAt(pattern, 4_000));
    const document8000 = readDocument(writeAt(pattern, 8_000));
    const time4000 = median(timed(() => readClaims(document4000), repeats));
    const time8000 = median(timed(() => readClaims(document8000), repeats));
    at8000.push(time8000);
    worst4000 = Math.max(worst4000, time4000);
    if (time8000 > worst.at8000)
      worst = { at4000: time4000, at8000: time8000, draft: describe(pattern) };
  }
  return {
    drafts: patterns.length,
    p50At8000Ms: round2(median(at8000)),
    worst8000Ms: round2(worst.at8000),
    worst4000Ms: round2(worst4000),
    worstDraft: worst.draft,
    ratio: round2(worst.at8000 / Math.max(worst.at4000, 0.001)),
  };
}

/** The crafted drafts the adversarial property draws, `count` of them from a fixed seed. */
export const sampleCrafted = (count: number, seed: number): CraftedPattern[] =>
  fc.sample(craftedPattern, { numRuns: count, seed });
