import type { RefinementStyle } from '../../contract/route-request-contract.ts';
import { defaultRuleFamilyIds, type RuleFamilyId } from '../rules/rule-families.ts';

/** What one style does on top of a plain refinement. */
export interface StyleProfile {
  /** How the terminal and the notes name it: SHORTER, FORMAL, FRIENDLIER, DIRECT, PLAIN. */
  label: string;
  /** The rule families it adds to the default ones. */
  adds: readonly RuleFamilyId[];
  /** Default families it leaves out, as working against it ("However" is FORMAL's register). */
  leavesOut?: readonly RuleFamilyId[];
}

/**
 * The offline engine's styles. Each is the default refinement plus its own families, so a
 * follow-up on an already refined message changes what the style is about and nothing else
 * (the default rules find little left to do on their own output).
 */
export const refinementStyles: Readonly<Record<RefinementStyle, StyleProfile>> = {
  shorter: { label: 'SHORTER', adds: ['fillers', 'padding-cuts'] },
  formal: { label: 'FORMAL', adds: ['formal-register'], leavesOut: ['connectives'] },
  friendly: { label: 'FRIENDLIER', adds: ['friendly-register'] },
  direct: { label: 'DIRECT', adds: ['softeners'] },
  plain: { label: 'PLAIN', adds: ['jargon'] },
};

/** The families a refinement in this style applies (the default ones without a style). */
export function familiesFor(style: RefinementStyle | undefined): readonly RuleFamilyId[] {
  if (!style) return defaultRuleFamilyIds;
  const { adds, leavesOut = [] } = refinementStyles[style];
  return [...defaultRuleFamilyIds.filter((id) => !leavesOut.includes(id)), ...adds];
}
