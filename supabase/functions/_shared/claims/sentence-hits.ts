import type { DocumentToken, TextDocument } from '../text/text-document.ts';
import { looksPlural } from '../text/english/word-classes.ts';
import { claimPhrases, type LexiconEntry, verbPrepositionCues } from './claim-lexicon.ts';
import { approximatorsBeforeNumbers, measureWords } from './qualifiers-data.ts';
import { relationNouns } from './relation-cues-data.ts';

/** A phrase of the lexicon found in a sentence: what it is, and its words (token indexes). */
export interface Hit {
  entry: LexiconEntry;
  first: number;
  last: number;
  /** Words inside it that are not its own: the adverbs of "correlated weakly with". */
  inside?: readonly number[];
}

/** A sentence's words as the claim reading walks them: the document's, with their text. */
export interface SentenceWords {
  document: TextDocument;
  first: number;
  end: number;
}

export const tokenAt = (words: SentenceWords, index: number): DocumentToken | undefined =>
  index >= words.first && index < words.end ? words.document.tokens[index] : undefined;

/** Whether only spaces stand between two neighbouring tokens of the sentence (no punctuation). */
export function joinedAt(words: SentenceWords, left: number): boolean {
  const a = tokenAt(words, left);
  const b = tokenAt(words, left + 1);
  return (
    a !== undefined && b !== undefined && /^\s*$/.test(words.document.text.slice(a.end, b.start))
  );
}

const startsWithDigit = (token: DocumentToken | undefined) =>
  token !== undefined && /^\d/.test(token.text);

/** A number or a measure follows ("about 15 minutes", "roughly a third", "some 40%"). */
function numberFollows(words: SentenceWords, index: number): boolean {
  const next = tokenAt(words, index + 1);
  if (!next) return false;
  if (startsWithDigit(next) || measureWords.has(next.lower)) return true;
  const after = tokenAt(words, index + 2);
  return (
    (next.lower === 'a' || next.lower === 'an') &&
    after !== undefined &&
    measureWords.has(after.lower)
  );
}

const comparisonWords = new Set(['more', 'less', 'most', 'least', 'as', 'equally', 'so']);
const requestVerbs = new Set(['like', 'love', 'appreciate', 'prefer', 'you', 'i', 'we', 'mind']);
const superlativeAdjective = /(?:ive|ous|ful|able|ible|ant|ent|al|ic|est)$/;
const plainSuperlatives = new Set([
  'common',
  'likely',
  'unlikely',
  'important',
  'recent',
  'frequent',
  'often',
  'widely',
  'strongly',
]);
const scheduledVerbs = new Set([
  'be',
  'start',
  'begin',
  'end',
  'finish',
  'arrive',
  'expire',
  'close',
  'open',
  'run',
  'take',
  'go',
  'launch',
  'submit',
  'meet',
  'return',
]);

/** Whether a phrase found is, in its place, what the lexicon says it is. */
function holds(words: SentenceWords, hit: Hit): boolean {
  const { entry, first, last } = hit;
  const token = tokenAt(words, first)!;
  const previous = tokenAt(words, first - 1);
  const next = tokenAt(words, last + 1);
  const single = first === last ? token.lower : undefined;
  if (entry.kind === 'hedge') {
    if (
      (single === 'likely' || single === 'unlikely') &&
      previous &&
      comparisonWords.has(previous.lower)
    )
      return false;
    if (
      (single === 'would' || single === 'could' || single === 'may' || single === 'might') &&
      next &&
      requestVerbs.has(next.lower)
    )
      return false;
    // "May 2024", "in May": a month, written with its capital inside a sentence.
    if (single === 'may' && token.text === 'May' && !token.opensSentence) return false;
    if (entry.class === 'approximation') {
      const phrase = words.document.text
        .slice(token.start, tokenAt(words, last)!.end)
        .toLowerCase();
      if (approximatorsBeforeNumbers.has(phrase) && !numberFollows(words, last)) return false;
    }
    return true;
  }
  if (entry.kind === 'quantifier') {
    if (single === 'some' && numberFollows(words, first)) return false;
    // "for some time", "some time ago": a while, not a part of what was measured.
    if (single === 'some' && next?.lower === 'time') return false;
    if (single === 'most') {
      if (previous && ['the', 'a', 'at'].includes(previous.lower)) return false;
      if (next && (plainSuperlatives.has(next.lower) || superlativeAdjective.test(next.lower)))
        return false;
    }
    if (single === 'many' && previous && ['how', 'as', 'so', 'too'].includes(previous.lower))
      return false;
    if (single === 'certain' && !(next && looksPlural(next.text))) return false;
    if (token.lower === 'one' && !(startsWithDigit(next) || (next && measureWords.has(next.lower))))
      return false;
    return next !== undefined;
  }
  if (entry.kind === 'relation') {
    // "the rise after", "of results in a group": a noun, not the verb the cue needs.
    if (
      entry.verbLed &&
      previous &&
      (previous.classes.has('determiner') || previous.classes.has('preposition')) &&
      previous.lower !== 'to'
    ) {
      return false;
    }
    const phrase = words.document.text.slice(token.start, tokenAt(words, last)!.end).toLowerCase();
    if (phrase === 'down to') {
      return previous !== undefined && previous.classes.has('be') && !startsWithDigit(next);
    }
    if (phrase === 'due to' && next && scheduledVerbs.has(next.lower)) return false;
    if (phrase === 'in response to' && token.opensSentence) return false;
    // "the cause of death" is a record, not a claim.
    if ((phrase === 'cause of' || phrase === 'causes of') && next?.lower === 'death') return false;
    // "the associated costs": related, not a finding; "were associated" is one.
    if (phrase === 'associated' && !(previous && previous.classes.has('be'))) return false;
  }
  return true;
}

/** How many adverbs may stand between a verb and its preposition: "correlated only weakly with". */
const adverbsInside = 2;
/** How far a relation noun may stand from what it relates: "association was found between". */
const nounReach = 4;

const isAdverb = (token: DocumentToken) => /ly$/.test(token.lower) || token.classes.has('negation');

/** "correlated weakly with", "did not differ significantly between": the cue, adverbs inside. */
function verbPrepositionHit(words: SentenceWords, index: number): Hit | undefined {
  const cues = verbPrepositionCues().get(tokenAt(words, index)!.lower);
  if (!cues) return undefined;
  let at = index + 1;
  while (at - index <= adverbsInside && tokenAt(words, at) && isAdverb(tokenAt(words, at)!)) at++;
  if (at === index + 1 || !joinedRun(words, index, at)) return undefined;
  const preposition = tokenAt(words, at)?.lower;
  const cue = cues.find((each) => each.preposition === preposition);
  if (!cue) return undefined;
  const inside = Array.from({ length: at - index - 1 }, (_, offset) => index + 1 + offset);
  return { entry: { kind: 'relation', strength: cue.strength }, first: index, last: at, inside };
}

/** Whether tokens from..to are one run of words, no punctuation between. */
function joinedRun(words: SentenceWords, from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (!joinedAt(words, at)) return false;
  return true;
}

/**
 * "no significant association was found between": a relation noun with what it relates a few
 * words on; alone it still names one ("the association remained significant"), unless it names
 * something else ("members of the association", "the Association").
 */
function relationNounHit(words: SentenceWords, index: number): Hit | undefined {
  const token = tokenAt(words, index)!;
  if (!relationNouns.has(token.lower)) return undefined;
  for (let at = index + 1; at <= index + nounReach && joinedAt(words, at - 1); at++) {
    const word = tokenAt(words, at)?.lower;
    if (word === 'between' || word === 'with') {
      return { entry: { kind: 'relation', strength: 'correlational' }, first: index, last: at };
    }
  }
  const named = /^\p{Lu}/u.test(token.text) && !token.opensSentence;
  const ofThe =
    tokenAt(words, index - 1)?.lower === 'the' && tokenAt(words, index - 2)?.lower === 'of';
  if (named || ofThe) return undefined;
  return { entry: { kind: 'relation', strength: 'correlational' }, first: index, last: index };
}

/**
 * The lexicon's phrases in a sentence, each where it holds in its place, never two on the same
 * word: the longer phrase wins ("more likely to" is a comparison, not the hedge "likely"; "no
 * significant" one qualifier, not two).
 */
export function sentenceHits(words: SentenceWords): Hit[] {
  const found: Hit[] = [];
  const { document } = words;
  for (let index = words.first; index < words.end; index++) {
    for (const match of claimPhrases().matchesAt(document.text, document.tokens, index)) {
      const hit = { entry: match.payload, first: index, last: index + match.words.length - 1 };
      if (hit.last < words.end && holds(words, hit)) found.push(hit);
    }
    const extra = verbPrepositionHit(words, index) ?? relationNounHit(words, index);
    if (extra) found.push(extra);
  }
  found.sort((a, b) => b.last - b.first - (a.last - a.first) || a.first - b.first);
  const taken = new Set<number>();
  const kept: Hit[] = [];
  for (const hit of found) {
    const own = (index: number) => !hit.inside?.includes(index);
    let free = true;
    for (let index = hit.first; index <= hit.last && free; index++)
      free = !own(index) || !taken.has(index);
    if (!free) continue;
    for (let index = hit.first; index <= hit.last; index++) if (own(index)) taken.add(index);
    kept.push(hit);
  }
  return kept.sort((a, b) => a.first - b.first);
}
