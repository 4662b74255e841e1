import type { DocumentToken } from '../text/text-document.ts';
import { causalVerbForms } from './claim-lexicon.ts';
import { type SentenceWords, tokenAt } from './sentence-hits.ts';

/**
 * The tense a result is reported in (Peters & Chin-Yee, 2025): `past` for what a study found
 * ("was associated", "reduced", "has been linked"), `present` for a generic claim ("is
 * associated", "reduces", "may reduce"); `unknown` where the form cannot tell ("cut", "read").
 */
export type ClaimTense = 'past' | 'present' | 'unknown';

/** A tense, and the word that shows it (a token index): "was", "has", "may", "reduced". */
export interface TenseReading {
  tense: ClaimTense;
  word?: number;
}

/** How far from a cue its finite verb is looked for, so a long run of words costs in proportion. */
const searchReach = 12;

const adverb = (token: DocumentToken) =>
  token.classes.has('negation') ||
  (/ly$/.test(token.lower) && token.lower !== 'only') ||
  ['also', 'further', 'still', 'even', 'consistently', 'already', 'indeed', 'now'].includes(
    token.lower,
  );

/** The forms a word can be, as a verb: the document's reading, or the causal verbs' own. */
function formsOf(token: DocumentToken): readonly string[] {
  const own = causalVerbForms().get(token.lower)?.forms ?? [];
  return [...own, ...token.verbs.flatMap((verb) => verb.forms)];
}

/** What the next word that is not an adverb is, after `index`. */
function nextWord(words: SentenceWords, index: number): DocumentToken | undefined {
  let at = index + 1;
  while (tokenAt(words, at) && adverb(tokenAt(words, at)!)) at++;
  return tokenAt(words, at);
}

/** The tense an auxiliary gives its verb group ("was", "has been", "may have", "did"). */
function auxiliaryTense(words: SentenceWords, index: number): ClaimTense | undefined {
  const token = tokenAt(words, index)!;
  const word = token.lower;
  if (['was', 'were', 'did', 'had', "wasn't", "weren't", "didn't", "hadn't"].includes(word)) {
    return 'past';
  }
  if (['is', 'are', 'am', 'does', 'do', "isn't", "aren't", "doesn't", "don't"].includes(word)) {
    return 'present';
  }
  if (word === "hasn't" || word === "haven't") return 'past';
  // "won't", "can't", "couldn't", "we'll": a modal, written short.
  if (
    /^(?:won't|can't|couldn't|wouldn't|shouldn't|mightn't|mustn't|\p{L}+'ll|\p{L}+'d)$/u.test(word)
  ) {
    return 'present';
  }
  if (word === 'has' || word === 'have') {
    // "has been linked", "have shown": a perfect reports a result; "have higher rates" owns it.
    const next = nextWord(words, index);
    return next &&
      (next.lower === 'been' || formsOf(next).includes('participle') || /ed$/.test(next.lower))
      ? 'past'
      : 'present';
  }
  if (token.classes.has('modal'))
    return nextWord(words, index)?.lower === 'have' ? 'past' : 'present';
  return undefined;
}

/**
 * How surely a word's form gives a tense: `sure` for a past form ("showed", any "-ed" word the
 * lexicon does not know), `weak` for a present one ("reduces" may be a plural noun, "pay" an
 * infinitive), or undefined for a word that is no verb.
 */
function formTense(token: DocumentToken): { tense: ClaimTense; sure: boolean } | undefined {
  const forms = formsOf(token);
  if (forms.length === 0) {
    return /^[a-z-]{4,}ed$/.test(token.lower) ? { tense: 'past', sure: true } : undefined;
  }
  const past = forms.includes('past');
  const present = forms.includes('third') || forms.includes('base');
  if (past && present) return { tense: 'unknown', sure: true };
  if (past) return { tense: 'past', sure: true };
  return present ? { tense: 'present', sure: false } : undefined;
}

/** The tense shown by the word at `index` alone: as an auxiliary, else by its form. */
function wordTense(
  words: SentenceWords,
  index: number,
  sureOnly: boolean,
): TenseReading | undefined {
  const auxiliary = auxiliaryTense(words, index);
  if (auxiliary) return { tense: auxiliary, word: index };
  const form = formTense(tokenAt(words, index)!);
  if (!form || (sureOnly && !form.sure)) return undefined;
  return { tense: form.tense, word: index };
}

/** The tense of the verb group that ends at `index`: its auxiliary's, or the verb's own form. */
function groupTense(words: SentenceWords, index: number, depth = 0): TenseReading | undefined {
  let at = index - 1;
  // "didn't reduce", "was not associated": the auxiliary may carry the negation itself.
  while (tokenAt(words, at) && !auxiliaryTense(words, at) && adverb(tokenAt(words, at)!)) at--;
  const before = tokenAt(words, at);
  if (before) {
    const auxiliary = auxiliaryTense(words, at);
    if (auxiliary) return { tense: auxiliary, word: at };
    if (['been', 'be', 'being'].includes(before.lower) && depth < 3) {
      return groupTense(words, at, depth + 1);
    }
    // "appears to reduce", "tended to sleep", "is thought to lower": the verb before "to".
    const governing = tokenAt(words, at - 1);
    if (before.lower === 'to' && depth < 3 && governing) {
      if (/[^s]s$/.test(governing.lower) && governing.classes.size === 0) {
        return { tense: 'present', word: at - 1 };
      }
      return groupTense(words, at - 1, depth + 1);
    }
  }
  const own = formTense(tokenAt(words, index)!);
  return own ? { tense: own.tense, word: index } : undefined;
}

/**
 * The tense of a sentence that states no relation ("Some participants reported headaches"):
 * its first finite verb's, an auxiliary or a sure past before a present that may be a noun.
 */
export function firstVerbTense(words: SentenceWords): TenseReading | undefined {
  const end = Math.min(words.end, words.first + 2 * searchReach);
  for (const sureOnly of [true, false]) {
    for (let at = words.first; at < end; at++) {
      const found = wordTense(words, at, sureOnly);
      if (found && found.tense !== 'unknown') return found;
    }
  }
  return undefined;
}

/** The nearest word with a tense in one direction from `cue`, within the reach. */
function nearest(words: SentenceWords, cue: number, step: 1 | -1, sureOnly: boolean) {
  for (let offset = 1; offset <= searchReach; offset++) {
    const at = cue + step * offset;
    if (at < words.first || at >= words.end) return undefined;
    const found = wordTense(words, at, sureOnly);
    if (found) return found;
  }
  return undefined;
}

/**
 * The tense of the result a cue states: its verb group's when the cue is a verb ("was
 * associated", "reduced", "may reduce"), else the nearest finite verb around it, a sure form
 * (an auxiliary, a past) before a present that may be a noun ("had lower rates", "the link …
 * disappears"). A comparison looks back first ("were higher"), a relation noun forward ("the
 * association was").
 */
export function tenseOf(
  words: SentenceWords,
  cue: number,
  form: 'verb' | 'noun' | 'comparison' = 'verb',
): TenseReading {
  // "lower" and "link" can be verbs; as a comparison or a relation noun they are not.
  const own = form === 'verb' ? groupTense(words, cue) : undefined;
  if (own) return own;
  const order: (1 | -1)[] = form === 'noun' ? [1, -1] : [-1, 1];
  for (const sureOnly of [true, false]) {
    for (const step of order) {
      const found = nearest(words, cue, step, sureOnly);
      if (found) return found;
    }
  }
  return { tense: 'unknown' };
}
