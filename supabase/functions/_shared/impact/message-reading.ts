import { type DocumentSentence, readDocument, type TextDocument } from '../text/text-document.ts';
import { calendarWords, clockOrDate, type Deadline, deadlineIn } from './deadline-reading.ts';
import { findingCues, groupAddressees, newsCues, sceneCues, weigh } from './point-cues.ts';
import { readSentenceAsks, type SentenceAsks } from './sentence-asks.ts';

/** A sentence's `position` as said: "1st", "2nd", "11th", "23rd". */
export const ordinal = (place: number) => {
  const lastTwo = place % 100;
  const last = place % 10;
  if (lastTwo >= 11 && lastTwo <= 13) return `${place}th`;
  return `${place}${last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th'}`;
};

/** What a message's point is: an action wanted of the reader, news or a decision, or a result. */
export type PointKind = 'request' | 'announcement' | 'finding';

/** One body sentence as the impact reading sees it. */
export interface BodySentence extends SentenceAsks {
  sentence: DocumentSentence;
  /** Its place in the body, from 1. */
  position: number;
  text: string;
  news: number;
  finding: number;
}

/** The sentence a message exists for, and whether it can open the body as it reads. */
export interface MessagePoint {
  sentence: BodySentence;
  kind: PointKind;
  /** Null when it can stand first; else the words that tie it to what comes before it. */
  heldBy: string | null;
}

/** A message read for impact: its point, its asks and their deadline, and its length. */
export interface MessageReading {
  document: TextDocument;
  body: readonly BodySentence[];
  point: MessagePoint | null;
  asks: number;
  deadline: Deadline | null;
  /** Words of the body: no subject, greeting, sign-off or signature. */
  words: number;
  /** The greeting and the sign-off as written, null when the message has none. */
  greeting: string | null;
  signOff: string | null;
}

/** Passes over a text to read it for impact: its document, then its sentences' asks and cues. */
export const impactPasses = 3;

/** A point's cues must add up to this to beat no point at all. */
const pointWeight = 2;

/** Statistics in a sentence make it likelier a finding: "18%", "p = 0.004". */
const statistics = /\d\s?%|\bpercent\b|\bp\s?[<=>≤]/giu;

/** Up to two marks of when: days, months, clock times ("on Friday 21 February at 4pm"). */
function timeWeight(document: TextDocument, sentence: DocumentSentence, text: string): number {
  let found = clockOrDate.test(text) ? 1 : 0;
  for (const word of document.wordsOf(sentence)) {
    if (calendarWords.has(word.lower) && ++found === 2) return 2;
  }
  return found;
}

const statisticsWeight = (text: string) => Math.min(2, text.match(statistics)?.length ?? 0);

function readBody(document: TextDocument): BodySentence[] {
  return document.bodySentences().map((sentence, index) => {
    const text = document.text.slice(sentence.start, sentence.end);
    const lower = text.toLowerCase();
    const asks = readSentenceAsks(document, sentence);
    const scene = weigh(sceneCues, lower);
    return {
      ...asks,
      sentence,
      position: index + 1,
      text,
      news: asks.stock?.whole
        ? 0
        : weigh(newsCues, lower) + scene + timeWeight(document, sentence, text),
      finding: asks.stock?.whole ? 0 : weigh(findingCues, lower) + scene + statisticsWeight(text),
    };
  });
}

/** The text of the first part of a kind, or null. */
function partText(document: TextDocument, kind: 'greeting' | 'sign-off'): string | null {
  const part = document.parts.find((found) => found.kind === kind);
  return part ? document.text.slice(part.start, part.end) : null;
}

/** Whether a greeting names one reader ("Dear Dr. Lee,"), not a group ("Hi all,"). */
function addressesOne(greeting: string | null): boolean {
  if (greeting === null) return false;
  const words = greeting.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.length > 1 && !words.some((word) => groupAddressees.has(word));
}

const best = (body: readonly BodySentence[], score: (entry: BodySentence) => number) =>
  body.reduce<BodySentence | undefined>(
    (found, entry) =>
      score(entry) >= pointWeight && (!found || score(entry) > score(found)) ? entry : found,
    undefined,
  );

/**
 * The point: to one reader, the first thing asked of them; to a group (or with no greeting),
 * the news or decision when there is some, else the first ask; then the main finding.
 */
function choosePoint(
  body: readonly BodySentence[],
  greeting: string | null,
): { sentence: BodySentence; kind: PointKind } | null {
  const ask = body.find((entry) => entry.asks > 0);
  const news = best(body, (entry) => entry.news);
  const finding = best(body, (entry) => entry.finding);
  if (ask && (addressesOne(greeting) || !news)) return { sentence: ask, kind: 'request' };
  if (news && (!finding || news.news >= finding.finding))
    return { sentence: news, kind: 'announcement' };
  if (finding) return { sentence: finding, kind: 'finding' };
  return null;
}

/** Words that open a sentence by pointing back at the one before it. */
const backwardOpeners = new Set(
  `this that these those it its they them their he she his her also however then so but and or
  therefore thus hence such both another besides moreover furthermore still yet otherwise instead
  anyway again likewise similarly meanwhile consequently accordingly`.split(/\s+/),
);

/** Whether a sentence opens by pointing back ("Then we can decide…", "It showed…"). */
export function opensBackward(document: TextDocument, sentence: DocumentSentence): boolean {
  const first = document.wordsOf(sentence)[0];
  return first !== undefined && backwardOpeners.has(first.lower);
}

/** Pronouns that stand for something said before them. */
const backwardPronouns = new Set(['it', 'this', 'that', 'these', 'those', 'they', 'them']);

/** Fewer content words than this, and a sentence with such a pronoun says little of its own. */
const ownWords = 4;

/**
 * What ties a sentence to the one before it, so that it cannot open the body: a leading "It",
 * "These", "Also", "However"; or a pronoun among its first words when the sentence has little
 * else to say ("Does that work for you?", "Please keep it as it is."). A reference the next
 * sentences explain ("the files from that study", "them" in "We need them sequenced by April;
 * can you confirm?") does not hold a point back: read first, it is resolved a line later.
 */
export function heldBy(document: TextDocument, sentence: DocumentSentence): string | null {
  const words = document.wordsOf(sentence);
  const first = words[0];
  if (!first) return null;
  if (backwardOpeners.has(first.lower)) return first.text;
  const pronoun = words.slice(0, 3).find((word) => backwardPronouns.has(word.lower));
  if (!pronoun) return null;
  const content = words.filter(
    (word) =>
      word.classes.size === 0 && !backwardPronouns.has(word.lower) && word.lower !== 'please',
  ).length;
  return content < ownWords ? pronoun.text : null;
}

/** Each document's reading, made once: the rules, the move and the route read the same text. */
const readings = new WeakMap<TextDocument, MessageReading>();

/** Reads a message for impact (a draft, or an engine's refinement of it). Linear in its length. */
export function readMessage(text: string): MessageReading {
  const document = readDocument(text);
  const known = readings.get(document);
  if (known) return known;
  const reading = readOf(document);
  readings.set(document, reading);
  return reading;
}

function readOf(document: TextDocument): MessageReading {
  const body = readBody(document);
  const greeting = partText(document, 'greeting');
  const chosen = choosePoint(body, greeting);
  const point = chosen ? { ...chosen, heldBy: heldBy(document, chosen.sentence.sentence) } : null;
  const asking = body.filter((entry) => entry.asks > 0);

  const deadlines = (point && point.sentence.asks > 0 ? [point.sentence] : [])
    .concat(asking)
    .map((entry) => deadlineIn(document, entry.sentence, { bare: entry.form === 'imperative' }));
  return {
    document,
    body,
    point,
    asks: asking.reduce((sum, entry) => sum + entry.asks, 0),
    deadline: deadlines.find((found) => found !== null) ?? null,
    words: body.reduce(
      (sum, entry) => sum + (entry.sentence.endToken - entry.sentence.firstToken),
      0,
    ),
    greeting,
    signOff: partText(document, 'sign-off'),
  };
}

/**
 * The document's sentences (by index) spoken to the reader rather than about the work: the ones
 * that ask something of them ("I was wondering if you might be open to a call?") or open with a
 * stock phrase ("I wanted to follow up on my email, in case it got buried"). Their hedges and
 * qualifiers are courtesy, not a claim's strength.
 */
export function sentencesToTheReader(text: string): ReadonlySet<number> {
  return new Set(
    readMessage(text)
      .body.filter((entry) => entry.asks > 0 || entry.stock !== null)
      .map((entry) => entry.sentence.index),
  );
}
