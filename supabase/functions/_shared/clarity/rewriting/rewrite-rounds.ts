import type { RuleFamily, Spelling } from '../rules/rule-family.ts';
import { guardText } from './protected-spans.ts';
import { type AppliedEdit, applyEdits, chooseEdits } from './text-edits.ts';
import { tokenize } from './word-tokens.ts';

/** Rounds after which a text is left as it is: each round only shortens or plainens it. */
const maxRounds = 3;

/** Verbs spelled "-ise" in British and "-ize" in American English ("advise" is not one). */
const izeVerbs =
  /\b(?:analy([sz])(?:e|ed|ing)|(?:organ|recogn|real|summar|emphas|priorit|minim|maxim|optim|normal|standard|character|categor|final|util|apolog|critic|special|visual|general|random|synthes|hypothes|stabil|author)i([sz])(?:e|es|ed|ing|ation|ations))\b/gi;

/** The draft's own spelling, for the verbs a rule writes ("analysed" or "analyzed"). */
export function spellingOf(text: string): Spelling {
  let british = 0;
  let american = 0;
  for (const match of text.matchAll(izeVerbs)) {
    // "analyses" is also the plural of "analysis" in both spellings, so it is not counted.
    if ((match[1] ?? match[2])!.toLowerCase() === 's') british++;
    else american++;
  }
  return british > american ? 'uk' : 'us';
}

/**
 * Rewrites a text with the given rule families: every family proposes edits on the same text,
 * the ones that touch no protected span and overlap no longer one are applied, and the next
 * round looks again (an edit that lost an overlap, or one the first made possible).
 */
export function rewriteText(
  text: string,
  families: readonly RuleFamily[],
): { text: string; applied: AppliedEdit[] } {
  const spelling = spellingOf(text);
  const applied: AppliedEdit[] = [];
  let current = text;
  for (let round = 0; round < maxRounds; round++) {
    const tokens = tokenize(current);
    const context = { text: current, tokens, spelling, round };
    const proposed = families.flatMap((family) => family.find(context));
    const guard = guardText(current);
    const chosen = chooseEdits(proposed, current, guard);
    if (chosen.length === 0) break;
    const result = applyEdits(current, chosen, guard);
    current = result.text;
    applied.push(...result.applied);
  }
  return { text: current, applied };
}
