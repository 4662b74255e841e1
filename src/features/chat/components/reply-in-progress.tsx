import { useLayoutEffect, useSyncExternalStore } from 'react';
import { replacedLinePrefix } from '@/features/chat/model/chat-copy';
import type { ReplyDraft } from '@/features/chat/model/reply-draft';

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

/** Why earlier answers were set aside, one dim line each, above the words that replace them. */
export function ReplacedLines({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="text-xs tracking-wider text-terminal-dim">
      {reasons.map((reason, index) => (
        <li key={index}>
          {replacedLinePrefix}
          {reason}
        </li>
      ))}
    </ul>
  );
}

interface ReplyInProgressProps {
  draft: ReplyDraft;
  /** Must be stable: keeps the conversation scrolled to the newest words. */
  onGrow: () => void;
}

/**
 * The reply being written: `Working...` until its first words, then the words as they arrive
 * under ASSOCIATE, dim and dashed with a block cursor, for they are not judged yet; the judged
 * reply takes its place. The only part of the conversation that re-renders on each word. Screen
 * readers skip it (the log announces the judged reply once, when it is appended), so they never
 * hear a word twice or a word that was then replaced.
 */
export function ReplyInProgress({ draft, onGrow }: ReplyInProgressProps) {
  const { phase, text, replaced } = useSyncExternalStore(draft.subscribe, draft.getSnapshot);
  useLayoutEffect(() => {
    if (phase !== 'idle') onGrow();
  }, [phase, text, replaced, onGrow]);
  if (phase === 'idle') return null;
  if (phase === 'waiting') return <WorkingPlaceholder />;
  return (
    <article
      aria-hidden="true"
      data-testid="reply-in-progress"
      className="flex flex-col items-start gap-1"
    >
      <header className="flex min-h-8 items-center gap-2 text-xs tracking-widest text-terminal-dim">
        <span className="font-bold text-terminal-foreground">ASSOCIATE</span>
        <span>WRITING...</span>
      </header>
      <div className="max-w-[80%] space-y-2 border border-dashed border-terminal-border px-3 py-2 text-sm leading-relaxed text-terminal-dim [overflow-wrap:anywhere]">
        <ReplacedLines reasons={replaced} />
        <p className="whitespace-pre-wrap">
          {text}
          <span className="ml-0.5 inline-block animate-pulse motion-reduce:animate-none">█</span>
        </p>
      </div>
    </article>
  );
}
