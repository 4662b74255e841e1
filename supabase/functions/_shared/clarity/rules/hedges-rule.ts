import { spacesFrom } from '../../text/tokens.ts';
import {
  hedgedOpener,
  hedgeThenModal,
  hedgeThenVerb,
  modalThenHedge,
  openingHedges,
  seemsToSuggest,
} from './hedges-data.ts';
import { openerDrops } from './clause-openers.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';
import { type AcceptWords, wordEdits } from './word-families.ts';

const stacked = [modalThenHedge, hedgeThenModal, hedgeThenVerb, seemsToSuggest].map((table) =>
  wordEdits(table),
);

const modals = new Set(['may', 'might', 'could']);

/**
 * Whether, after "it is possible that" and its white space, a modal comes before the sentence's
 * mark or the line's end. Asked left to right, so both searches only move forward: linear.
 */
function modalFollows({ text, tokens }: RuleContext): AcceptWords {
  const stops = /[.!?\n]/g;
  let stop = -1;
  let modal = 0;
  return (found) => {
    const after = spacesFrom(text, found.end);
    if (after === found.end) return undefined;
    if (stop < after) {
      stops.lastIndex = after;
      stop = stops.exec(text)?.index ?? text.length;
    }
    while (modal < tokens.length && (modal <= found.last || !modals.has(tokens[modal]!.lower))) {
      modal++;
    }
    return tokens[modal] && tokens[modal]!.start < stop ? found : undefined;
  };
}

const possibleThat = wordEdits(hedgedOpener, modalFollows);

const openers = openerDrops(openingHedges);

function findHedges(context: RuleContext): Proposal[] {
  return [
    ...stacked.flatMap((find) => find(context)),
    ...possibleThat(context),
    ...openers(context),
  ];
}

export const hedgesFamily: RuleFamily = {
  sources: sourcesOf(
    ...[modalThenHedge, hedgeThenModal, hedgeThenVerb, seemsToSuggest, hedgedOpener].map(
      (table) => table.rules,
    ),
    openingHedges.rules,
  ),
  summary:
    'a second hedge on a hedged claim ("may possibly" → "may", "seems to suggest" → "suggests", "it is possible that … may" → "… may") and a hedging opener ("I think that")',
  find: findHedges,
};
