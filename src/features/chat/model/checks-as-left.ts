import type { ClaimChange } from '@/features/chat/model/claims';
import type { ImpactLoss } from '@/features/chat/model/impact';

/*
 * The server reads the refined text with every change kept. Once the writer turns a change down,
 * its draft words are back, and a CHECK about what that change did may no longer hold. A check
 * goes only when the text as left shows it plainly no longer holds; when in doubt it stays, as a
 * missed warning costs more than a spare one.
 */

/**
 * The claim changes the text as left still carries. One goes when its draft sentence is back
 * word for word, or when the firmer words it brought (`after`) are nowhere in the text.
 */
export function claimChangesAsLeft(
  changed: readonly ClaimChange[],
  text: string,
  anyTurnedDown: boolean,
): readonly ClaimChange[] {
  if (!anyTurnedDown) return changed;
  return changed.filter(
    (change) =>
      !text.includes(change.sentence) &&
      (change.after === undefined || text.includes(change.after)),
  );
}

/**
 * The asks, deadline, greeting and sign-off the text as left still lacks: one whose draft words
 * are back in the text is no longer lost.
 */
export function impactLossesAsLeft(
  lost: readonly ImpactLoss[],
  text: string,
  anyTurnedDown: boolean,
): readonly ImpactLoss[] {
  if (!anyTurnedDown) return lost;
  return lost.filter((loss) => !text.includes(loss.text));
}
