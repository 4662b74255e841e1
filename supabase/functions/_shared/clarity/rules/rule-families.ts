import type { RuleFamilyId } from '../rewriting/text-edits.ts';
import { passiveFamily } from './agent-passive-rule.ts';
import { doubletsFamily } from './doublets-rule.ts';
import { modifiersFamily } from './excess-modifiers-rule.ts';
import { hedgesFamily } from './hedges-rule.ts';
import { hiddenVerbsFamily } from './hidden-verbs-rule.ts';
import { mechanicsFamily } from './mechanics-rule.ts';
import { plainWordsFamily } from './plain-words-rule.ts';
import { paddingFamily } from './request-padding-rule.ts';
import type { RuleFamily } from './rule-family.ts';

/**
 * Every rule family of the offline engine. A style (issue 13: shorter, formal, friendly,
 * direct, plain) is a choice among them: `refineMessage(text, { families })`.
 */
export const ruleFamilies: Readonly<Record<RuleFamilyId, RuleFamily>> = {
  mechanics: mechanicsFamily,
  padding: paddingFamily,
  hedges: hedgesFamily,
  'hidden-verbs': hiddenVerbsFamily,
  doublets: doubletsFamily,
  'plain-words': plainWordsFamily,
  modifiers: modifiersFamily,
  passive: passiveFamily,
};

export const allRuleFamilyIds = Object.keys(ruleFamilies) as RuleFamilyId[];
