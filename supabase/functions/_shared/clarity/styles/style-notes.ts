import { syllable } from 'syllable';
import type { RefinementStyle } from '../../contract/route-request-contract.ts';
import type { Analysis } from '../clarity-analysis.ts';
import { askingSpans, chooseNotes, quote, type RankedNote, rankedNotes } from '../clarity-notes.ts';
import { findContractions } from '../../text/english/contractions.ts';
import type { SpanGuard } from '../../text/protected-spans.ts';
import { readDocument } from '../../text/text-document.ts';
import { indexOfUnlettered } from '../../text/tokens.ts';
import type { AppliedEdit } from '../rewriting/text-edits.ts';
import { informalWithoutSwap } from '../rules/formal-register-data.ts';

/** What a style's notes are drawn from. */
export interface StyleNoteInput {
  draft: string;
  refined: string;
  applied: readonly AppliedEdit[];
  analysis: Analysis;
  /** Where the point was left and why, when it could not lead (point-first.ts). */
  held?: readonly string[];
}

/** Style notes come first: they say what the style itself could not do. */
const styleRank = -2;
const note = (text: string, start = 0): RankedNote => ({
  text,
  rank: styleRank,
  start,
  source: 'style',
});
const quoted = (texts: readonly string[]) => texts.map((text) => quote(text, 40)).join(', ');

/** Words of a text outside its protected spans, with where they start. */
function freeWords(text: string, guard: SpanGuard) {
  return readDocument(text).tokens.filter((token) => !guard.touches(token.start, token.end));
}

/** Where the point was left and why (every style but DIRECT, whose own notes say it). */
const heldNotes = (input: StyleNoteInput) => (input.held ?? []).map((text) => note(text));

function shorterNotes({ draft, refined }: StyleNoteInput): RankedNote[] {
  if (readDocument(refined).tokens.length < readDocument(draft).tokens.length) return [];
  return [
    note(
      'SHORTER: nothing more could be cut without changing what it says; which sentence to drop is your call.',
    ),
  ];
}

function formalNotes({ refined }: StyleNoteInput, guard: SpanGuard): RankedNote[] {
  const notes: RankedNote[] = [];
  const left = findContractions(refined);
  const protectedOnes = left.filter((found) => guard.touches(found.start, found.end));
  const rephrase = left.filter((found) => !guard.touches(found.start, found.end));
  if (protectedOnes.length > 0) {
    notes.push(
      note(
        `FORMAL: kept ${quoted(protectedOnes.map((found) => found.text))} inside a quotation or code.`,
      ),
    );
  }
  if (rephrase.length > 0) {
    notes.push(
      note(
        `FORMAL: ${quoted(rephrase.map((found) => found.text))} still contracted: rephrase the question ("Does the model not…?").`,
      ),
    );
  }
  const lower = refined.toLowerCase();
  const informal = informalWithoutSwap.filter((phrase) => {
    const at = indexOfUnlettered(lower, phrase);
    return at !== -1 && !guard.touches(at, at + phrase.length);
  });
  if (informal.length > 0) {
    notes.push(
      note(
        `FORMAL: ${quoted(informal.slice(0, 3))} informal, and only you know the word it stands for (a number, "many", "much", the thing itself).`,
      ),
    );
  }
  return notes;
}

function friendlyNotes({ applied }: StyleNoteInput): RankedNote[] {
  if (applied.some((edit) => edit.family === 'friendly-register')) return [];
  return [
    note(
      'FRIENDLIER: no change made here; a thank-you or a line of your own warms a message more than any word swap.',
    ),
  ];
}

/** The sentence ends of a text: each ".", "!", "?" and line break, in order. */
const sentenceEnds = (text: string) => [...text.matchAll(/[.!?\n]/g)].map((found) => found.index);

/**
 * Where the sentence holding `index` starts, and its text, found among the text's sentence ends
 * (read once per text, not once per sentence asked about).
 */
function sentenceAround(
  text: string,
  ends: readonly number[],
  index: number,
): { start: number; text: string } {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ends[middle]! < index) low = middle + 1;
    else high = middle;
  }
  const start = low === 0 ? 0 : ends[low - 1]! + 1;
  const end = ends[low] ?? text.length;
  const mark = text[end] === '.' || text[end] === '!' || text[end] === '?' ? 1 : 0;
  return { start, text: text.slice(start, end + mark).trim() };
}

const modalHedges = /(?<![\p{L}])(may|might|could|probably|likely|possibly)(?![\p{L}])/giu;

/**
 * A modal that hedges no claim: in a request ("could you"), about the reader ("as you may know",
 * "some of you may have heard", "you might contact"), or about whoever it may concern ("anyone
 * who might be interested").
 */
function hedgesNoClaim(
  text: string,
  index: number,
  asking: readonly { start: number; end: number }[],
) {
  if (asking.some((span) => index >= span.start && index < span.end)) return true;
  return /\b(?:you|of you|who|whoever|anyone|everyone|as you)\s+$/i.test(
    text.slice(Math.max(0, index - 12), index),
  );
}

function directNotes(input: StyleNoteInput, guard: SpanGuard): RankedNote[] {
  const { refined } = input;
  const document = readDocument(refined);
  const asking = askingSpans(document);
  const body = new Set(document.bodySentences());
  const notes = heldNotes(input);
  const hedges = [...refined.matchAll(modalHedges)]
    .filter((match) => !guard.touches(match.index, match.index + match[0].length))
    .filter((match) =>
      [...body].some((sentence) => match.index >= sentence.start && match.index < sentence.end),
    )
    .filter((match) => !hedgesNoClaim(refined, match.index, asking))
    .map((match) => match[0].toLowerCase());
  if (hedges.length > 0) {
    notes.push(
      note(
        `DIRECT: ${quoted([...new Set(hedges)].slice(0, 3))} still hedge a claim: drop them if you are sure; only you know.`,
      ),
    );
  }
  return notes;
}

/** Abbreviations every reader knows. */
const everydayAbbreviations = new Set([
  'OK',
  'US',
  'UK',
  'EU',
  'UN',
  'TV',
  'AM',
  'PM',
  'ID',
  'PS',
  'CV',
  'FAQ',
  'PDF',
  'USB',
  'DNA',
]);

/** Words of five syllables or more a reader outside the field may stop at. */
const everydayLongWords = new Set([
  'significantly',
  'university',
  'universities',
  'opportunity',
  'unfortunately',
  'congratulations',
]);

function plainNotes({ refined }: StyleNoteInput, guard: SpanGuard): RankedNote[] {
  const notes: RankedNote[] = [];
  // What stands alone in brackets, "(NIH)", is already spelled out: found once, not per word.
  const bracketed = new Set([...refined.matchAll(/\(([^()]*)\)/g)].map((found) => found[1]));
  const { tokens } = readDocument(refined);
  // "ETH Zurich", "MIT Press": an abbreviation before a capitalised word is part of a name.
  const inName = (index: number) => {
    const next = tokens[index + 1];
    return (
      next !== undefined &&
      /^ $/.test(refined.slice(tokens[index]!.end, next.start)) &&
      /^\p{Lu}\p{Ll}/u.test(next.text)
    );
  };
  const abbreviations = tokens
    .filter(
      (token, index) =>
        /^\p{Lu}{2,6}s?$/u.test(token.text) &&
        !everydayAbbreviations.has(token.text) &&
        !bracketed.has(token.text) &&
        !inName(index),
    )
    .map((token) => token.text);
  if (abbreviations.length > 0) {
    notes.push(
      note(
        `PLAIN: spell out ${quoted([...new Set(abbreviations)].slice(0, 3))} the first time: a reader outside the field may not know them.`,
      ),
    );
  }
  const long = freeWords(refined, guard)
    .map((token) => token.text)
    .filter((word) => syllable(word) >= 5 && !everydayLongWords.has(word.toLowerCase()));
  if (long.length > 0) {
    notes.push(
      note(
        `PLAIN: long words left: ${quoted([...new Set(long)].slice(0, 3))}: explain them, or keep them if your reader knows them.`,
      ),
    );
  }
  return notes;
}

/** DIRECT lists every passive sentence first, whole, and its own note on hedges replaces the per-word ones. */
function rerankForDirect(notes: RankedNote[], refined: string): RankedNote[] {
  const ends = sentenceEnds(refined);
  return notes.flatMap((ranked): RankedNote[] => {
    if (ranked.source === 'hedge') return [];
    if (ranked.source !== 'passive-voice') return [ranked];
    const sentence = sentenceAround(refined, ends, ranked.start);
    return [
      {
        text: `passive sentence to rewrite: ${quote(sentence.text)}: say who acts.`,
        rank: -3,
        start: sentence.start,
        source: 'passive-voice',
      },
    ];
  });
}

/**
 * The notes of a refinement in a style: first what the style could not do (said honestly),
 * then what is still worth a look, most useful first, at most five.
 */
export function notesForStyle(style: RefinementStyle, input: StyleNoteInput): string[] {
  const { guard } = readDocument(input.refined);
  let analysisNotes = rankedNotes(input.analysis, input.refined);
  if (style === 'direct') analysisNotes = rerankForDirect(analysisNotes, input.refined);
  const byStyle: Record<RefinementStyle, () => RankedNote[]> = {
    shorter: () => [...heldNotes(input), ...shorterNotes(input)],
    formal: () => [...heldNotes(input), ...formalNotes(input, guard)],
    friendly: () => [...heldNotes(input), ...friendlyNotes(input)],
    direct: () => directNotes(input, guard),
    plain: () => [...heldNotes(input), ...plainNotes(input, guard)],
  };
  return chooseNotes([...byStyle[style](), ...analysisNotes]);
}
