import {
  beForms,
  conjunctions,
  determiners,
  modals,
  negations,
  prepositions,
  quantifiers,
  subjectPronouns,
} from '../../text/english/word-classes.ts';
import { startsSentence } from '../../text/token-context.ts';
import { indexOfUnlettered, joined, type Token } from '../../text/tokens.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

/** Document parts named with a capital at the head of a sentence: "Figure 2 was redrawn by …". */
const documentParts = new Set([
  'figure',
  'figures',
  'table',
  'tables',
  'section',
  'equation',
  'appendix',
  'supplementary',
]);

/** Words after which a new clause starts: "until they were analysed by …", "that it was …". */
const subordinators = new Set(
  [...conjunctions].filter((word) => !['and', 'but', 'or', 'so', 'yet', 'nor'].includes(word)),
);

export const isCapitalised = (token: Token) => /^\p{Lu}/u.test(token.text);

/** The most words a subject that moves after the verb may have. */
const longestSubject = 6;

/**
 * What the last text asked about holds in lower case: its words of letters only, and what was
 * already looked up for other words. Asked once per passive, a search of the whole text each
 * time made a draft of many passives quadratic.
 */
let lowerCaseWords: { text: string; words: Set<string>; looked: Map<string, boolean> } | undefined;

/** Whether a word may be lowercased when the subject moves after the verb ("The data" → "the data"). */
export function lowercasable(word: Token, text: string): boolean {
  const lower = word.lower;
  if (determiners.has(lower) || quantifiers.has(lower) || subjectPronouns.has(lower)) return true;
  if (lowerCaseWords?.text !== text) {
    lowerCaseWords = { text, words: new Set(text.match(/\p{L}+/gu)), looked: new Map() };
  }
  // A word of letters only is written in lower case exactly when one of the text's runs of
  // letters is that word.
  if (/^\p{L}+$/u.test(lower)) return lowerCaseWords.words.has(lower);
  let found = lowerCaseWords.looked.get(lower);
  if (found === undefined) {
    found = indexOfUnlettered(text, lower) !== -1;
    lowerCaseWords.looked.set(lower, found);
  }
  return found;
}

/**
 * The clause's first token: after the last punctuation or subordinator before `from`; undefined
 * when what stands before it is not a clause boundary ("Dr. Okafor …", "(the data …"), or when
 * the clause would start before `earliest` (a subject is a few words: the walk back stops there
 * instead of reading a long run of words once for each passive in it).
 */
function clauseStart(
  text: string,
  tokens: readonly Token[],
  from: number,
  earliest: number,
): number | undefined {
  let start = from;
  while (
    start > 0 &&
    start >= earliest &&
    !startsSentence(text, tokens, start) &&
    joined(text, tokens[start - 1]!, tokens[start]!) &&
    !subordinators.has(tokens[start - 1]!.lower)
  ) {
    start--;
  }
  if (start < earliest) return undefined;
  if (start === 0 || startsSentence(text, tokens, start)) return start;
  if (subordinators.has(tokens[start - 1]!.lower)) return start;
  return /[,;:][^\S\n]*$/.test(text.slice(tokens[start - 1]!.end, tokens[start]!.start))
    ? start
    : undefined;
}

/** A past form inside a subject is a verb: "Okafor decided about the data was …" is no subject. */
const isPastForm = (word: string) =>
  readVerb(word).some(
    (reading) => reading.forms.includes('past') || reading.forms.includes('participle'),
  );

/**
 * Whether the subject's first word can open a noun phrase that may move after the verb. A
 * capitalised word heading a sentence may be a name; it is taken for a plural noun only before
 * a plural verb ("Responses were analysed by …"), where a name would not stand.
 */
function opensSubject(
  opener: Token,
  context: { atSentenceStart: boolean; pluralVerb: boolean },
  text: string,
): boolean {
  const lower = opener.lower;
  if (determiners.has(lower) || quantifiers.has(lower) || subjectPronouns.has(lower)) return true;
  if (conjunctions.has(lower) || negations.has(lower) || beForms.has(lower) || modals.has(lower)) {
    return false;
  }
  if (/ly$/.test(lower)) return false;
  if (!isCapitalised(opener)) return true;
  // A capital mid-sentence is a name; at a sentence's head only a known word can be lowercased.
  if (!context.atSentenceStart || documentParts.has(lower) || lowercasable(opener, text))
    return true;
  return context.pluralVerb && /[^s]s$/.test(lower);
}

/** The subject before the auxiliary at `auxiliary`, with an "and"/"but" kept in front. */
export function subjectOf(text: string, tokens: readonly Token[], auxiliary: number) {
  // At most six words, and an "and" or "but" before them.
  const start = clauseStart(text, tokens, auxiliary - 1, auxiliary - longestSubject - 1);
  if (start === undefined) return undefined;
  const hasConjunction = ['and', 'but', 'so'].includes(tokens[start]!.lower);
  const first = hasConjunction ? start + 1 : start;
  const length = auxiliary - first;
  if (length < 1 || length > longestSubject) return undefined;
  const atSentenceStart = startsSentence(text, tokens, first);
  const pluralVerb = ['were', 'are', 'have'].includes(tokens[auxiliary]!.lower);
  if (!opensSubject(tokens[first]!, { atSentenceStart, pluralVerb }, text)) return undefined;
  // A pronoun is a whole subject: "I think the data was …" is two clauses, not one subject.
  if (subjectPronouns.has(tokens[first]!.lower) && length > 1) return undefined;
  for (let index = first + 1; index < auxiliary; index++) {
    const word = tokens[index]!.lower;
    if (conjunctions.has(word) || negations.has(word) || word === 'by') return undefined;
    if (['which', 'who', 'there', 'what'].includes(word) || subjectPronouns.has(word)) {
      return undefined;
    }
    if (beForms.has(word) || modals.has(word) || isPastForm(word)) return undefined;
    // A second determiner opens a second phrase unless a preposition links it: "the results of
    // the survey" is one subject, "the report says the data" is not.
    if (determiners.has(word) && !prepositions.has(tokens[index - 1]!.lower)) return undefined;
  }
  return {
    conjunction: hasConjunction ? start : undefined,
    subject: [first, auxiliary - 1] as [number, number],
  };
}
