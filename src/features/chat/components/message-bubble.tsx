import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { errorReplyPrefix } from '@/features/chat/model/chat-copy';
import type { ChatMessage } from '@/features/chat/model/chat-message';
import { cn } from '@/lib/class-names';

function formatTime(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

interface MessageBubbleProps {
  message: ChatMessage;
  /** Must be stable: a new function on every render would re-render every bubble. */
  onCopy: (text: string) => void;
}

function CopyIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="13" height="13" />
      <path d="M5 15H3V3h12v2" />
    </svg>
  );
}

/**
 * One message: DIRECTOR (the user) or ASSOCIATE (a reply) with its time. Text is rendered as
 * text, never as HTML. Memoised so typing or appending leaves existing bubbles alone.
 */
export const MessageBubble = memo(function MessageBubble({ message, onCopy }: MessageBubbleProps) {
  const isError = !message.isUser && message.text.startsWith(errorReplyPrefix);
  return (
    <article
      aria-label={message.isUser ? 'DIRECTOR' : 'ASSOCIATE'}
      className={cn('group flex flex-col gap-1', message.isUser ? 'items-end' : 'items-start')}
    >
      <header className="flex h-8 items-center gap-2 text-xs tracking-widest text-terminal-dim">
        <span className="font-bold text-terminal-foreground">
          {message.isUser ? 'DIRECTOR' : 'ASSOCIATE'}
        </span>
        <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
        {!message.isUser && (
          <Tooltip content="Copy">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Copy reply"
              onClick={() => onCopy(message.text)}
              className="opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
            >
              <CopyIcon />
            </Button>
          </Tooltip>
        )}
      </header>
      <p
        className={cn(
          'max-w-[80%] border px-3 py-2 text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]',
          message.isUser
            ? 'border-terminal-border bg-terminal-surface'
            : 'border-terminal-foreground bg-terminal-background',
          isError && 'border-terminal-danger text-terminal-danger',
        )}
      >
        {message.text}
      </p>
      {message.meta && (
        <p className="text-xs text-terminal-dim">
          {message.meta.vendor} · {message.meta.model} · {Math.round(message.meta.latency)} ms
          {message.meta.fallback && ' · OFFLINE FALLBACK (every remote engine failed)'}
        </p>
      )}
    </article>
  );
});
