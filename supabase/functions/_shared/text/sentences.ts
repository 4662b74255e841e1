/**
 * Where sentences end and start. A full stop ends a sentence unless it belongs to a word: an
 * initial ("Richard M. Sherman", "J. R. R. Tolkien"), an abbreviation ("Dr.", "Fig.", "et al.",
 * "e.g.", "U.S.", "Ph.D."), a decimal or a version ("3.5", "v2.1"), a link ("example.org"), or
 * an ellipsis that runs on in lower case ("we waited... and then"). When in doubt it is not an
 * end: a sentence read as one too long is left alone, one cut in two breaks a name.
 */

import { isFunctionWord } from './english/word-classes.ts';

/** Abbreviations whose full stop does not end a sentence (lower case, without the stop). */
const abbreviations = new Set(
  `al approx ca cf dr e.g eq eqs etc fig figs i.e jr mr mrs ms mx no nos prof sr st vs viz vol
  vols ref refs sec ch chap pp ed eds est dept univ inc ltd co corp gen gov lt col capt sgt rev
  hon mt ave jan feb mar apr jun jul aug sep sept oct nov dec resp ibid esp incl`.split(/\s+/),
);

/** Marks that may end a sentence. */
const marks = /[.!?…]/;

/** What may stand between a sentence's end and its first word: spaces, quotes, brackets, bullets. */
const openers = /[\s"'“‘([{*•>\-–—]/u;

/** Closing marks that may follow a sentence's end before the space: quotes and brackets. */
const closers = /["'”’)\]}]/u;

/** The word (letters and inner full stops) that ends just before `index`; "" if none. */
function wordEndingAt(text: string, index: number): string {
  return (
    /(?:^|[^\p{L}\p{N}.])([\p{L}\p{N}.]+)$/u.exec(
      text.slice(Math.max(0, index - 16), index),
    )?.[1] ?? ''
  );
}

/**
 * The word after the mark at `index`, lowercase, over spaces and opening quotes: "his" in "B.
 * His talk". Reads at most a few characters past the mark.
 */
function wordAfterMark(text: string, index: number): string {
  return (
    /^[\s"“‘(]{1,4}(\p{L}+)/u.exec(text.slice(index + 1, index + 24))?.[1]?.toLowerCase() ?? ''
  );
}

/** Whether the full stop at `index` belongs to the word before it. */
function isWordStop(text: string, index: number): boolean {
  const word = wordEndingAt(text, index);
  if (word === '') return false;
  // An initial: one capital letter ("M.", "J."), unless a function word follows, which no name
  // holds ("Lecture Theatre B. His talk", "at 30 °C. These cells").
  if (/^\p{Lu}$/u.test(word)) return !isFunctionWord(wordAfterMark(text, index));
  // "e.g", "U.S", "Ph.D", "a.m": letters with full stops inside.
  if (/^(?:\p{L}{1,3}\.)+\p{L}{1,3}$/u.test(word)) return true;
  return abbreviations.has(word.toLowerCase());
}

/**
 * Whether the mark at `index` ("." "!" "?" "…") ends a sentence. A full stop followed at once by
 * a letter or digit never does ("3.5", "e.g", "example.org"); an ellipsis does only before a
 * capital ("We waited... Nothing came." but not "we waited... and then").
 */
export function endsSentence(text: string, index: number): boolean {
  const mark = text[index];
  if (mark === undefined || !marks.test(mark)) return false;
  // Only the last mark of a run ends a sentence ("?!", "..."): each mark is read once.
  const following = text[index + 1];
  if (following !== undefined && (marks.test(following) || /[\p{L}\p{N}]/u.test(following))) {
    return false;
  }
  const ellipsis = mark === '…' || text[index - 1] === '.';
  if (mark === '.' && !ellipsis && isWordStop(text, index)) return false;
  if (!ellipsis) return true;
  // An ellipsis ends a sentence only when a capital follows.
  let next = index + 1;
  while (next < text.length && (openers.test(text[next]!) || closers.test(text[next]!))) {
    if (text[next] === '\n') return true;
    next++;
  }
  return next >= text.length || /\p{Lu}/u.test(text[next]!);
}

/**
 * Whether the word at `start` opens a sentence (or a line, or follows a colon): there a capital
 * letter says nothing about the word being a name.
 */
export function opensSentence(text: string, start: number): boolean {
  let index = start - 1;
  while (index >= 0 && openers.test(text[index]!)) {
    if (text[index] === '\n') return true;
    index--;
  }
  while (index >= 0 && closers.test(text[index]!)) index--;
  if (index < 0) return true;
  const previous = text[index]!;
  if (previous === ':') return true;
  return endsSentence(text, index);
}

/** One sentence of a text: [start, end) from its first character to its closing mark. */
export interface SentenceSpan {
  start: number;
  end: number;
}

/**
 * The sentences of a text, in order, in one pass: a sentence ends at a mark that
 * `endsSentence` accepts (with the quotes and brackets that close it) or at a blank line.
 */
export function sentenceSpans(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let start = -1;
  const close = (end: number) => {
    if (start >= 0) spans.push({ start, end });
    start = -1;
  };
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (start < 0) {
      if (!/\s/u.test(character)) start = index;
      else continue;
    }
    if (character === '\n' && text[index + 1] === '\n') {
      close(text.slice(start, index).trimEnd().length + start);
      continue;
    }
    if (!endsSentence(text, index)) continue;
    let end = index + 1;
    while (end < text.length && /[.!?…]/u.test(text[end]!)) end++;
    while (end < text.length && closers.test(text[end]!)) end++;
    close(end);
    index = end - 1;
  }
  if (start >= 0) close(text.trimEnd().length);
  return spans;
}
