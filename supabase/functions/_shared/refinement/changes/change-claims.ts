import type { RefinementChange, TextSpan } from '../../contract/refinement-contract.ts';
import type { WorkMeter } from '../../text/work-meter.ts';
import type { Hunk } from './text-hunks.ts';
import type { TokenizedText } from './text-tokens.ts';

/**
 * One described edit (a CHANGES line of a vendor's reply, or an edit of the offline engine)
 * located in the texts: which hunks it describes. Every hunk under one `claim` is one change;
 * a line whose quoted words occur at three changed places makes three claims.
 */
export interface HunkClaim {
  /** The described edit's index in the list it came from. */
  line: number;
  hunks: number[];
}

/** Where a quote may start and end in a text: at a token's first and after its last character. */
interface TokenEdges {
  text: string;
  /** The same text in lower case, when lower-casing kept every offset (else undefined). */
  lower: string | undefined;
  starts: Uint8Array;
  ends: Uint8Array;
}

export function tokenEdges(text: string, tokens: TokenizedText): TokenEdges {
  const starts = new Uint8Array(text.length + 1);
  const ends = new Uint8Array(text.length + 1);
  for (const start of tokens.starts) starts[start] = 1;
  for (const end of tokens.ends) ends[end] = 1;
  const lower = text.toLowerCase();
  return { text, lower: lower.length === text.length ? lower : undefined, starts, ends };
}

/** At most this many places a quote is looked for: more would be no help to anyone reading. */
const maxOccurrences = 500;

/**
 * Where `quote` occurs in the text as whole tokens, in order and without overlap; in any case
 * when it does not occur as written ("Utilize" quoted for "utilize"). Each search is paid
 * from the budget; none once it is spent.
 */
function occurrences(edges: TokenEdges, quote: string, budget: WorkMeter): TextSpan[] {
  const search = (haystack: string, needle: string) => {
    const found: TextSpan[] = [];
    if (!budget.spend(haystack.length)) return found;
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if (edges.starts[at] !== 1 || edges.ends[end] !== 1) continue;
      found.push({ start: at, end });
      if (found.length === maxOccurrences) break;
      at = end - 1;
    }
    return found;
  };
  const exact = search(edges.text, quote);
  if (exact.length > 0 || edges.lower === undefined) return exact;
  return search(edges.lower, quote.toLowerCase());
}

/** A quote's span with the spaces around it: where nothing was, a word may have gone or come. */
function withSpaces(text: string, span: TextSpan): TextSpan {
  let { start, end } = span;
  while (start > 0 && start > span.start - 4 && /\s/u.test(text[start - 1]!)) start--;
  while (end < text.length && end < span.end + 4 && /\s/u.test(text[end]!)) end++;
  return { start, end };
}

/**
 * Whether a hunk's side touches a quote's span: overlaps it, or, where the side is empty (a
 * word dropped or added there), lies within it or the spaces around it.
 */
function touches(place: TextSpan, span: TextSpan, around: TextSpan): boolean {
  if (place.start === place.end) return around.start <= place.start && place.start <= around.end;
  return place.start < span.end && span.start < place.end;
}

/** The hunks whose `side` touches `span`: found by halving, the hunks being in text order. */
function hunksTouching(
  hunks: readonly Hunk[],
  side: 'draft' | 'refined',
  span: TextSpan,
  text: string,
) {
  const around = withSpaces(text, span);
  let low = 0;
  let high = hunks.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (hunks[middle]![side].end < around.start) low = middle + 1;
    else high = middle;
  }
  const found: number[] = [];
  for (let index = low; index < hunks.length; index++) {
    const place = hunks[index]![side];
    if (place.start > around.end) break;
    if (touches(place, span, around)) found.push(index);
  }
  return found;
}

/** Whether any of the (ordered) quote spans touches the place. */
function anyTouches(spans: readonly TextSpan[], place: TextSpan, text: string): boolean {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (spans[middle]!.end + 4 < place.start) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < spans.length && spans[index]!.start - 4 <= place.end; index++) {
    const span = spans[index]!;
    if (touches(place, span, withSpaces(text, span))) return true;
  }
  return false;
}

const quoted = (words: string | undefined) => {
  const trimmed = words?.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * Which hunks each described edit is about. A line quoting the draft's words claims the hunks
 * at each place those words occur, when the refined side of the hunk also touches the words it
 * quotes for the refined text (if it quotes any): `"utilize" → "use"` claims each place where
 * "utilize" became "use", and not one where it became "employ". A line quoting only added
 * words claims where they were added. A line that quotes nothing, or words found at no changed
 * place, claims nothing.
 */
export function claimHunks(
  lines: readonly RefinementChange[],
  hunks: readonly Hunk[],
  edges: { draft: TokenEdges; refined: TokenEdges },
  budget: WorkMeter,
): HunkClaim[] {
  const claims: HunkClaim[] = [];
  lines.forEach((line, index) => {
    const before = quoted(line.before);
    const after = quoted(line.after);
    if (before === undefined && after === undefined) return;
    const inRefined = after === undefined ? [] : occurrences(edges.refined, after, budget);
    if (before === undefined) {
      for (const place of inRefined) {
        const claimed = hunksTouching(hunks, 'refined', place, edges.refined.text);
        if (claimed.length > 0) claims.push({ line: index, hunks: claimed });
      }
      return;
    }
    for (const place of occurrences(edges.draft, before, budget)) {
      const claimed = hunksTouching(hunks, 'draft', place, edges.draft.text).filter(
        (hunk) =>
          after === undefined || anyTouches(inRefined, hunks[hunk]!.refined, edges.refined.text),
      );
      budget.spend(claimed.length + 1);
      if (claimed.length > 0) claims.push({ line: index, hunks: claimed });
    }
  });
  return claims;
}
