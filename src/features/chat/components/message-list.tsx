import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { EmptyState } from '@/features/chat/components/empty-state';
import { FollowUpPlacementContext } from '@/features/chat/components/follow-up-slot';
import { MessageBubble } from '@/features/chat/components/message-bubble';
import { ReplyInProgress } from '@/features/chat/components/reply-in-progress';
import type { ChatMessage } from '@/features/chat/model/chat-message';
import type { ReplyDraft } from '@/features/chat/model/reply-draft';
import { followUpSourceOf, type FollowUpStyle } from '@/features/chat/model/follow-up-styles';

interface MessageListProps {
  messages: readonly ChatMessage[];
  isWaiting: boolean;
  /** The reply being written; only its own bubble re-renders as words arrive. */
  replyDraft: ReplyDraft;
  lastLatencyMs: number | null;
  onCopy: (text: string) => void;
  /** The replies showing their DIFF. */
  openDiffIds: ReadonlySet<string>;
  onToggleDiff: (messageId: string) => void;
  /** Must be stable: stores the changes of a reply the writer turned down. */
  onTurnDown: (messageId: string, turnedDown: number[]) => void;
  /** Must be stable: refines the latest refined reply again in a style. */
  onFollowUp: (entry: FollowUpStyle) => void;
}

/**
 * How close to the end (px, the new words' own height included) the reader must be for arriving
 * words to keep the end in view.
 */
const followingEndPx = 160;

/**
 * The scrolling conversation. `role="log"` makes screen readers announce each new reply; it
 * scrolls to the newest message whenever one is added.
 */
export const MessageList = memo(function MessageList({
  messages,
  isWaiting,
  replyDraft,
  lastLatencyMs,
  onCopy,
  openDiffIds,
  onToggleDiff,
  onTurnDown,
  onFollowUp,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, isWaiting]);

  // Words arriving keep the end in view, unless the reader has scrolled up to read.
  const followNewWords = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (distance < followingEndPx) element.scrollTop = element.scrollHeight;
  }, []);

  const isEmpty = messages.length === 0 && !isWaiting;
  const followUpSourceId = followUpSourceOf(messages)?.id;
  const followUpPlacement = useMemo(
    () => ({ sourceId: followUpSourceId, disabled: isWaiting, onFollowUp }),
    [followUpSourceId, isWaiting, onFollowUp],
  );
  return (
    <div
      ref={scrollRef}
      className="max-h-[60vh] min-h-48 overflow-y-auto border border-terminal-border bg-terminal-background p-3 sm:p-4"
      tabIndex={0}
      aria-label="Conversation"
      role="log"
    >
      {isEmpty ? (
        <EmptyState lastLatencyMs={lastLatencyMs} />
      ) : (
        <FollowUpPlacementContext.Provider value={followUpPlacement}>
          <div className="flex flex-col gap-4">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                onCopy={onCopy}
                isDiffOpen={openDiffIds.has(message.id)}
                onToggleDiff={onToggleDiff}
                onTurnDown={onTurnDown}
              />
            ))}
            <ReplyInProgress draft={replyDraft} onGrow={followNewWords} />
          </div>
        </FollowUpPlacementContext.Provider>
      )}
    </div>
  );
});
