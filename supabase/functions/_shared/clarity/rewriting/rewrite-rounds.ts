import { createFactLock } from '../../refinement/fact-lock.ts';
import { budgetFor, type WorkBudget } from '../../refinement/work-budget.ts';
import type { RuleFamily, Spelling } from '../rules/rule-family.ts';
import { applyKeepingFacts } from './fact-safe-edits.ts';
import { guardPasses, guardText } from './protected-spans.ts';
import { type AppliedEdit, chooseEdits } from './text-edits.ts';
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
 * round looks again (an edit that lost an overlap, or one the first made possible). Every pass
 * is counted on `budget`; once it runs out no round starts, and `complete` is false.
 */
export function rewriteText(
  text: string,
  families: readonly RuleFamily[],
  budget: WorkBudget = budgetFor(text.length),
): { text: string; applied: AppliedEdit[]; complete: boolean } {
  budget.read(text);
  const spelling = spellingOf(text);
  const lock = createFactLock(text, budget);
  const applied: AppliedEdit[] = [];
  let current = text;
  let complete = true;
  for (let round = 0; round < maxRounds; round++) {
    // Words, each family's look, and the protected spans.
    if (!budget.read(current, 1 + families.length + guardPasses)) {
      complete = false;
      break;
    }
    const tokens = tokenize(current);
    const context = { text: current, tokens, spelling, round };
    const proposed = families.flatMap((family) => family.find(context));
    const guard = guardText(current);
    const chosen = chooseEdits(proposed, current, guard);
    if (chosen.length === 0) break;
    const result = applyKeepingFacts(current, chosen, guard, lock, budget);
    current = result.text;
    applied.push(...result.applied);
    complete &&= result.complete;
    // A round that could not be made safe would be proposed again as it was.
    if (!result.safe) break;
  }
  return { text: current, applied, complete };
}
