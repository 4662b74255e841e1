import { determiners, negations } from '../../text/english/word-classes.ts';
import type { RuleSourceId } from './rule-sources.ts';
import { drop, swap, type WordTable } from './word-rules.ts';

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
 * Hedging phrases anywhere in a sentence, each table read on its own (`softeners-rule.ts`).
 * ", I think," goes from its comma, where a mark follows.
 */
export const hedgeAfterComma: WordTable = {
  rule: 'hedging phrase',
  reason,
  rules: [drop('(i|we) (think|believe|feel|suppose|guess)', 'hedges')],
};

/**
 * "to some extent", "more or less", "in a way" before a mark, with the comma or spaces before
 * them; as first written, the first word may end a longer word ("into some extent").
 */
export const hedgeBeforeMark: WordTable = {
  rule: 'hedging phrase',
  reason,
  rules: [
    drop('to (some|a (certain|large|limited)) (extent|degree)', 'hedges'),
    drop('more or less', 'hedges'),
    drop('in (a|some) (way|ways|sense)', 'hedges'),
  ],
};

/** "it seems that", "we believe that" with the spaces after, unless "that" is a pronoun. */
export const hedgeBeforeThat: WordTable = {
  rule: 'hedging phrase',
  reason,
  rules: [
    drop(
      '(it (would )?(seems|seem|appears|appear)|(i|we) (think|believe|feel|suspect)) that',
      'hedges',
    ),
  ],
};

/** "seems to be" → "is": a hedge verb before "be" or another verb, in its person and tense. */
export const seemsTo: WordTable = {
  rule: 'seems to',
  reason,
  rules: [swap('(seems|seem|appears|appear) to', '', 'hedges')],
};

/**
 * A question that is really a request ("Could you send the file?") becomes one ("Please send
 * the file."): only where the verb after "you" is a known verb base. Hedges may stand before the
 * verb, then "be able to".
 */
export const questionRequest = {
  asks: ['could you', 'can you', 'would you', 'will you'],
  mind: 'would you mind',
  hedges: new Set(['please', 'possibly', 'perhaps', 'kindly']),
  able: ['be', 'able', 'to'],
} as const;
