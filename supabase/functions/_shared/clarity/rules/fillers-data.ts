import type { RuleSourceId } from './rule-sources.ts';
import { drop, type WordConditions, type WordTable } from './word-rules.ts';

/**
 * SHORTER's data. Filler words the default rules keep (they may carry a little meaning, which a
 * writer asking for a shorter message gives up), each with the contexts where it is not a
 * filler, and openers that only announce or hedge what follows, dropped wherever a clause opens.
 */
const filler = (word: string, source: RuleSourceId, when: WordConditions = {}) =>
  drop(word, source, { withComma: 'closing', notAfterNegation: true, beforeWord: true, ...when });

export const fillers: WordTable = {
  reason: 'a filler: the sentence says the same without it',
  summary:
    'fillers anywhere ("I just wanted", "actually", "simply", "certainly") and empty or hedging openers ("As you know,", "It seems that", "Please note that")',
  rules: [
    // Only after a subject or an auxiliary, or heading a clause before a verb: "just" is "only"
    // before a number or a noun ("just two samples"), and "exactly" in "just as".
    drop('just', 'fillers', { afterSubject: true, notAfterNegation: true, beforeWord: true }),
    filler('actually', 'fillers'),
    filler('simply', 'fillers', { notBefore: ['put', 'because', 'by'] }),
    filler('certainly', 'fillers', { notBefore: ['not'] }),
    filler('definitely', 'fillers', { notBefore: ['not'] }),
    filler('obviously', 'fillers', { notBefore: ['not'] }),
    filler('surely', 'fillers', { notBefore: ['not'] }),
    filler('truly', 'fillers'),
    filler('indeed', 'too-wordy'),
    // "a pretty picture": after an article it is an adjective.
    filler('pretty', 'fillers', { notAfter: ['a', 'the'] }),
  ],
};

/**
 * Openers dropped at the head of a clause (with their comma or "that"): each announces the
 * sentence, asks for attention or hedges it, and the sentence says the same without it. Any
 * spacing and case match.
 */
export const emptyOpeners: WordTable = {
  rule: 'empty opener',
  reason: 'the opener says nothing the sentence does not',
  rules: [
    // Spoken discourse markers: a short message starts with what it says ("Well, the grant's due").
    drop(
      'so|well|anyway|anyways|okay|ok|alright|all right|oh|look|now then|long story short|by the way|fyi|btw',
      'associate',
      { then: { marks: ',:', space: true } },
    ),
    drop(
      'as (you (may |might )?(know|be aware|are aware|will recall|will remember)|(i|we) (mentioned|said|wrote|noted)( (before|earlier|previously|above|last week))?|(mentioned|noted|discussed|stated) (above|before|earlier|previously))',
      'too-wordy',
      { then: { marks: ',' } },
    ),
    drop(
      "for what it's worth|for what it is worth|at the end of the day|to be honest|to tell (you )?the truth|in fact|of course|frankly|obviously|clearly|indeed|truth be told",
      'fillers',
      { then: { marks: ',' } },
    ),
    drop('(please )?note that', 'fplg-concise', {
      then: { marks: ',', markOptional: true, space: true },
    }),
    drop(
      'just (to let you know|so you know|a (quick )?(reminder|heads-up|heads up|note)( that)?)',
      'associate',
      { then: { marks: ',:', markOptional: true, space: true } },
    ),
    drop('(a )?quick (reminder|note|heads-up|update)( that)?', 'associate', {
      then: { marks: ',:', markOptional: true, space: true },
    }),
    drop(
      "it (would )?(seem|seems|appear|appears)( that)?|i would say( that)?|i'd say( that)?|i personally (think|believe|feel)( that)?",
      'hedges',
      { then: { space: true } },
    ),
    drop('personally|to my mind|if you ask me|from my (perspective|point of view)', 'hedges', {
      then: { marks: ',', space: true },
    }),
  ],
};
