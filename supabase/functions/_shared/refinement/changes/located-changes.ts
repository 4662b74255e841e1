import type { RefinementChange } from '../../contract/refinement-contract.ts';
import { WorkMeter } from '../../text/work-meter.ts';
import { claimHunks, tokenEdges } from './change-claims.ts';
import { HunkGroups, joinDependentHunks } from './change-grouping.ts';
import { joinFactMoves } from './fact-bound-changes.ts';
import { joinMovedText } from './moved-text.ts';
import { textHunks, type Hunk } from './text-hunks.ts';
import { TokenNumbers } from './text-tokens.ts';
import { alignTokens } from './token-alignment.ts';

/**
 * Steps a character of draft and refined text may cost the alignment: each exact diff pays its
 * bound, (2·edits + 1)·tokens, so this sets how many edits a long reply may have before its
 * regions are left coarse (docs/refinement.md). The crafted drafts of the adversarial
 * property spend a fraction of it.
 */
export const alignmentStepsPerCharacter = 160;
const alignmentBaseSteps = 250_000;

/** A fresh budget for aligning a draft and a refined text of `characters` characters together. */
export function alignmentBudgetFor(characters: number): WorkMeter {
  return new WorkMeter(alignmentBaseSteps + alignmentStepsPerCharacter * characters);
}

/**
 * More changes than a writer could weigh one by one: past this, neighbouring changes are joined
 * (a crafted draft can have thousands of edits; a real reply has tens).
 */
export const maxPlacedChanges = 200;

const isBlank = (text: string) => text.trim() === '';

/** The reason a change no described edit accounts for is given: what it did, plainly. */
function plainReason(before: string, after: string): string {
  if (isBlank(before) && isBlank(after)) return 'spacing';
  if (isBlank(before)) return 'added';
  if (isBlank(after)) return 'cut';
  if (before.toLowerCase() === after.toLowerCase()) return 'capital letter';
  const ends = (text: string) => (text.match(/[.!?](?=\s|$)/g) ?? []).length;
  if (ends(after) > ends(before)) return 'split the sentence';
  if (ends(after) < ends(before)) return 'joined the sentences';
  return 'reworded';
}

/** Runs of hunks joined into at most `maxPlacedChanges`, neighbours with neighbours. */
function coarsened(runs: [number, number][]): [number, number][] {
  if (runs.length <= maxPlacedChanges) return runs;
  const size = Math.ceil(runs.length / maxPlacedChanges);
  const joined: [number, number][] = [];
  for (let index = 0; index < runs.length; index += size) {
    joined.push([runs[index]![0], runs[Math.min(index + size, runs.length) - 1]![1]]);
  }
  return joined;
}

/** The described edits' reasons for a run of hunks, each once, in the order they were given. */
function reasonOf(lines: readonly RefinementChange[], lineIndexes: ReadonlySet<number>) {
  const reasons = [...new Set([...lineIndexes].sort((a, b) => a - b).map((i) => lines[i]!.reason))];
  return reasons.length === 0 ? undefined : reasons.join('; ');
}

/**
 * Every change of a reply, placed: where it sits in the draft and in the refined text, with the
 * reason of the described edits (`lines`: a vendor's parsed CHANGES lines, or the offline
 * engine's edits) that account for it. The places come from a word-level alignment of the two
 * texts (token-alignment.ts), never from the lines: a vendor's list may be partial or wrong.
 * Hunks one line describes, or that only make sense together, are one change; a hunk no line
 * describes is a change with a plain reason ("reworded", "cut"); changes that move a fact of
 * the draft are one (fact-bound-changes.ts), so no set of kept changes loses a fact the whole
 * reply kept, and so are the two halves of a moved stretch of text (moved-text.ts). Lines that
 * describe no place follow, unplaced, as they came. The work is bounded by the texts' length: when the alignment's
 * budget runs out, what is left is placed coarsely, a whole region as one change.
 */
export function locateChanges(
  draft: string,
  refined: string,
  lines: readonly RefinementChange[],
  budget: WorkMeter = alignmentBudgetFor(draft.length + refined.length),
): RefinementChange[] {
  const unplaced = lines.map(({ at: _at, ...line }) => line);
  if (draft === refined) return unplaced;
  const numbers = new TokenNumbers();
  budget.read(draft);
  budget.read(refined);
  const tokens = { draft: numbers.tokenize(draft), refined: numbers.tokenize(refined) };
  const matches = alignTokens(tokens.draft.ids, tokens.refined.ids, budget);
  const hunks: Hunk[] = textHunks({ draft, refined }, tokens, matches);
  const edges = {
    draft: tokenEdges(draft, tokens.draft),
    refined: tokenEdges(refined, tokens.refined),
  };
  const claims = claimHunks(lines, hunks, edges, budget);
  const groups = new HunkGroups(hunks.length);
  const linesOf = hunks.map(() => new Set<number>());
  for (const claim of claims) {
    for (const hunk of claim.hunks) {
      groups.join(claim.hunks[0]!, hunk);
      linesOf[hunk]!.add(claim.line);
    }
  }
  joinDependentHunks({ draft, refined }, hunks, groups);
  const placedLines = new Set(claims.map((claim) => claim.line));
  const runs = coarsened(groups.runs()).map(([first, last]) => {
    const at = {
      draft: { start: hunks[first]!.draft.start, end: hunks[last]!.draft.end },
      refined: { start: hunks[first]!.refined.start, end: hunks[last]!.refined.end },
    };
    const before = draft.slice(at.draft.start, at.draft.end);
    const after = refined.slice(at.refined.start, at.refined.end);
    const described = new Set(linesOf.slice(first, last + 1).flatMap((set) => [...set]));
    const reason = reasonOf(lines, described) ?? plainReason(before, after);
    return { reason, before, after, at };
  });
  const placed = joinMovedText(draft, refined, joinFactMoves(draft, refined, runs));
  return [...placed, ...unplaced.filter((_, index) => !placedLines.has(index))];
}
