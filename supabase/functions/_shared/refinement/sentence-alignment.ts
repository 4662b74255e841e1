import { contentStem } from './relevance-check.ts';

/** A sentence by the content stems it holds. */
export interface StemmedSentence {
  stems: ReadonlySet<string>;
}

/** The stems of a sentence's words, from its document tokens' lowercase forms. */
export function stemsOf(words: readonly { lower: string }[]): Set<string> {
  const stems = new Set<string>();
  for (const word of words) {
    const stem = contentStem(word.lower);
    if (stem) stems.add(stem);
  }
  return stems;
}

/** A stem in more sentences than this says nothing about which one a sentence became. */
const commonStem = 16;
/** The candidate sentences a sentence is compared with, by the stems they share with it. */
const candidates = 4;
/** Less overlap than this is no counterpart: the sentence was dropped, or is new. */
export const alignmentThreshold = 0.25;

/**
 * A sentence whose every stem is common (a paragraph pasted many times over) has no rarer stem
 * to find its counterpart by: it is compared with the sentences at the same place in the other
 * text, where a refinement that keeps the order leaves it.
 */
function nearSamePlace(fromIndex: number, fromLength: number, toLength: number): [number][] {
  const place = Math.round((fromIndex * toLength) / Math.max(1, fromLength));
  const near: [number][] = [];
  for (let offset = -candidates; offset <= candidates; offset++) {
    const index = place + offset;
    if (index >= 0 && index < toLength) near.push([index]);
  }
  return near;
}

function dice(from: ReadonlySet<string>, windowStems: readonly ReadonlySet<string>[]): number {
  let shared = 0;
  let size = 0;
  const seen = new Set<string>();
  for (const stems of windowStems) {
    for (const stem of stems) {
      if (seen.has(stem)) continue;
      seen.add(stem);
      size++;
      if (from.has(stem)) shared++;
    }
  }
  return from.size + size === 0 ? 0 : (2 * shared) / (from.size + size);
}

/**
 * For each sentence of `from`, the sentences of `to` it became: the one, or two neighbours (a
 * sentence split in two, or two merged), that share the most of its content stems (Dice), in any
 * order (a refinement may move a sentence). Empty when none shares enough. Linear: each
 * sentence is compared only with the few that share its rarer stems.
 */
export function alignSentences(
  from: readonly StemmedSentence[],
  to: readonly StemmedSentence[],
): number[][] {
  const postings = new Map<string, number[]>();
  to.forEach((sentence, index) => {
    for (const stem of sentence.stems) {
      const list = postings.get(stem) ?? [];
      if (list.length <= commonStem) list.push(index);
      postings.set(stem, list);
    }
  });
  return from.map((sentence, fromIndex) => {
    // No stems, no overlap to find (Dice is 0 with every window): a run of marks or numbers.
    if (sentence.stems.size === 0) return [];
    const shared = new Map<number, number>();
    for (const stem of sentence.stems) {
      const list = postings.get(stem);
      if (!list || list.length > commonStem) continue;
      for (const index of list) shared.set(index, (shared.get(index) ?? 0) + 1);
    }
    const best =
      shared.size > 0
        ? [...shared.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, candidates)
        : nearSamePlace(fromIndex, from.length, to.length);
    let window: number[] = [];
    let score = 0;
    for (const [index] of best) {
      // One sentence, or a sentence split in two or three ("…, and …, which means …").
      const windows = [
        [index],
        [index, index + 1],
        [index - 1, index],
        [index, index + 1, index + 2],
        [index - 1, index, index + 1],
        [index - 2, index - 1, index],
      ];
      for (const candidate of windows) {
        if (candidate.some((at) => at < 0 || at >= to.length)) continue;
        const value = dice(
          sentence.stems,
          candidate.map((at) => to[at]!.stems),
        );
        if (value > score + 1e-9) {
          score = value;
          window = candidate;
        }
      }
    }
    return score >= alignmentThreshold ? window : [];
  });
}
