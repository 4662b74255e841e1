import type { DocumentToken } from '../text/text-document.ts';
import { mayBeAdjective } from '../text/english/word-classes.ts';
import {
  openQuestionWords,
  reportingVerbs,
  researchVerbs,
  setAsidePhrases,
} from './relation-cues-data.ts';
import { type Hit, type SentenceWords, tokenAt } from './sentence-hits.ts';

/** Hedging verbs that, like reporting verbs, open the claim after "that": "suggest that". */
const evidentialVerbs = new Set(['suggest', 'indicate', 'imply']);

const lemmas = (token: DocumentToken) => token.verbs.map((verb) => verb.base);

/** "examined", "will test", "to assess": a verb of an aim or a method, used as a verb. */
function isResearchVerb(words: SentenceWords, index: number): boolean {
  const token = tokenAt(words, index)!;
  const reading = token.verbs.find((verb) => researchVerbs.has(verb.base));
  if (!reading) return false;
  const previous = tokenAt(words, index - 1);
  if (!previous) return false;
  if (
    previous.lower === 'to' ||
    previous.classes.has('modal') ||
    /'ll$|'d$/.test(previous.lower) ||
    previous.classes.has('subject-pronoun') ||
    previous.classes.has('have') ||
    previous.classes.has('be') ||
    ['do', 'does', 'did'].includes(previous.lower)
  ) {
    return true;
  }
  if (
    previous.classes.has('determiner') ||
    previous.classes.has('quantifier') ||
    previous.classes.has('preposition')
  ) {
    return false;
  }
  // "Fine-tuned models outperformed": a third-person form is as often a plural noun.
  return reading.forms.includes('past');
}

/** A reporting or hedging verb followed by "that": the claim after it is stated, not studied. */
function opensClaim(words: SentenceWords, index: number): boolean {
  const token = tokenAt(words, index)!;
  const next = tokenAt(words, index + 1);
  if (next?.lower !== 'that') return false;
  return lemmas(token).some((lemma) => reportingVerbs.has(lemma) || evidentialVerbs.has(lemma));
}

/** "cannot establish that", "do not prove": a claim the writer says the data do not make. */
function deniedReport(words: SentenceWords, index: number): boolean {
  const token = tokenAt(words, index)!;
  if (
    !lemmas(token).some(
      (lemma) =>
        reportingVerbs.has(lemma) || lemma === 'say' || lemma === 'claim' || lemma === 'infer',
    )
  ) {
    return false;
  }
  for (let at = index - 1; at >= Math.max(words.first, index - 2); at--) {
    if (tokenAt(words, at)!.classes.has('negation')) return true;
  }
  return false;
}

/** "check if", "unclear if": "if" as "whether", not a condition ("If successful, …"). */
function asksIf(words: SentenceWords, index: number): boolean {
  const token = tokenAt(words, index)!;
  const previous = tokenAt(words, index - 1);
  if (token.lower !== 'if' || token.opensClause || !previous) return false;
  return previous.verbs.length > 0 || mayBeAdjective(previous.lower);
}

/** A quotation of a few words: a word named, not a claim made ("the word 'prevents'"). */
const shortQuoteWords = 5;

/**
 * Where a sentence only mentions a relation: after "whether" or an asking "if", in the object of
 * a verb of an aim or a method until a reporting verb opens a claim ("we examined X and found
 * that …"), after a denied report ("cannot establish that"; unless a hedge came first: "suggest,
 * but do not prove, that" states a hedged claim), right after "rather than", and inside a short
 * quotation. Returns whether the word at a token index is such a mention.
 */
export function mentionedFrom(
  words: SentenceWords,
  hits: readonly Hit[],
  taken: ReadonlySet<number>,
  quotes: readonly QuoteSpan[],
): (index: number) => boolean {
  const mentioned = new Uint8Array(words.end - words.first);
  const mark = (from: number, to: number) => {
    for (let index = Math.max(from, words.first); index < Math.min(to, words.end); index++) {
      mentioned[index - words.first] = 1;
    }
  };
  const hedgeStarts = new Set(
    hits.filter((hit) => hit.entry.kind === 'hedge').map((hit) => hit.first),
  );
  let hedgeSeen = false;
  let studyFrom: number | undefined;
  for (let index = words.first; index < words.end; index++) {
    const token = tokenAt(words, index)!;
    if (hedgeStarts.has(index)) hedgeSeen = true;
    if (openQuestionWords.has(token.lower) && (token.lower === 'whether' || asksIf(words, index))) {
      mark(index, words.end);
      break;
    }
    if (!hedgeSeen && deniedReport(words, index)) {
      mark(index, words.end);
      break;
    }
    if (opensClaim(words, index)) {
      if (studyFrom !== undefined) mark(studyFrom, index);
      studyFrom = undefined;
      continue;
    }
    if (studyFrom === undefined && !taken.has(index) && isResearchVerb(words, index))
      studyFrom = index;
    if (studyFrom !== undefined && token.opensClause && afterSemicolon(words, index)) {
      mark(studyFrom, index);
      studyFrom = undefined;
    }
  }
  if (studyFrom !== undefined) mark(studyFrom, words.end);
  markSetAside(words, mark);
  for (const quote of quotes) {
    if (quote.lastToken - quote.firstToken + 1 < shortQuoteWords)
      mark(quote.firstToken, quote.lastToken + 1);
  }
  return (index) => mentioned[index - words.first] === 1;
}

/** Whether a semicolon or colon stands right before the word at `index` (spaces aside). */
function afterSemicolon(words: SentenceWords, index: number): boolean {
  const previous = tokenAt(words, index - 1);
  if (!previous) return false;
  const between = words.document.text.slice(previous.end, tokenAt(words, index)!.start);
  return /[;:]/.test(between);
}

/** A quotation in the text, by the tokens it holds. */
export interface QuoteSpan {
  firstToken: number;
  lastToken: number;
}

function markSetAside(words: SentenceWords, mark: (from: number, to: number) => void) {
  for (let index = words.first; index < words.end; index++) {
    for (const phrase of setAsidePhrases) {
      const parts = phrase.split(' ');
      if (parts.every((part, offset) => tokenAt(words, index + offset)?.lower === part)) {
        mark(index + parts.length, index + parts.length + 2);
      }
    }
  }
}
