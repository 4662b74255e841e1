import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { EmptyState } from '@/features/chat/components/empty-state';
import { FollowUpPlacementContext } from '@/features/chat/components/follow-up-slot';
import { MessageBubble } from '@/features/chat/components/message-bubble';
import type { ChatMessage } from '@/features/chat/model/chat-message';
import { followUpSourceOf, type FollowUpStyle } from '@/features/chat/model/follow-up-styles';

interface MessageListProps {
  messages: readonly ChatMessage[];
  isWaiting: boolean;
  lastLatencyMs: number | null;
  onCopy: (text: string) => void;
  /** The replies showing their DIFF. */
  openDiffIds: ReadonlySet<string>;
  onToggleDiff: (messageId: string) => void;
  /** Must be stable: refines the latest refined reply again in a style. */
  onFollowUp: (entry: FollowUpStyle) => void;
}

function WorkingPlaceholder() {
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="text-xs font-bold tracking-widest">ASSOCIATE</span>
      <p className="animate-pulse border border-terminal-border px-3 py-2 text-sm text-terminal-dim">
        Working...
      </p>
    </div>
  );
}

/**
 * The scrolling conversation. `role="log"` makes screen readers announce each new reply; it
 * scrolls to the newest message whenever one is added.
 */
export const MessageList = memo(function MessageList({
  messages,
  isWaiting,
  lastLatencyMs,
  onCopy,
  openDiffIds,
  onToggleDiff,
  onFollowUp,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, isWaiting]);

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
              />
            ))}
            {isWaiting && <WorkingPlaceholder />}
          </div>
        </FollowUpPlacementContext.Provider>
      )}
    </div>
  );
});
