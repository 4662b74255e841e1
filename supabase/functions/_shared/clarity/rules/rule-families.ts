import { passiveFamily } from './agent-passive-rule.ts';
import { concisionFamily } from './concision-rule.ts';
import { connectivesFamily } from './connectives-rule.ts';
import { doublets } from './doublets-data.ts';
import { modifiers } from './excess-modifiers-data.ts';
import { fillersFamily } from './fillers-rule.ts';
import { formalRegisterFamily } from './formal-register-rule.ts';
import { friendlyRegisterFamily } from './friendly-register-rule.ts';
import { hedgedRequestsFamily } from './hedged-requests-rule.ts';
import { hedgesFamily } from './hedges-rule.ts';
import { hiddenVerbsFamily } from './hidden-verbs-rule.ts';
import { impersonalFamily } from './impersonal-rule.ts';
import { jargonFamily } from './jargon-rule.ts';
import { mechanicsFamily } from './mechanics-rule.ts';
import { paddingCutsFamily } from './padding-cuts-rule.ts';
import { plainWordsFamily } from './plain-words-rule.ts';
import { paddingFamily } from './request-padding-rule.ts';
import { sentenceSplitFamily } from './sentence-split-rule.ts';
import { softenersFamily } from './softeners-rule.ts';
import { stockOpenersFamily } from './stock-openers-rule.ts';
import { dropFamily, swapFamily } from './word-families.ts';

/**
 * Every rule family of the offline engine, by its id: the one list of them. A refinement applies
 * the default ones; a style (styles/refinement-styles.ts) adds its own: `refineMessage(text, {
 * style })`, or any choice with `refineMessage(text, { families })`. A new family is one line
 * here.
 */
export const ruleFamilies = {
  mechanics: mechanicsFamily,
  padding: paddingFamily,
  hedges: hedgesFamily,
  'hidden-verbs': hiddenVerbsFamily,
  impersonal: impersonalFamily,
  doublets: swapFamily(doublets),
  concision: concisionFamily,
  'plain-words': plainWordsFamily,
  modifiers: dropFamily(modifiers),
  passive: passiveFamily,
  'sentence-split': sentenceSplitFamily,
  connectives: connectivesFamily,
  fillers: fillersFamily,
  'formal-register': formalRegisterFamily,
  'friendly-register': friendlyRegisterFamily,
  softeners: softenersFamily,
  jargon: jargonFamily,
  'stock-openers': stockOpenersFamily,
  'hedged-requests': hedgedRequestsFamily,
  'padding-cuts': paddingCutsFamily,
};

/** A family's id: a key of the registry. */
export type RuleFamilyId = keyof typeof ruleFamilies;

/**
 * What a refinement without a style applies: the engine before styles existed, and what buries
 * a message's point (stock openers, hedged requests).
 */
export const defaultRuleFamilyIds: readonly RuleFamilyId[] = [
  'mechanics',
  'stock-openers',
  'hedged-requests',
  'padding',
  'hedges',
  'hidden-verbs',
  'impersonal',
  'doublets',
  'concision',
  'plain-words',
  'modifiers',
  'passive',
  'sentence-split',
  'connectives',
];
