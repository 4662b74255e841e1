import { useMemo } from 'react';
import { diffDraft, type DiffPart } from '@/features/chat/model/word-diff';
import { cn } from '@/lib/class-names';

/** A run's text split so its surrounding spaces stay unmarked (no struck-through gaps). */
function splitOuterWhitespace(text: string) {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text);
  return { leading: match?.[1] ?? '', core: match?.[2] ?? text, trailing: match?.[3] ?? '' };
}

/**
 * One run of the diff. Removed and added words are marked by more than colour (strike-through,
 * underline) and announced: screen readers read neither <del> nor <ins> by default.
 */
function DiffRun({ part, isReplaced }: { part: DiffPart; isReplaced: boolean }) {
  if (part.change === 'kept') return <span>{part.text}</span>;
  const { leading, core, trailing } = splitOuterWhitespace(part.text);
  const marked =
    part.change === 'removed' ? (
      // A word replaced in place would touch its replacement ("12%several") without the margin.
      <del
        className={cn('text-terminal-danger decoration-2', isReplaced && trailing === '' && 'mr-2')}
      >
        <span className="sr-only">[deleted: </span>
        {core}
        <span className="sr-only">]</span>
      </del>
    ) : (
      <ins className="bg-terminal-surface font-bold underline decoration-2 underline-offset-4">
        <span className="sr-only">[inserted: </span>
        {core}
        <span className="sr-only">]</span>
      </ins>
    );
  return (
    <>
      {leading}
      {marked}
      {trailing}
    </>
  );
}

interface DraftDiffProps {
  draft: string;
  refined: string;
}

/**
 * The word diff of the text sent (the draft) and the refined message. Loaded on demand with its
 * diff library, so neither weighs on `/` or on opening the chat.
 */
export function DraftDiff({ draft, refined }: DraftDiffProps) {
  const diff = useMemo(() => diffDraft(draft, refined), [draft, refined]);
  const isUnchanged = diff.parts.every((part) => part.change === 'kept');
  return (
    <div className="space-y-1">
      <p className="text-xs font-bold tracking-widest text-terminal-dim">
        DIFF: YOUR DRAFT → REFINED
        {isUnchanged && ' (NO WORD CHANGED)'}
        {diff.bySentence && ' (BY SENTENCE: TOO MANY CHANGES FOR A WORD DIFF)'}
      </p>
      <p className="whitespace-pre-wrap">
        {diff.parts.map((part, index) => (
          <DiffRun key={index} part={part} isReplaced={diff.parts[index + 1]?.change === 'added'} />
        ))}
      </p>
    </div>
  );
}
