import { createFactLock } from '../../refinement/fact-lock.ts';
import { budgetFor, type WorkMeter } from '../../text/work-meter.ts';
import { spellingOf } from '../../text/english/local-spelling.ts';
import type { RuleFamily } from '../rules/rule-family.ts';
import { applyKeepingFacts } from './fact-safe-edits.ts';
import { guardPasses } from '../../text/protected-spans.ts';
import { readDocument } from '../../text/text-document.ts';
import { type AppliedEdit, chooseEdits } from './text-edits.ts';

/** Rounds after which a text is left as it is: each round only shortens or plainens it. */
const maxRounds = 3;

/**
 * Rewrites a text with the given rule families: every family proposes edits on the same text,
 * the ones that touch no protected span and overlap no longer one are applied, and the next
 * round looks again (an edit that lost an overlap, or one the first made possible). Every pass
 * is counted on `budget`; once it runs out no round starts, and `complete` is false.
 */
export function rewriteText(
  text: string,
  families: readonly RuleFamily[],
  budget: WorkMeter = budgetFor(text.length),
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
    const document = readDocument(current);
    const context = { document, text: current, tokens: document.tokens, spelling, round };
    const proposed = families.flatMap((family) => family.find(context));
    const { guard } = document;
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
