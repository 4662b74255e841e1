import { diffArrays } from 'diff/lib/diff/array.js';
import type { WorkMeter } from '../../text/work-meter.ts';

/** Token pairs the two texts share, as indexes into each, both increasing. */
export interface TokenMatches {
  draft: number[];
  refined: number[];
}

/**
 * A region at most this many tokens long (both sides) is diffed exactly, by Myers' algorithm
 * (the `diff` package): its cost grows with the region's size times its edits, and regions this
 * small keep the sum over all of them within a constant times the text's length.
 */
const exactRegionTokens = 240;
/** Anchors within anchors: how many times a region may be split on its unique shared tokens. */
const maxDepth = 4;
/** The first edit length tried; each retry allows four times more, while the budget affords it. */
const firstEditCap = 16;

interface Region {
  aLo: number;
  aHi: number;
  bLo: number;
  bHi: number;
}

/** What one alignment reads and writes. */
interface Alignment {
  a: readonly number[];
  b: readonly number[];
  budget: WorkMeter;
  out: TokenMatches;
}

const match = (alignment: Alignment, i: number, j: number) => {
  alignment.out.draft.push(i);
  alignment.out.refined.push(j);
};

/**
 * Myers' diff on the region, the edit length capped so that its work, at most
 * (2·cap + 1)·size steps, fits the budget; tried with a small cap first. False when the budget
 * cannot afford the edits the region needs.
 */
function diffExactly(alignment: Alignment, region: Region): boolean {
  const { aLo, aHi, bLo, bHi } = region;
  const size = aHi - aLo + (bHi - bLo);
  const a = alignment.a.slice(aLo, aHi);
  const b = alignment.b.slice(bLo, bHi);
  for (let cap = Math.min(firstEditCap, size); ; cap = Math.min(cap * 4, size)) {
    const cost = (2 * cap + 1) * size;
    if (!alignment.budget.affords(cost)) return false;
    alignment.budget.spend(cost);
    const parts = diffArrays(a, b, { maxEditLength: cap });
    if (parts) {
      let i = aLo;
      let j = bLo;
      for (const part of parts) {
        if (part.removed) i += part.count;
        else if (part.added) j += part.count;
        else for (let k = 0; k < part.count; k++) match(alignment, i++, j++);
      }
      return true;
    }
    if (cap === size) return false;
  }
}

/**
 * The longest chain of tokens that occur once on each side of the region, in the same order on
 * both (patience sorting: n log n), as anchors: what lies between two of them is aligned on
 * its own. Empty when no token is unique to both sides.
 */
function uniqueAnchors(alignment: Alignment, region: Region): [number, number][] {
  const { a, b } = alignment;
  const { aLo, aHi, bLo, bHi } = region;
  const seen = new Map<number, { inA: number; atA: number; inB: number; atB: number }>();
  for (let i = aLo; i < aHi; i++) {
    const entry = seen.get(a[i]!);
    if (entry) entry.inA++;
    else seen.set(a[i]!, { inA: 1, atA: i, inB: 0, atB: -1 });
  }
  for (let j = bLo; j < bHi; j++) {
    const entry = seen.get(b[j]!);
    if (entry) {
      entry.inB++;
      entry.atB = j;
    }
  }
  const pairs: [number, number][] = [];
  for (let i = aLo; i < aHi; i++) {
    const entry = seen.get(a[i]!)!;
    if (entry.inA === 1 && entry.inB === 1) pairs.push([i, entry.atB]);
  }
  alignment.budget.spend((aHi - aLo + (bHi - bLo)) * (2 + Math.log2(pairs.length + 1)));
  // Patience sorting on the refined side's positions: the longest increasing run.
  const tails: number[] = [];
  const previous: number[] = [];
  for (let index = 0; index < pairs.length; index++) {
    const j = pairs[index]![1];
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (pairs[tails[middle]!]![1] < j) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = index;
  }
  const chain: [number, number][] = [];
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index]!) {
    chain.push(pairs[index]!);
  }
  return chain.reverse();
}

/** True when the two sides of the region share no token at all (then nothing can match). */
function shareNoToken(alignment: Alignment, region: Region): boolean {
  const { aLo, aHi, bLo, bHi } = region;
  const inA = new Set(alignment.a.slice(aLo, aHi));
  alignment.budget.spend(aHi - aLo + (bHi - bLo));
  for (let j = bLo; j < bHi; j++) if (inA.has(alignment.b[j]!)) return false;
  return true;
}

function alignMiddle(alignment: Alignment, region: Region, depth: number): void {
  const size = region.aHi - region.aLo + (region.bHi - region.bLo);
  if (shareNoToken(alignment, region)) return;
  if (size <= exactRegionTokens && diffExactly(alignment, region)) return;
  if (depth < maxDepth) {
    const anchors = uniqueAnchors(alignment, region);
    if (anchors.length > 0) {
      let aLo = region.aLo;
      let bLo = region.bLo;
      for (const [i, j] of anchors) {
        alignRegion(alignment, { aLo, aHi: i, bLo, bHi: j }, depth + 1);
        match(alignment, i, j);
        aLo = i + 1;
        bLo = j + 1;
      }
      alignRegion(alignment, { aLo, aHi: region.aHi, bLo, bHi: region.bHi }, depth + 1);
      return;
    }
  }
  // No anchor: an exact diff if the budget affords it, else the region stays one coarse change.
  if (size > exactRegionTokens) diffExactly(alignment, region);
}

/** The shared start and end of the region match as they are; the middle is aligned. */
function alignRegion(alignment: Alignment, region: Region, depth: number): void {
  const { a, b } = alignment;
  let { aLo, bLo } = region;
  let aHi = region.aHi;
  let bHi = region.bHi;
  while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) match(alignment, aLo++, bLo++);
  let suffix = 0;
  while (aHi > aLo && bHi > bLo && a[aHi - 1] === b[bHi - 1]) {
    aHi--;
    bHi--;
    suffix++;
  }
  alignment.budget.spend(region.aHi - region.aLo + (region.bHi - region.bLo));
  if (aLo < aHi && bLo < bHi) alignMiddle(alignment, { aLo, aHi, bLo, bHi }, depth);
  for (let k = 0; k < suffix; k++) match(alignment, aHi + k, bHi + k);
}

/**
 * Aligns two token sequences: the tokens they share, in order. Small regions are diffed exactly
 * (Myers), large ones split first on the tokens each side holds once (as patience diff does), so
 * the work stays near-linear in the texts' length; every exact diff is paid from `budget`, and a
 * region it cannot afford is left unmatched, one coarse change, never unbounded work.
 */
export function alignTokens(
  a: readonly number[],
  b: readonly number[],
  budget: WorkMeter,
): TokenMatches {
  const alignment: Alignment = { a, b, budget, out: { draft: [], refined: [] } };
  alignRegion(alignment, { aLo: 0, aHi: a.length, bLo: 0, bHi: b.length }, 0);
  return alignment.out;
}
