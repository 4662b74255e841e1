import type { DocumentSentence, TextDocument } from '../text/text-document.ts';

/** A deadline as the text writes it, and where. */
export interface Deadline {
  text: string;
  start: number;
  end: number;
}

/** Words that open a deadline: "by 2 May", "before our call on 7 March", "no later than noon". */
const openers = /\b(?:no later than|not later than|by|before|until|till)\s+/giu;

/** Words of time: a deadline names one (a clock time or a numeric date counts too). */
/** Days and months: what names a date in words. */
export const calendarWords: ReadonlySet<string> = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february march april may
  june july august september october november december jan feb mar apr jun jul aug sep sept oct
  nov dec`.split(/\s+/),
);

const timeWords: ReadonlySet<string> = new Set([
  ...calendarWords,
  ...`today tonight tomorrow noon midday midnight morning afternoon evening night eod cob asap
  weekend week month year term semester`.split(/\s+/),
]);

/** Where a deadline's phrase stops: the clause's end, or "to discuss…", "so that…", "and…". */
const phraseEnd = /[,;:?!.)]|\s(?:to|so|and|or|if|because|since|as|when|which|while|but)\s/u;

/** The most words a deadline phrase holds: "before the end of the spring term". */
const mostWords = 8;

/** Clock times and numeric dates: "5pm", "14:00", "2025-03-14", "14/3". */
export const clockOrDate =
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/iu;

/** Whether words of a phrase name a time: a day, a month, a time of day, a clock time or date. */
export function namesTime(document: TextDocument, start: number, end: number): boolean {
  const words = document.tokens.slice(document.tokenAt(start), document.tokenAt(end));
  return (
    words.some((word) => timeWords.has(word.lower)) ||
    clockOrDate.test(document.text.slice(start, end))
  );
}

/**
 * The deadline a sentence sets for its ask, as written: "by Friday 14 March", "before I
 * resubmit tonight", "before our call on 7 March"; or, with `bare`, a "today", "tonight" or
 * "tomorrow" that ends the ask. Never invented: a date that is not a deadline ("extend it to 30 June",
 * "increased by 12%") is none.
 */
export function deadlineIn(
  document: TextDocument,
  sentence: DocumentSentence,
  options: { bare: boolean },
): Deadline | null {
  const text = document.text.slice(sentence.start, sentence.end);
  for (const opener of text.matchAll(openers)) {
    const from = opener.index + opener[0].length;
    const rest = text.slice(from);
    const stop = phraseEnd.exec(rest);
    let phrase = (stop ? rest.slice(0, stop.index) : rest).trimEnd();
    const words = phrase.split(/\s+/);
    if (words.length > mostWords) phrase = words.slice(0, mostWords).join(' ');
    const start = sentence.start + opener.index;
    const end = sentence.start + from + phrase.length;
    if (phrase && namesTime(document, sentence.start + from, end)) {
      return { text: document.text.slice(start, end), start, end };
    }
  }
  // "Please check your boxes today": a bare day ends a request, never a question ("is the
  // meeting still on today?" asks when the meeting is).
  const bare = options.bare ? /\b(today|tonight|tomorrow)\b(?=[\s,.!;]*$)/iu.exec(text) : null;
  if (bare) {
    const start = sentence.start + bare.index;
    return { text: bare[0], start, end: start + bare[0].length };
  }
  return null;
}
