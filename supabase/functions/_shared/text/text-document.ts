import { type WordClass, wordClassesOf } from './english/word-classes.ts';
import type { VerbReading } from './english/verb-forms.ts';
import { readVerb } from './english/verb-lexicon.ts';
import { extractFacts, type FoundFact } from './facts/fact-extraction.ts';
import { type MessagePart, type PartKind, readMessageParts } from './message-parts.ts';
import { guardText, type ProtectedSpan, type SpanGuard } from './protected-spans.ts';
import { opensSentence, sentenceSpans } from './sentences.ts';
import { joined, type Token, tokenIndexAt, tokenize } from './tokens.ts';

/** One word of the document, read once: where it is, what it can be, where it stands. */
export interface DocumentToken extends Token {
  /** Its place in `document.tokens`. */
  index: number;
  /** The sentence it belongs to: its place in `document.sentences`. */
  sentence: number;
  /** It opens a sentence, a line, or follows a colon: there a capital says nothing of a name. */
  opensSentence: boolean;
  /** It opens a clause: a sentence, the part after a comma, semicolon or colon, or after "and". */
  opensClause: boolean;
  /** Its closed word classes ("the": determiner; "was": be). */
  classes: ReadonlySet<WordClass>;
  /** Every known verb it can be a form of, as which forms ("used": use, past or participle). */
  verbs: readonly VerbReading[];
}

/** One sentence: [start, end) from its first character to its closing mark. */
export interface DocumentSentence {
  /** Its place in `document.sentences`. */
  index: number;
  start: number;
  end: number;
  /** Its words are `document.tokens[firstToken, endToken)`. */
  firstToken: number;
  endToken: number;
  /** The part of the message it stands in. */
  part: PartKind;
  /** For a body sentence: its place among the body's sentences, from 1. */
  bodyPosition?: number;
  /** For a body sentence: which paragraph of the body it is in, from 1. */
  paragraph?: number;
}

/**
 * A text read once: its message parts, sentences, words with their classes, clause starts and
 * protected spans. Every rule, check and measure reads the text through its document, so all of
 * them agree on where sentences and words are. The facts and protected spans are read the first
 * time they are asked for.
 */
export interface TextDocument {
  readonly text: string;
  readonly parts: readonly MessagePart[];
  readonly sentences: readonly DocumentSentence[];
  readonly tokens: readonly DocumentToken[];
  /** The indexes of the tokens that open a clause, in order. */
  readonly clauseStarts: readonly number[];
  /** The hard facts (numbers, dates, citations, URLs…), names and negations, in reading order. */
  readonly facts: readonly FoundFact[];
  /** Spans never rewritten, flagged or cut through: facts, names, titles, code, quotes, paths. */
  readonly protectedSpans: readonly ProtectedSpan[];
  /** Answers whether a range touches a protected span. */
  readonly guard: SpanGuard;
  /** The body's sentences, in order (`bodyPosition` 1, 2, …). */
  bodySentences(): DocumentSentence[];
  /** The words of one sentence. */
  wordsOf(sentence: DocumentSentence): readonly DocumentToken[];
  /** The index of the token that starts at `offset`, or of the first one after it. */
  tokenAt(offset: number): number;
}

/** The coordinators after which a clause opens: "…, and it is important to note that …". */
const coordinators = new Set(['and', 'but', 'so', 'yet']);

/**
 * The sentences of a text, each cut where a part of the message ends: "Dear Dr. Lee, we would
 * like…" is a greeting and a body sentence; a sign-off and each signature line stand alone.
 */
function sentencesIn(text: string, parts: readonly MessagePart[]) {
  const pieces: { start: number; end: number; part: PartKind; paragraph?: number }[] = [];
  let partIndex = 0;
  for (const span of sentenceSpans(text)) {
    let start = span.start;
    while (start < span.end) {
      while (partIndex < parts.length && parts[partIndex]!.end <= start) partIndex++;
      const part = parts[partIndex];
      if (!part) {
        pieces.push({ start, end: span.end, part: 'body' });
        break;
      }
      if (part.start >= span.end) {
        // Between parts (spaces only, trimmed away): read as the body.
        pieces.push({ start, end: span.end, part: 'body' });
        break;
      }
      const pieceStart = Math.max(start, part.start);
      const pieceEnd = Math.min(span.end, part.end);
      let trimmedEnd = pieceEnd;
      while (trimmedEnd > pieceStart && /\s/.test(text[trimmedEnd - 1]!)) trimmedEnd--;
      if (trimmedEnd > pieceStart) {
        pieces.push({
          start: pieceStart,
          end: trimmedEnd,
          part: part.kind,
          ...(part.paragraph ? { paragraph: part.paragraph } : {}),
        });
      }
      start = pieceEnd;
      while (start < span.end && /\s/.test(text[start]!)) start++;
    }
  }
  return pieces;
}

/** Reads a text into its document. */
function read(text: string): TextDocument {
  const parts = readMessageParts(text);
  const words = tokenize(text);
  const pieces = sentencesIn(text, parts);
  const sentences: DocumentSentence[] = [];
  const tokens: DocumentToken[] = [];
  const clauseStarts: number[] = [];
  let bodyPosition = 0;
  let next = 0;
  pieces.forEach((piece, index) => {
    const firstToken = next;
    while (next < words.length && words[next]!.start < piece.end) {
      const word = words[next]!;
      const previous = words[next - 1];
      const opens = opensSentence(text, word.start);
      const opensClause =
        opens ||
        (previous !== undefined && /[,;:]\s*$/.test(text.slice(previous.end, word.start))) ||
        (previous !== undefined &&
          coordinators.has(previous.lower) &&
          joined(text, previous, word));
      if (opensClause) clauseStarts.push(next);
      tokens.push({
        ...word,
        index: next,
        sentence: index,
        opensSentence: opens,
        opensClause,
        classes: wordClassesOf(word.lower),
        verbs: readVerb(word.lower),
      });
      next++;
    }
    sentences.push({
      index,
      start: piece.start,
      end: piece.end,
      firstToken,
      endToken: next,
      part: piece.part,
      ...(piece.part === 'body' ? { bodyPosition: ++bodyPosition } : {}),
      ...(piece.paragraph ? { paragraph: piece.paragraph } : {}),
    });
  });
  let facts: readonly FoundFact[] | undefined;
  let guard: SpanGuard | undefined;
  return {
    text,
    parts,
    sentences,
    tokens,
    clauseStarts,
    get facts() {
      // Read once: the extraction's own cache of recent texts is crowded out by the rewrite
      // rounds' windows, and its first run in an isolate compiles every fact pattern.
      return (facts ??= extractFacts(text));
    },
    get guard() {
      return (guard ??= guardText(text));
    },
    get protectedSpans() {
      return this.guard.spans;
    },
    bodySentences: () => sentences.filter((sentence) => sentence.part === 'body'),
    wordsOf: (sentence) => tokens.slice(sentence.firstToken, sentence.endToken),
    tokenAt: (offset) => tokenIndexAt(tokens, offset),
  };
}

/**
 * The documents of the last few texts read: one request reads its draft and each round's text
 * from several places (the rules, the lock, the notes, the metrics), and reads each once.
 */
const recent: TextDocument[] = [];
const rememberedDocuments = 6;

/**
 * The document of a text: its message parts, sentences, words with their classes, clause
 * starts, facts and protected spans, read once and shared by every reader of the same text.
 * Linear in the text's length. A document is never changed by its readers.
 */
export function readDocument(text: string): TextDocument {
  const known = recent.find((document) => document.text === text);
  if (known) return known;
  const document = read(text);
  recent.unshift(document);
  recent.length = Math.min(recent.length, rememberedDocuments);
  return document;
}
