import { createFactLock, type FactLock, keepsEngineFacts } from '../../refinement/fact-lock.ts';
import type { RuleFamily, Spelling } from '../rules/rule-family.ts';
import { guardText, type SpanGuard } from './protected-spans.ts';
import { type AppliedEdit, applyEdits, chooseEdits, type Edit } from './text-edits.ts';
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
 * Applies a round's edits, then checks the draft's hard facts and names with the same lock
 * vendors are held to. Edits never touch a fact, but one can change how a fact reads next to
 * it (a capital "May" before "2 June" reads as a date): then the edits go one by one, from the
 * end, and any after which a hard fact or a name would be lost is left out.
 */
function applyKeepingFacts(
  text: string,
  edits: readonly Edit[],
  guard: SpanGuard,
  lock: FactLock,
): { text: string; applied: AppliedEdit[] } {
  const together = applyEdits(text, edits, guard);
  if (keepsEngineFacts(lock.check(together.text))) return together;
  let current = text;
  const applied: AppliedEdit[] = [];
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    const next = applyEdits(current, [edit], guard);
    if (!keepsEngineFacts(lock.check(next.text))) continue;
    current = next.text;
    applied.unshift(...next.applied);
  }
  return { text: current, applied };
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
  const lock = createFactLock(text);
  const applied: AppliedEdit[] = [];
  let current = text;
  for (let round = 0; round < maxRounds; round++) {
    const tokens = tokenize(current);
    const context = { text: current, tokens, spelling, round };
    const proposed = families.flatMap((family) => family.find(context));
    const guard = guardText(current);
    const chosen = chooseEdits(proposed, current, guard);
    if (chosen.length === 0) break;
    const result = applyKeepingFacts(current, chosen, guard, lock);
    current = result.text;
    applied.push(...result.applied);
  }
  return { text: current, applied };
}
