import type { DocumentSentence, DocumentToken, TextDocument } from '../text/text-document.ts';
import { type StockKind, stockPhrases } from './stock-phrases.ts';

/**
 * How a sentence asks something of its reader: a question ("Could you send…?", "Is the meeting
 * still on?"), a request in the imperative ("Please submit…", "start without me"), or one
 * wrapped in the writer's wishes ("I was wondering if you could…", "We are requesting…").
 */
export type AskForm = 'question' | 'imperative' | 'wrapped';

/** A stock phrase a sentence opens with, and how much of the sentence it is. */
export interface StockOpening {
  id: string;
  kind: StockKind;
  /** The whole sentence is stock ("I hope this email finds you well."): it asks and says nothing. */
  whole: boolean;
  /** Where the stock phrase ends in the text. */
  end: number;
}

/** What one body sentence does for the reader. */
export interface SentenceAsks {
  /** The stock opener or closer it opens with ("I hope this email finds you well"), if any. */
  stock: StockOpening | null;
  /** Requests and questions to the reader in it: "Could you X, and let us know Y?" is two. */
  asks: number;
  form: AskForm | null;
}

const compile = (source: string) => new RegExp(source.replace(/ /g, '\\s+'), 'iy');

const stockPatterns = stockPhrases.map((phrase) => ({ phrase, regex: compile(phrase.pattern) }));

/** A request wrapped in the writer's wish or state, read at a clause start. */
export const wrappedRequest = compile(
  [
    "(?:i|we) (?:was|were|am|are|'m|'re) (?:just |really )?wondering (?:if|whether)",
    '(?:i|we) would (?:be (?:very |most |really |so |extremely |truly )?(?:grateful|thankful|obliged|glad|delighted|happy)|(?:really |greatly |very much |much |truly )?appreciate it) if you',
    'it would be (?:very |really |so |most )?(?:great|helpful|wonderful|nice|good|useful|lovely|ideal|appreciated) if you',
    '(?:i|we) would (?:also )?(?:like|love|wish|want) to (?:kindly |politely |respectfully )?(?:ask|request|invite|encourage|urge) (?:you|whether|if|that)',
    "(?:i|we) (?:am|are|'m|'re) (?:writing to |hoping to )?(?:ask|request|requesting|asking|inviting|invite) ",
    '(?:you|all addressees) (?:are|is) (?:kindly |hereby )?(?:requested|asked|invited|reminded|encouraged) to',
    '(?:i|we) (?:would )?(?:kindly )?(?:ask|request) (?:that )?you',
    '(?:could|can|would|will) you ',
    'would it be possible ',
  ].join('|'),
);

/** Words of which every wrapped request holds at least one ("wondering", "would", "you"…). */
export const wrappedRequestNeeds = [
  'wondering',
  'would',
  'ask',
  'request',
  'invit',
  'remind',
  'encourag',
  'you',
];

/**
 * Whether a text can hold a wrapped request at all, read once per document: a draft without
 * any of its words never compiles the pattern (a long one, which V8 compiles at its first use
 * in a new isolate and again as it warms).
 */
const mayWrapRequests = new WeakMap<TextDocument, boolean>();
function mayWrapRequest(document: TextDocument): boolean {
  let may = mayWrapRequests.get(document);
  if (may === undefined) {
    const lower = document.text.toLowerCase();
    may = wrappedRequestNeeds.some((word) => lower.includes(word));
    mayWrapRequests.set(document, may);
  }
  return may;
}

/**
 * Verbs that open a request in the imperative ("start without me", "send me the file"): a closed
 * list, so that a noun at a clause start ("Heat waves are…", "Drinks are on me") is not read as one.
 */
const requestVerbs = new Set(
  `send check reply respond book tell share confirm review forward submit print welcome list push
  run update bring call join sign fill complete return email contact come remember start read
  upload download add remove save register vote keep make take give write ask meet wait try
  choose pick use bear`.split(/\s+/),
);

/** Words after which an imperative verb opens a clause: "…, so please list me", "but start…". */
const clauseLinks = new Set(['so', 'but', 'and', 'then', 'also', 'just', 'please', 'kindly']);

/** "…, and let us know whether…": a second request joined to a first. */
const joinedRequest =
  /(?:,\s*|(?<=[^\s,])\s+)and\s+(?:also\s+)?(?:could you\s+|can you\s+|please\s+)?(let|tell|send|confirm|check|share|update|advise|inform|give|forward|review)\b/giu;

/** The most words after a stock phrase that still leave the sentence all stock ("… again"). */
const stockTail = 6;

/**
 * The stock phrase a sentence opens with, if any: whole when what follows it is a short tail
 * ("Sorry to bother you again.", "I know you are busy with the grant."), not when the sentence
 * goes on to say or ask something ("Sorry to bother you, but could you…?").
 */
function stockOf(text: string, from: number, to: number): StockOpening | null {
  const lower = text.slice(from, to).toLowerCase();
  for (const { phrase, regex } of stockPatterns) {
    if (!phrase.needs.some((word) => lower.includes(word))) continue;
    regex.lastIndex = from;
    const match = regex.exec(text);
    if (!match || from + match[0].length > to) continue;
    const end = from + match[0].length;
    let restEnd = to;
    while (restEnd > end && /[.!?…\s]/u.test(text[restEnd - 1]!)) restEnd--;
    const rest = text.slice(end, restEnd);
    const whole = !/[,;:]/.test(rest) && (rest.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) <= stockTail;
    return { id: phrase.id, kind: phrase.kind, whole, end };
  }
  return null;
}

/** Whether the word after "please" can be the verb of a request ("please checkpoint", not "please the"). */
function canBeRequestVerb(word: DocumentToken): boolean {
  if (word.classes.size > 0) return false;
  return word.verbs.length === 0 || word.verbs.some((verb) => verb.forms.includes('base'));
}

/** Whether the clause opening at token `index` is an imperative request ("please send", "start …"). */
function imperativeAt(document: TextDocument, index: number, end: number): boolean {
  let at = index;
  while (at < end && clauseLinks.has(document.tokens[at]!.lower)) {
    if (document.tokens[at]!.lower === 'please' || document.tokens[at]!.lower === 'kindly') {
      const next = document.tokens[at + 1];
      return next !== undefined && at + 1 < end && canBeRequestVerb(next);
    }
    at++;
  }
  const word = document.tokens[at];
  if (!word || at >= end || !requestVerbs.has(word.lower)) return false;
  const next = document.tokens[at + 1];
  // "Check your boxes", "start without me": an object, a preposition or nothing follows the verb.
  return (
    next === undefined || at + 1 >= end || (!next.classes.has('be') && !next.classes.has('modal'))
  );
}

/** Reads one body sentence: stock, or what it asks of the reader. */
export function readSentenceAsks(document: TextDocument, sentence: DocumentSentence): SentenceAsks {
  const { text } = document;
  const words = document.wordsOf(sentence);
  if (words.length === 0) return { stock: null, asks: 0, form: null };
  const stock = stockOf(text, words[0]!.start, sentence.end);
  if (stock?.whole) return { stock, asks: 0, form: null };
  const sentenceText = text.slice(sentence.start, sentence.end);
  const question = /\?["'”’)\]]*\s*$/u.test(sentenceText);
  let form: AskForm | null = question ? 'question' : null;
  const mayWrap = mayWrapRequest(document);
  for (const opener of words) {
    if (form !== null) break;
    if (!opener.opensClause) continue;
    wrappedRequest.lastIndex = opener.start;
    if (mayWrap && wrappedRequest.test(text)) form = 'wrapped';
    // A clause after "and" or "or" shares the subject before it ("we would cite it and share
    // ours"): it opens no imperative of its own. A wrapper names its own ("…, and I was
    // wondering if you could…").
    else if (
      !/^(?:and|or)$/.test(document.tokens[opener.index - 1]?.lower ?? '') &&
      imperativeAt(document, opener.index, sentence.endToken)
    ) {
      form = 'imperative';
    }
  }
  if (form === null) {
    // "…, so please list me": "please" with a verb anywhere in the sentence asks.
    const please = words.find((word) => word.lower === 'please');
    if (please && imperativeAt(document, please.index, sentence.endToken)) form = 'imperative';
  }
  if (form === null) return { stock, asks: 0, form: null };
  const joined = [...sentenceText.matchAll(joinedRequest)].length;
  return { stock, asks: 1 + joined, form };
}
