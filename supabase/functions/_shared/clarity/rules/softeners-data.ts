import { determiners, negations } from '../../text/english/word-classes.ts';
import type { RuleSourceId } from './rule-sources.ts';
import { drop, type WordTable } from './word-rules.ts';

/**
 * DIRECT's data: hedges a writer asking for a direct message wants gone wherever they stand,
 * not only where a sentence opens or where they stack (what every refinement does). Words that
 * carry a probability the writer measured ("probably", "likely") and the modal verbs ("may",
 * "might", "could") stay: only the writer knows whether the claim is certain, so a note asks.
 */

const reason = 'a direct claim needs no hedge';

/** Hedge adverbs dropped anywhere a word follows them ("the effect is perhaps larger"). */
const adverb = (word: string, source: RuleSourceId) =>
  drop(word, source, {
    notAfter: negations,
    notBefore: negations,
    beforeWord: true,
    parenthetical: true,
  });

export const hedgeAdverbs: WordTable = {
  reason,
  rules: [
    adverb('perhaps', 'hedges'),
    adverb('possibly', 'hedges'),
    adverb('maybe', 'hedges'),
    adverb('arguably', 'hedges'),
    adverb('presumably', 'hedges'),
    adverb('conceivably', 'hedges'),
    adverb('seemingly', 'associate'),
    adverb('supposedly', 'hedges'),
    adverb('somehow', 'hedges'),
  ],
};

/**
 * Hedges before an adjective or adverb only ("rather small", "a bit late", "kind of slow"): "a
 * kind of error" is a noun, "rather than" no hedge, and "not a bit late" keeps it.
 */
const beforeAdjective = (phrase: string, source: RuleSourceId) =>
  drop(phrase, source, {
    notAfter: new Set([...determiners, ...negations]),
    beforeAdjective: true,
  });

export const hedgesBeforeAdjective: WordTable = {
  reason,
  rules: [
    beforeAdjective('rather', 'hedges'),
    beforeAdjective('fairly', 'hedges'),
    beforeAdjective('somewhat', 'hedges'),
    beforeAdjective('a bit', 'hedges'),
    beforeAdjective('a little', 'associate'),
    beforeAdjective('kind of', 'hedges'),
    beforeAdjective('sort of', 'hedges'),
  ],
};

/**
 * Hedging phrases set off by commas, or before "that", anywhere in a sentence: ", I think,",
 * "to some extent", "it seems that". Regular expression sources matched case-insensitively.
 */
export const hedgingPhrases: readonly { pattern: string; source: RuleSourceId }[] = [
  {
    pattern: ',\\s*(?:i|we) (?:think|believe|feel|suppose|guess)(?=\\s*[,.;!?])',
    source: 'hedges',
  },
  {
    // Never from a space that follows a space (a match from the first space of the run comes
    // first): tried from every space of a long run, the run was read again each time.
    pattern:
      '(?!(?<=\\s)\\s),?\\s*(?:to (?:some|a (?:certain|large|limited)) (?:extent|degree)|more or less|in (?:a|some) (?:way|ways|sense))(?=\\s*[,.;!?])',
    source: 'hedges',
  },
  {
    pattern:
      '\\b(?:it (?:would )?(?:seems?|appears?)|(?:i|we) (?:think|believe|feel|suspect)) that\\s+(?!way\\b|much\\b|is\\b|was\\b)',
    source: 'hedges',
  },
];

/** "seems to be" → "is": a hedge verb before "be" or another verb, in its person and tense. */
export const seemsTo = /\b(seems|seem|appears|appear)\s+to\s+([a-z]+)\b/gi;

/**
 * A question that is really a request ("Could you send the file?") becomes one ("Please send
 * the file."): only where the verb after "you" is a known verb base.
 */
export const questionRequest =
  /\b(?:could|can|would|will) you (?:please |possibly |perhaps |kindly )*(?:be able to )?(?=[a-z]+\b)/iy;
