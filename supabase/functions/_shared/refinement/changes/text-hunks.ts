import type { TextSpan } from '../../contract/refinement-contract.ts';
import type { TokenMatches } from './token-alignment.ts';
import type { TokenizedText } from './text-tokens.ts';

/** One place where the two texts differ: its span in each (one side may be empty). */
export interface Hunk {
  draft: TextSpan;
  refined: TextSpan;
}

const isSpace = (character: string | undefined) => character !== undefined && /\s/u.test(character);

/**
 * The stretch between two shared tokens, less the spaces both sides start or end with, so a
 * dropped word's place is the word and one space, not the spaces around it.
 */
function trimmedHunk(draft: string, refined: string, hunk: Hunk): Hunk {
  let { start: aStart, end: aEnd } = hunk.draft;
  let { start: bStart, end: bEnd } = hunk.refined;
  while (
    aStart < aEnd &&
    bStart < bEnd &&
    draft[aStart] === refined[bStart] &&
    isSpace(draft[aStart])
  ) {
    aStart++;
    bStart++;
  }
  while (
    aEnd > aStart &&
    bEnd > bStart &&
    draft[aEnd - 1] === refined[bEnd - 1] &&
    isSpace(draft[aEnd - 1])
  ) {
    aEnd--;
    bEnd--;
  }
  return { draft: { start: aStart, end: aEnd }, refined: { start: bStart, end: bEnd } };
}

/**
 * Every place the texts differ, in order: between two consecutive shared tokens (and before the
 * first and after the last), wherever the draft's characters are not the refined text's. So
 * the text outside the hunks is the same in both, character for character, and putting every
 * hunk's refined side into the draft gives the refined text. One pass over both texts.
 */
export function textHunks(
  texts: { draft: string; refined: string },
  tokens: { draft: TokenizedText; refined: TokenizedText },
  matches: TokenMatches,
): Hunk[] {
  const { draft, refined } = texts;
  const hunks: Hunk[] = [];
  let aFrom = 0;
  let bFrom = 0;
  const close = (aTo: number, bTo: number) => {
    const differs =
      aTo - aFrom !== bTo - bFrom || draft.slice(aFrom, aTo) !== refined.slice(bFrom, bTo);
    if (differs) {
      const hunk = { draft: { start: aFrom, end: aTo }, refined: { start: bFrom, end: bTo } };
      hunks.push(trimmedHunk(draft, refined, hunk));
    }
  };
  for (let index = 0; index < matches.draft.length; index++) {
    const i = matches.draft[index]!;
    const j = matches.refined[index]!;
    close(tokens.draft.starts[i]!, tokens.refined.starts[j]!);
    aFrom = tokens.draft.ends[i]!;
    bFrom = tokens.refined.ends[j]!;
  }
  close(draft.length, refined.length);
  return hunks;
}
