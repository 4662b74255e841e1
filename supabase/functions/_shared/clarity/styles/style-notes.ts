import { syllable } from 'syllable';
import type { RefinementStyle } from '../../contract/route-contract.ts';
import type { Analysis } from '../clarity-analysis.ts';
import { chooseNotes, quote, type RankedNote, rankedNotes } from '../clarity-notes.ts';
import { findContractions } from '../../text/english/contractions.ts';
import type { SpanGuard } from '../../text/protected-spans.ts';
import { readDocument } from '../../text/text-document.ts';
import type { AppliedEdit } from '../rewriting/text-edits.ts';
import { informalWithoutSwap } from '../rules/formal-register-data.ts';

/** What a style's notes are drawn from. */
export interface StyleNoteInput {
  draft: string;
  refined: string;
  applied: readonly AppliedEdit[];
  analysis: Analysis;
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
    const at = new RegExp(`(?<![\\p{L}])${phrase}(?![\\p{L}])`, 'u').exec(lower);
    return at !== null && !guard.touches(at.index, at.index + phrase.length);
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
      'FRIENDLIER: nothing to contract or warm up here; a thank-you or a line of your own does the rest.',
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

function directNotes(input: StyleNoteInput, guard: SpanGuard): RankedNote[] {
  const { refined } = input;
  const notes: RankedNote[] = [];
  const hedges = [...refined.matchAll(modalHedges)]
    .filter((match) => !guard.touches(match.index, match.index + match[0].length))
    .map((match) => match[0].toLowerCase());
  if (hedges.length > 0) {
    notes.push(
      note(
        `DIRECT: ${quoted([...new Set(hedges)].slice(0, 3))} still hedge a claim: drop them if you are sure; only you know.`,
      ),
    );
  }
  const sentences = refined.match(/[^.!?\n]+[.!?]*/g)?.map((text) => text.trim()) ?? [];
  const requestAt = sentences.findIndex((sentence) => /\bplease\b|\?$/i.test(sentence));
  if (requestAt > 0 && requestAt === sentences.length - 1 && sentences.length > 2) {
    notes.push(
      note(`DIRECT: your request comes last (${quote(sentences[requestAt]!, 50)}): lead with it.`),
    );
  }
  return notes;
}

/** Abbreviations every reader knows. */
const everydayAbbreviations = new Set(['OK', 'US', 'UK', 'EU', 'UN', 'TV', 'AM', 'PM', 'ID', 'PS']);

/** Words of five syllables or more a reader outside the field may stop at. */
const everydayLongWords = new Set(['significantly', 'university', 'universities', 'opportunity']);

function plainNotes({ refined }: StyleNoteInput, guard: SpanGuard): RankedNote[] {
  const notes: RankedNote[] = [];
  // What stands alone in brackets, "(NIH)", is already spelled out: found once, not per word.
  const bracketed = new Set([...refined.matchAll(/\(([^()]*)\)/g)].map((found) => found[1]));
  const abbreviations = readDocument(refined)
    .tokens.map((token) => token.text)
    .filter(
      (word) =>
        /^\p{Lu}{2,6}s?$/u.test(word) && !everydayAbbreviations.has(word) && !bracketed.has(word),
    );
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
    shorter: () => shorterNotes(input),
    formal: () => formalNotes(input, guard),
    friendly: () => friendlyNotes(input),
    direct: () => directNotes(input, guard),
    plain: () => plainNotes(input, guard),
  };
  return chooseNotes([...byStyle[style](), ...analysisNotes]);
}
