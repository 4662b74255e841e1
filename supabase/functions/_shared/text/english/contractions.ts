/**
 * English contractions: what each stands for, and how to find one in a text. FORMAL expands
 * them, FRIENDLIER writes them, and the metrics count them, so "no contraction left" is
 * measured by the same definition everywhere. Apostrophes are read as "'" whatever their shape.
 */
import { capitalise } from '../tokens.ts';

/** "n't" forms whose expansion is fixed. */
export const negativeContractions: Readonly<Record<string, string>> = {
  "don't": 'do not',
  "doesn't": 'does not',
  "didn't": 'did not',
  "isn't": 'is not',
  "aren't": 'are not',
  "wasn't": 'was not',
  "weren't": 'were not',
  "haven't": 'have not',
  "hasn't": 'has not',
  "hadn't": 'had not',
  "won't": 'will not',
  "wouldn't": 'would not',
  "can't": 'cannot',
  "couldn't": 'could not',
  "shouldn't": 'should not',
  "mustn't": 'must not',
  "needn't": 'need not',
  "shan't": 'shall not',
  "mightn't": 'might not',
};

/** Words that take "'s" for "is" or "has" (never a possessive: "Maria's" is left alone). */
export const isOrHasHosts = new Set(
  `it that there here what who where how when why he she`.split(/\s+/),
);

/** "'m", "'re", "'ve", "'ll" stand for one word each; "'d" and "'s" depend on what follows. */
export const cliticWords: Readonly<Record<string, string>> = {
  m: 'am',
  re: 'are',
  ve: 'have',
  ll: 'will',
};

/**
 * Any contraction: an "n't" word, a pronoun or a modal with "'m", "'re", "'ve", "'ll" or "'d",
 * a word of `isOrHasHosts` with "'s", and "let's". Not a possessive, not "o'clock", not "ma'am".
 */
const contractionPattern =
  /(?<![\p{L}\p{N}'’])(?:\p{L}+n['’]t|\p{L}+['’](?:m|re|ve|ll|d)|(?:it|that|there|here|what|who|where|how|when|why|he|she|let)['’]s)(?![\p{L}\p{N}'’])/giu;

/** Where each contraction of a text is: [start, end) and the word as written. */
export function findContractions(text: string): { start: number; end: number; text: string }[] {
  return [...text.matchAll(contractionPattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    text: match[0],
  }));
}

/** How many contractions a text holds. */
export function countContractions(text: string): number {
  return findContractions(text).length;
}

/** The word in the case of the one it replaces: "Don't" → "Do not", "DON'T" → "DO NOT". */
export function inCaseOf(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && /\p{Lu}/u.test(original)) {
    return replacement.toUpperCase();
  }
  return /^\p{Lu}/u.test(original) ? capitalise(replacement) : replacement;
}
