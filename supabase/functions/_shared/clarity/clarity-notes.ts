import type { Analysis } from './clarity-analysis.ts';
import type { Finding } from './clarity-finding.ts';
import { readMessage } from '../impact/message-reading.ts';
import { readSentenceAsks } from '../impact/sentence-asks.ts';
import { readDocument, type TextDocument } from '../text/text-document.ts';

/** At most five: the reader gets the few notes that matter, not a lint report. */
export const maxNotes = 5;

/**
 * retext-simplify suggestions that mislead in research writing, so they are never shown: the
 * noun "effect" is not the verb ("choose"), one "submits" a manuscript, an e-mail "address" is
 * not a talk, and "a type of error" or "the function of a protein" need those words.
 */
const unhelpfulSuggestions = new Set(['address', 'effect', 'function', 'submit', 'type']);

/**
 * retext-simplify findings the rewrites already decided on: a "very" still there was kept on
 * purpose ("not very large", "very much"), and "it is" opens sentences that need it.
 */
const decidedSuggestions = new Set(['very', 'it is', 'it was']);

/**
 * Hedges worth a note. The hedges list retext-intensify uses also holds "can", "will", "may",
 * "find", "suggest" and "about", which research prose needs; flagging them is noise.
 */
const notedHedges = new Set(
  `a bit apparently appear appears appeared conceivably fairly kind of maybe perhaps possibly
  possible presumably pretty probably quite rather seem seems seemed somewhat sort of
  supposedly hopefully practically virtually more or less somehow`.split(/\s+/),
);

/** Vague words worth a note; "that", "only", "still" and "significantly" (a statistic) are not. */
const notedWeasels = new Set(
  `a lot lots various many huge vast tiny remarkably surprisingly interestingly reportedly
  arguably exceedingly extremely fairly pretty quite rather relatively substantially excellent`.split(
    /\s+/,
  ),
);

/** "like" is vague only as a comparison ("it looks like", "is like"), not in "would like to". */
function isVagueLike(finding: Finding, text: string): boolean {
  const before = /([\p{L}']+)\s+$/u.exec(
    text.slice(Math.max(0, finding.start - 20), finding.start),
  );
  return /^(?:is|are|was|were|be|been|looks?|looked|seems?|seemed|sounds?|feels?|felt|something)$/i.test(
    before?.[1] ?? '',
  );
}

/** A text as a note quotes it: one line, at most `limit` characters. */
export function quote(text: string, limit = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > limit ? `${flat.slice(0, limit - 3)}...` : flat}"`;
}

function describeIntensify(finding: Finding, text: string): string | null {
  const word = finding.actual.toLowerCase();
  if (word === 'like') {
    return isVagueLike(finding, text) ? `vague word ${quote(finding.actual)}: be specific.` : null;
  }
  // "as soon as possible" is a deadline, not a hedge.
  if (word === 'possible' && /\bas soon as\s+$/i.test(text.slice(0, finding.start))) return null;
  // retext-intensify files some words under both lists ("probably"): a hedge is said as one.
  if (notedHedges.has(word))
    return `hedge ${quote(finding.actual)}: commit to the claim if you can.`;
  return notedWeasels.has(word) ? `vague word ${quote(finding.actual)}: be specific.` : null;
}

/** What is left after the rewrites, phrased as advice; null for findings we never report. */
function describeFinding(finding: Finding, text: string): string | null {
  switch (finding.source) {
    case 'passive-voice':
      return `passive voice: ${quote(finding.actual)}: say who acts, for more impact.`;
    case 'readability':
      return `hard to read: ${quote(finding.actual)}: split it or use shorter words.`;
    case 'retext-simplify':
      if (unhelpfulSuggestions.has(finding.actual.toLowerCase())) return null;
      if (decidedSuggestions.has(finding.actual.toLowerCase())) return null;
      return finding.expected.length > 0
        ? `${quote(finding.actual)}: consider ${finding.expected.map((word) => quote(word)).join(' or ')}.`
        : `${quote(finding.actual)}: consider cutting it.`;
    case 'retext-intensify':
      return describeIntensify(finding, text);
    default:
      return null;
  }
}

/** Most useful first: structure (long sentences, passive voice), then words, then hedges. */
const rankBySource: Readonly<Record<string, number>> = {
  'passive-voice': 1,
  readability: 2,
  'retext-simplify': 3,
  'retext-intensify': 4,
};

/** One note before the five are chosen: its text, how useful (lower first), and where. */
export interface RankedNote {
  text: string;
  rank: number;
  start: number;
  /** What it comes from, so a style can re-rank or drop a kind ("passive-voice", "hedge"…). */
  source: string;
}

/**
 * Every note on the refined text, ranked, before the five are chosen. Nothing inside a quote,
 * code, a citation, a URL, a title or a name is flagged.
 */
export function rankedNotes(after: Analysis, text: string): RankedNote[] {
  const document = readDocument(text);
  const { guard } = document;
  const longStarts = new Set(after.longSentences.map((sentence) => sentence.start));
  const outsideBody = notBody(document);
  const asking = askingSpans(document);
  const reportsFinding = readMessage(text).point?.kind === 'finding';
  const findings = after.findings.filter(
    (finding) =>
      !guard.touches(finding.start, finding.end) &&
      !outsideBody(finding.start) &&
      !(finding.source === 'readability' && longStarts.has(finding.start)) &&
      !falseFinding(finding, text, asking, reportsFinding),
  );
  return [
    ...after.longSentences.map((sentence) => ({
      text: `long sentence (${sentence.words} words): ${quote(sentence.text)}: split it.`,
      rank: 0,
      start: sentence.start,
      source: 'long-sentence',
    })),
    ...findings.flatMap((finding) => {
      const note = describeFinding(finding, text);
      return note === null
        ? []
        : [
            {
              text: note,
              rank: rankBySource[finding.source] ?? 5,
              start: finding.start,
              source: note.startsWith('hedge ') ? 'hedge' : finding.source,
            },
          ];
    }),
  ];
}

/**
 * Whether an offset lies outside the body: a subject line, greeting, sign-off or signature is
 * the writer's to word ("Many thanks," is no vague word; "Guest lecture request" no verb).
 */
function notBody(document: TextDocument): (offset: number) => boolean {
  const parts = document.parts.filter((part) => part.kind !== 'body');
  return (offset) => parts.some((part) => offset >= part.start && offset < part.end);
}

/** The sentences that ask the reader something: their "could", "possible" hedge no claim. */
export function askingSpans(document: TextDocument): readonly { start: number; end: number }[] {
  return document
    .bodySentences()
    .filter((sentence) => readSentenceAsks(document, sentence).asks > 0)
    .map(({ start, end }) => ({ start, end }));
}

/** Praise that closes a clause ("looks excellent."): a courtesy, never a vague claim. */
const praise = new Set([
  'excellent',
  'great',
  'wonderful',
  'fantastic',
  'amazing',
  'brilliant',
  'outstanding',
  'superb',
  'lovely',
]);

/** Words that make a note false of what it quotes. */
const notTheVerb = /\b(?:going|moving|looking|look|carry|carrying|put|putting|step|way) $/i;
const statisticalRelation = /^(?:associated|correlated|linked|related)$/i;

/**
 * A finding that is not true of its words: "going forward" is not the verb "forward"; "could"
 * or "possible" in a request hedges no claim; an association "was associated" has no actor.
 */
function falseFinding(
  finding: Finding,
  text: string,
  asking: readonly { start: number; end: number }[],
  reportsFinding: boolean,
): boolean {
  const word = finding.actual.toLowerCase();
  const before = text.slice(Math.max(0, finding.start - 12), finding.start);
  if (finding.source === 'retext-simplify' && word === 'forward' && notTheVerb.test(before))
    return true;
  if (finding.source === 'passive-voice') {
    const verb = finding.actual.split(/\s+/).at(-1) ?? '';
    if (statisticalRelation.test(verb)) return true;
  }
  const inAsk = asking.some((span) => finding.start >= span.start && finding.start < span.end);
  if (finding.source === 'retext-intensify' && inAsk && notedHedges.has(word)) return true;
  // "many of you", "the programme looks excellent": a courtesy, not a claim to make specific.
  const after = text.slice(finding.end, finding.end + 12);
  if (word === 'many' && /^\s+of\s+(?:you|us|them)\b/i.test(after)) return true;
  // In a message that reports no finding; in results prose "excellent" is a claim to quantify.
  return praise.has(word) && /^\s*[.,;!]/.test(after) && !reportsFinding;
}

/** The notes in rank order, each once, at most `limit`. */
export function chooseNotes(notes: readonly RankedNote[], limit = maxNotes): string[] {
  const sorted = [...notes].sort((a, b) => a.rank - b.rank || a.start - b.start);
  return [...new Set(sorted.map((note) => note.text))].slice(0, limit);
}

/**
 * What is still worth a look after the rewrites, most useful first, each once, at most five.
 * Nothing inside a quote, code, a citation, a URL, a title or a name is flagged.
 */
export function clarityNotes(after: Analysis, text: string): string[] {
  return chooseNotes(rankedNotes(after, text));
}
