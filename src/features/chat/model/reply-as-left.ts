import type { ChatMessage } from '@/features/chat/model/chat-message';
import { keptText, placedChangesOf, type PlacedChange } from '@/features/chat/model/kept-changes';

/** A reply as the writer left it: its changes, the ones turned down, and the text they give. */
export interface ReplyAsLeft {
  /** The changes the writer can keep or turn down; undefined when the reply has none placed. */
  changes: PlacedChange[] | undefined;
  turnedDown: ReadonlySet<number>;
  /** Whether any placed change is turned down. */
  anyTurnedDown: boolean;
  /** The refined message with only the kept changes (the whole refined message by default). */
  text: string;
}

const none: ReadonlySet<number> = new Set();

/**
 * What a structured reply shows, copies and hands to a follow-up style: the draft with only the
 * changes the writer kept. A reply without placed changes (older servers, older history) is its
 * refined message, as before.
 */
export function replyAsLeft(message: ChatMessage): ReplyAsLeft | undefined {
  const { refinement, draft } = message;
  if (!refinement) return undefined;
  const changes = draft === undefined ? undefined : placedChangesOf(draft, refinement);
  if (!changes || draft === undefined) {
    return { changes: undefined, turnedDown: none, anyTurnedDown: false, text: refinement.refined };
  }
  const turnedDown = new Set(message.turnedDown ?? []);
  const anyTurnedDown = changes.some((change) => turnedDown.has(change.index));
  return {
    changes,
    turnedDown,
    anyTurnedDown,
    text: anyTurnedDown ? keptText(draft, changes, turnedDown) : refinement.refined,
  };
}
