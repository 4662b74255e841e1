import type { ChangePlace, Fact, Refinement } from '@/features/chat/model/refinement';

/** A change the writer can keep or turn down: its index in `refinement.changes`, and where. */
export interface PlacedChange {
  index: number;
  reason: string;
  /** The draft's words at the place ("" where the change adds words). */
  before: string;
  /** The refined text's words at the place ("" where the change drops words). */
  after: string;
  at: ChangePlace;
}

/**
 * The changes of a reply that can be turned down, in text order: those the server placed, when
 * every place fits the text the reply kept as its draft and the refined message (in order,
 * apart, each place's words the ones it names, the text between two places the same in both).
 * Undefined when none is placed (an older server, history stored before places) or when they
 * do not fit: the reply then shows as before, every change kept.
 */
export function placedChangesOf(
  draft: string,
  refinement: Pick<Refinement, 'refined' | 'changes'>,
): PlacedChange[] | undefined {
  const { refined } = refinement;
  const placed: PlacedChange[] = [];
  let draftFrom = 0;
  let refinedFrom = 0;
  for (const [index, change] of refinement.changes.entries()) {
    const { at } = change;
    if (!at) continue;
    const before = draft.slice(at.draft.start, at.draft.end);
    const after = refined.slice(at.refined.start, at.refined.end);
    const fits =
      at.draft.start >= draftFrom &&
      at.refined.start >= refinedFrom &&
      at.draft.end <= draft.length &&
      at.refined.end <= refined.length &&
      (change.before === undefined || change.before === before) &&
      (change.after === undefined || change.after === after) &&
      draft.slice(draftFrom, at.draft.start) === refined.slice(refinedFrom, at.refined.start);
    if (!fits) return undefined;
    placed.push({ index, reason: change.reason, before, after, at });
    draftFrom = at.draft.end;
    refinedFrom = at.refined.end;
  }
  if (placed.length === 0 || draft.slice(draftFrom) !== refined.slice(refinedFrom)) {
    return undefined;
  }
  return placed;
}

/** One stretch of the text as the writer left it. */
export type KeptPart =
  | { kind: 'same'; text: string }
  | { kind: 'kept'; change: PlacedChange }
  | { kind: 'turned-down'; change: PlacedChange };

/**
 * The draft with only the kept changes, in stretches: the text the changes left alone, each kept
 * change (its refined words) and each turned-down one (the draft's words). `turnedDown` holds
 * the changes' indexes in `refinement.changes`.
 */
export function keptParts(
  draft: string,
  changes: readonly PlacedChange[],
  turnedDown: ReadonlySet<number>,
): KeptPart[] {
  const parts: KeptPart[] = [];
  let from = 0;
  for (const change of changes) {
    if (change.at.draft.start > from) {
      parts.push({ kind: 'same', text: draft.slice(from, change.at.draft.start) });
    }
    parts.push({ kind: turnedDown.has(change.index) ? 'turned-down' : 'kept', change });
    from = change.at.draft.end;
  }
  if (from < draft.length) parts.push({ kind: 'same', text: draft.slice(from) });
  return parts;
}

/**
 * The text as the writer left it: the draft with only the kept changes. What the DIFF shows, what
 * COPY copies, and what a follow-up style refines. Turning a change down brings back the draft's
 * words there and nothing else.
 */
export function keptText(
  draft: string,
  changes: readonly PlacedChange[],
  turnedDown: ReadonlySet<number>,
): string {
  return keptParts(draft, changes, turnedDown)
    .map((part) =>
      part.kind === 'same'
        ? part.text
        : part.kind === 'kept'
          ? part.change.after
          : part.change.before,
    )
    .join('');
}

/**
 * The facts of the draft the kept text lacks, for its CHECK lines. With every change kept that
 * is what the server found missing. A turned-down change brings back the draft's words, so a
 * fact whose words are back in the text is no longer missing, and a negation the refined text
 * added is gone once its words are.
 */
export function missingFacts(
  facts: readonly Fact[],
  text: string,
  anyTurnedDown: boolean,
): readonly Fact[] {
  if (!anyTurnedDown) return facts;
  return facts.filter((fact) =>
    fact.added ? text.includes(fact.text) : !text.includes(fact.text),
  );
}
