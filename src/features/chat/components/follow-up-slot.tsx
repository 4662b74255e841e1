import { createContext, useContext } from 'react';
import { FollowUpRow } from '@/features/chat/components/follow-up-row';
import type { FollowUpStyle } from '@/features/chat/model/follow-up-styles';

/** Which reply carries the follow-up row, whether it is usable, and what it does. */
export interface FollowUpPlacement {
  sourceId: string | undefined;
  disabled: boolean;
  onFollowUp: (entry: FollowUpStyle) => void;
}

export const FollowUpPlacementContext = createContext<FollowUpPlacement | null>(null);

/**
 * The follow-up row's place inside every bubble, filled only in the latest refined reply's.
 * It reads the placement from context, so when the row moves to a new reply or is disabled
 * while one is pending only these small slots re-render, never the memoised bubbles around
 * them (bench:web holds appending a reply to one bubble render).
 */
export function FollowUpSlot({ messageId }: { messageId: string }) {
  const placement = useContext(FollowUpPlacementContext);
  if (!placement || placement.sourceId !== messageId) return null;
  return <FollowUpRow disabled={placement.disabled} onFollowUp={placement.onFollowUp} />;
}
