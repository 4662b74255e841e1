import { type VerbForm, verbForms } from '../../text/english/verb-forms.ts';
import type { RuleSourceId } from './rule-sources.ts';
import { drop, swap, type WordTable } from './word-rules.ts';

/**
 * Hedges that stack: a second hedge on an already hedged claim says nothing more ("may
 * possibly" → "may", "seems to suggest" → "suggests"). A single hedge is the writer's choice and
 * stays (it is a note at most); "I think that" opening a sentence is dropped, as before. Each
 * table is read on its own (`word-families.ts`), so "may possibly consider" is offered as "may"
 * and as "consider", and the longer edit is chosen.
 */

const reason = 'one hedge is enough';

/** "may possibly" → "may": the modal stays. */
export const modalThenHedge: WordTable = {
  rule: 'may possibly',
  reason,
  rules: [
    swap(
      '(may|might|could|would) (possibly|perhaps|potentially|conceivably|maybe)',
      '$1',
      'hedges',
    ),
  ],
};

/** "perhaps might" → "might". */
export const hedgeThenModal: WordTable = {
  rule: 'perhaps might',
  reason,
  rules: [swap('(possibly|perhaps|maybe) (may|might|could)', '$2', 'hedges')],
};

/** "possibly consider" → "consider". */
export const hedgeThenVerb: WordTable = {
  rule: 'possibly consider',
  reason,
  rules: [
    swap(
      '(possibly|perhaps|maybe|potentially) (consider|suggest|suggests|suggested|indicate|indicates|indicated)',
      '$2',
      'hedges',
    ),
  ],
};

/**
 * "seems to suggest" → "suggests": a hedge verb leaning on another; the second keeps the tense
 * ("seemed to imply" → "implied").
 */
const leaning = (hedge: string, verb: string) =>
  (['base', 'third', 'past'] as const satisfies readonly VerbForm[]).map((form) =>
    swap(`${verbForms(hedge)[form]} to ${verb}`, verbForms(verb)[form], 'hedges'),
  );

export const seemsToSuggest: WordTable = {
  rule: 'seems to suggest',
  reason,
  rules: ['seem', 'appear', 'tend'].flatMap((hedge) =>
    ['suggest', 'indicate', 'imply'].flatMap((verb) => leaning(hedge, verb)),
  ),
};

/**
 * "It is possible that the effect may be smaller": the opener hedges a claim that its modal
 * hedges again, so the opener goes ("The effect may be smaller"). The modal must follow in the
 * same sentence, on the same line (`hedges-rule.ts`).
 */
export const hedgedOpener: WordTable = {
  rule: 'it is possible that … may',
  reason,
  rules: [drop('it (is|seems|appears) (possible|likely|conceivable|plausible) that', 'hedges')],
};

/**
 * Sentence openers that only hedge the claim after them, dropped with their "that" and a comma
 * where a clause opens and any word follows (`clause-openers.ts`).
 */
const opener = (match: string, source: RuleSourceId) =>
  drop(match, source, { then: { marks: ',', markOptional: true, space: true } });

export const openingHedges: WordTable = {
  rule: 'opening hedge',
  reason: 'the claim stands better without a hedge',
  leaves: 'words',
  rules: [
    opener('(I|We) (think|believe|feel|guess|suppose)( that)?', 'hedges'),
    opener('In my (humble )?(opinion|view)', 'hedges'),
    opener('(Honestly|Basically|Essentially|Actually)', 'fillers'),
  ],
};
