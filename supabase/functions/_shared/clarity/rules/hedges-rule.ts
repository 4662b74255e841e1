import { expandPhrases, PhraseIndex } from '../../text/phrase-index.ts';
import { spacesFrom } from '../../text/tokens.ts';
import {
  hedgedOpener,
  hedgeThenModal,
  hedgeThenVerb,
  modalThenHedge,
  openingHedges,
  seemsToSuggest,
} from './hedges-data.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';
import { type AcceptWords, wordEdits } from './word-families.ts';
import type { WordRule } from './word-rules.ts';

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

/** One index per rule: a rule's phrases are tried before the next rule's, as written. */
const openerRules = openingHedges.rules.map((rule) => {
  const index = new PhraseIndex<WordRule>({ joins: 'single' });
  for (const phrase of expandPhrases(rule.match)) index.add(phrase, rule);
  return index;
});

/** After an opener: an optional comma and one space; where the opener's match ends. */
function afterOpener(text: string, end: number): number | undefined {
  if (text[end] === ',' && text[end + 1] === ' ') return end + 2;
  return text[end] === ' ' ? end + 1 : undefined;
}

/** "I think that the effect is large" → "The effect is large"; "I think." alone stays. */
function openers(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  for (const index of context.document.clauseStarts) {
    const start = tokens[index]!.start;
    for (const rule of openerRules) {
      const end = rule
        .matchesAt(text, tokens, index)
        .map(({ words }) => afterOpener(text, tokens[index + words.length - 1]!.end))
        .find((found) => found !== undefined);
      if (end === undefined || /^[\s.!?]*$/.test(text.slice(end, end + 2))) continue;
      edits.push({
        start,
        end: start + text.slice(start, end).trimEnd().length,
        replacement: '',
        reason: openingHedges.reason as string,
        rule: openingHedges.rule!,
      });
      break;
    }
  }
  return edits;
}

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
