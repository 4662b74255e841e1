import { verbForms } from '../../text/english/verb-forms.ts';
import { hedgedOpener, openingHedges, seemsToPattern, stackedHedgeEntries } from './hedges-data.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';

const stacked = stackedHedgeEntries.map((entry) => ({
  entry,
  regex: new RegExp(entry.pattern, 'gi'),
}));
const reason = 'one hedge is enough';

function stackedHedges(text: string): Proposal[] {
  const edits: Proposal[] = [];
  for (const { entry, regex } of stacked) {
    for (const match of text.matchAll(regex)) {
      const kept = match.groups?.[entry.keep];
      if (!kept) continue;
      edits.push({
        start: match.index,
        end: match.index + match[0].length,
        replacement: kept,
        reason,
        rule: entry.id,
      });
    }
  }
  return edits;
}

/** The form of "seem" carries over: "seems to suggest" → "suggests", "seemed to" → "suggested". */
function seemsTo(text: string): Proposal[] {
  return [...text.matchAll(seemsToPattern)].map((match) => {
    const hedge = match[1]!.toLowerCase();
    const forms = verbForms(match[2]!.toLowerCase());
    const replacement = /ed$/.test(hedge)
      ? forms.past
      : /s$/.test(hedge)
        ? forms.third
        : forms.base;
    return {
      start: match.index,
      end: match.index + match[0].length,
      replacement,
      reason,
      rule: 'seems to suggest',
    };
  });
}

/** "I think that the effect is large" → "The effect is large"; "I think." alone stays. */
function openers(context: RuleContext): Proposal[] {
  const edits: Proposal[] = [];
  for (const index of context.document.clauseStarts) {
    const start = context.tokens[index]!.start;
    for (const { pattern } of openingHedges) {
      pattern.lastIndex = start;
      const match = pattern.exec(context.text);
      const rest = match ? context.text.slice(start + match[0].length) : '';
      if (!match || /^[\s.!?]*$/.test(rest.slice(0, 2))) continue;
      edits.push({
        start,
        end: start + match[0].trimEnd().length,
        replacement: '',
        reason: 'the claim stands better without a hedge',
        rule: 'opening hedge',
      });
      break;
    }
  }
  return edits;
}

/** "it is possible that X may…": the modal already hedges, so the opener goes, anywhere. */
function possibleThat(text: string): Proposal[] {
  return [...text.matchAll(hedgedOpener)].map((match) => ({
    start: match.index,
    end: match.index + match[0].trimEnd().length,
    replacement: '',
    reason,
    rule: 'it is possible that … may',
  }));
}

function findHedges(context: RuleContext): Proposal[] {
  return [
    ...stackedHedges(context.text),
    ...seemsTo(context.text),
    ...possibleThat(context.text),
    ...openers(context),
  ];
}

export const hedgesFamily: RuleFamily = {
  sources: sourcesOf(stackedHedgeEntries, openingHedges),
  summary:
    'a second hedge on a hedged claim ("may possibly" → "may", "seems to suggest" → "suggests", "it is possible that … may" → "… may") and a hedging opener ("I think that")',
  find: findHedges,
};
