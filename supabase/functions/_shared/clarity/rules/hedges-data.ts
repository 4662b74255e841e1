import type { RuleSourceId } from './rule-sources.ts';

/**
 * Hedges that stack: a second hedge on an already hedged claim says nothing more ("may
 * possibly" → "may", "seems to suggest" → "suggests"). A single hedge is the writer's choice and
 * stays (it is a note at most); "I think that" opening a sentence is dropped, as before.
 */
export interface StackedHedgeEntry {
  id: string;
  /** Regular expression source; `keep` names the group that stays. */
  pattern: string;
  /** Which captured group is kept: the modal or verb the hedge leaned on. */
  keep: 'modal' | 'verb';
  source: RuleSourceId;
}

export const stackedHedgeEntries: readonly StackedHedgeEntry[] = [
  {
    id: 'may possibly',
    pattern:
      '\\b(?<modal>may|might|could|would)\\s+(?:possibly|perhaps|potentially|conceivably|maybe)\\b',
    keep: 'modal',
    source: 'hedges',
  },
  {
    id: 'perhaps might',
    pattern: '\\b(?:possibly|perhaps|maybe)\\s+(?<modal>may|might|could)\\b',
    keep: 'modal',
    source: 'hedges',
  },
  {
    id: 'possibly consider',
    pattern:
      '\\b(?:possibly|perhaps|maybe|potentially)\\s+(?<verb>consider|suggest|suggests|suggested|indicate|indicates|indicated)\\b',
    keep: 'verb',
    source: 'hedges',
  },
];

/** "seems to suggest" → "suggests": a hedge verb leaning on another; the second keeps the tense. */
export const seemsToPattern =
  /\b(seem|seems|seemed|appear|appears|appeared|tend|tends|tended)\s+to\s+(suggest|indicate|imply)\b/gi;

/**
 * "It is possible that the effect may be smaller": the opener hedges a claim that its modal
 * hedges again, so the opener goes ("The effect may be smaller").
 */
export const hedgedOpener =
  /\bit\s+(?:is|seems|appears)\s+(?:possible|likely|conceivable|plausible)\s+that\s+(?=[^.!?\n]*\b(?:may|might|could)\b)/gi;

/** Sentence openers that only hedge the claim after them, dropped with their "that". */
export const openingHedges: readonly { pattern: RegExp; source: RuleSourceId }[] = [
  { pattern: /(?:I|We) (?:think|believe|feel|guess|suppose)(?: that)?,? /iy, source: 'hedges' },
  { pattern: /In my (?:humble )?(?:opinion|view),? /iy, source: 'hedges' },
  { pattern: /(?:Honestly|Basically|Essentially|Actually),? /iy, source: 'fillers' },
];
