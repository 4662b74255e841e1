import { memo, useMemo } from 'react';
import { FollowUpSlot } from '@/features/chat/components/follow-up-slot';
import { RefinedReply } from '@/features/chat/components/refined-reply';
import { ReplacedLines } from '@/features/chat/components/reply-in-progress';
import { HoverCopyButton, RefinedReplyActions } from '@/features/chat/components/reply-actions';
import { messageIdAttribute } from '@/features/chat/hooks/use-diff-toggles';
import { errorReplyPrefix } from '@/features/chat/model/chat-copy';
import type { ChatMessage } from '@/features/chat/model/chat-message';
import { replyAsLeft } from '@/features/chat/model/reply-as-left';
import { privateLine } from '@/features/chat/model/withheld';
import { cn } from '@/lib/class-names';

function formatTime(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** A bubble's border and colours: the director's, the associate's, or an error in red. */
function bubbleColours(isUser: boolean, isError: boolean): string {
  if (isError) return 'border-terminal-danger bg-terminal-background text-terminal-danger';
  return isUser
    ? 'border-terminal-border bg-terminal-surface'
    : 'border-terminal-foreground bg-terminal-background';
}

interface MessageBubbleProps {
  message: ChatMessage;
  /** Must be stable: a new function on every render would re-render every bubble. */
  onCopy: (text: string) => void;
  /** Whether this reply shows its DIFF (only read for a reply that can). */
  isDiffOpen: boolean;
  /** Must be stable, like `onCopy`. */
  onToggleDiff: (messageId: string) => void;
  /** Must be stable, like `onCopy`: stores which changes of a reply the writer turned down. */
  onTurnDown: (messageId: string, turnedDown: number[]) => void;
}

/**
 * One message: DIRECTOR (the user) or ASSOCIATE (a reply) with its time. A reply with a
 * refinement shows it structured, and its hover copy takes the refined message alone, as the
 * writer left it (only the changes they kept); one
 * without (an older server, older history, an error) shows its text as it came. Under it, the
 * PRIVATE line when values of the draft were kept from the vendor, then the engine line. Text
 * is rendered as text, never as HTML. Memoised so typing or appending leaves existing bubbles
 * alone.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  onCopy,
  isDiffOpen,
  onToggleDiff,
  onTurnDown,
}: MessageBubbleProps) {
  const isError = !message.isUser && message.text.startsWith(errorReplyPrefix);
  const { refinement, draft } = message;
  const asLeft = useMemo(() => replyAsLeft(message), [message]);
  const kept = privateLine(message.meta?.withheld);
  const canDiff = refinement !== undefined && draft !== undefined;
  return (
    <article
      aria-label={message.isUser ? 'DIRECTOR' : 'ASSOCIATE'}
      {...{ [messageIdAttribute]: message.id }}
      className={cn('group flex flex-col gap-1', message.isUser ? 'items-end' : 'items-start')}
    >
      <header className="flex min-h-8 flex-wrap items-center gap-2 text-xs tracking-widest text-terminal-dim">
        <span className="font-bold text-terminal-foreground">
          {message.isUser ? 'DIRECTOR' : 'ASSOCIATE'}
        </span>
        <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
        {!message.isUser && (
          <HoverCopyButton
            label={refinement ? 'Copy refined message' : 'Copy reply'}
            onClick={() => onCopy(asLeft ? asLeft.text : message.text)}
          />
        )}
        {refinement && (
          <RefinedReplyActions
            isDiffOpen={canDiff ? isDiffOpen : undefined}
            onToggleDiff={() => onToggleDiff(message.id)}
            onCopyAll={() => onCopy(message.text)}
          />
        )}
      </header>
      <div
        className={cn(
          'max-w-[80%] border px-3 py-2 text-sm leading-relaxed [overflow-wrap:anywhere]',
          bubbleColours(message.isUser, isError),
        )}
      >
        {message.replaced && (
          <div className="mb-2">
            <ReplacedLines reasons={message.replaced} />
          </div>
        )}
        {refinement && asLeft ? (
          <RefinedReply
            refinement={refinement}
            draft={draft}
            isDiffOpen={isDiffOpen}
            asLeft={asLeft}
            onTurnDown={(turnedDown) => onTurnDown(message.id, turnedDown)}
            onCopy={onCopy}
          />
        ) : (
          <p className="whitespace-pre-wrap">{message.text}</p>
        )}
      </div>
      {kept && <p className="text-xs tracking-wider text-terminal-dim">{kept}</p>}
      {message.meta && (
        <p className="text-xs text-terminal-dim">
          {message.meta.vendor} · {message.meta.model} · {Math.round(message.meta.latency)} ms
          {message.meta.fallback && ' · OFFLINE FALLBACK (every remote engine failed)'}
        </p>
      )}
      {!message.isUser && <FollowUpSlot messageId={message.id} />}
    </article>
  );
});
