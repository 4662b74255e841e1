import { createFactLock } from '../../refinement/fact-lock.ts';
import { budgetFor, type WorkMeter } from '../../text/work-meter.ts';
import { spellingOf } from '../../text/english/local-spelling.ts';
import { type RuleFamilyId, ruleFamilies } from '../rules/rule-families.ts';
import { applyKeepingClaims } from './claim-safe-edits.ts';
import { guardPasses } from '../../text/protected-spans.ts';
import { readDocument, type TextDocument } from '../../text/text-document.ts';
import type { RuleContext } from '../rules/rule-family.ts';
import { type AppliedEdit, chooseEdits, type Edit } from './text-edits.ts';
import type { ClaimChange } from '../../contract/claims-contract.ts';

/** The families whose promise is the greeting's and sign-off's register (FORMAL, FRIENDLIER). */
const registerFamilies: ReadonlySet<string> = new Set(['formal-register', 'friendly-register']);

/**
 * Whether an edit stays in the body: the subject line, greeting, sign-off and signature are the
 * writer's own words ("on behalf of all authors" stays), which only the register styles restyle.
 */
function withinBody(document: TextDocument, edit: Edit): boolean {
  if (registerFamilies.has(edit.family)) return true;
  return !document.parts.some(
    (part) => part.kind !== 'body' && edit.start < part.end && edit.end > part.start,
  );
}

/** Rounds after which a text is left as it is: each round only shortens or plainens it. */
const maxRounds = 3;

/** What the families propose on one text, each edit with the family that proposed it. */
export function proposeEdits(context: RuleContext, families: readonly RuleFamilyId[]): Edit[] {
  return families.flatMap((family) =>
    ruleFamilies[family].find(context).map((proposal) => ({ ...proposal, family })),
  );
}

/**
 * Rewrites a text with the given rule families: every family proposes edits on the same text,
 * the ones that touch no protected span and overlap no longer one are applied, and the next
 * round looks again (an edit that lost an overlap, or one the first made possible). No round
 * loses a fact or carries a claim further (`applyKeepingClaims`). Every pass is counted on
 * `budget`; once it runs out no round starts, and `complete` is false.
 */
export function rewriteText(
  text: string,
  families: readonly RuleFamilyId[],
  budget: WorkMeter = budgetFor(text.length),
): {
  text: string;
  applied: AppliedEdit[];
  complete: boolean;
  /** Edits left out because they carried a claim further, and what they would have done. */
  held: { edits: Edit[]; changes: ClaimChange[] };
} {
  budget.read(text);
  const spelling = spellingOf(text);
  const lock = createFactLock(text, budget);
  const applied: AppliedEdit[] = [];
  const held: { edits: Edit[]; changes: ClaimChange[] } = { edits: [], changes: [] };
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
    const proposed = proposeEdits(context, families).filter((edit) => withinBody(document, edit));
    const { guard } = document;
    const chosen = chooseEdits(proposed, current, guard);
    if (chosen.length === 0) break;
    const result = applyKeepingClaims(current, chosen, guard, lock, budget);
    current = result.text;
    applied.push(...result.applied);
    held.edits.push(...result.held);
    held.changes.push(...result.heldChanges);
    complete &&= result.complete;
    // A round that could not be made safe would be proposed again as it was.
    if (!result.safe) break;
  }
  return { text: current, applied, complete, held };
}
