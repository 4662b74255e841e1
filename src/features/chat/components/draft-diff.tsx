import { useMemo } from 'react';
import { DeletedWords, InsertedWords } from '@/features/chat/components/diff-marks';
import { diffDraft, type DiffPart } from '@/features/chat/model/word-diff';

/** One run of the diff: kept as it is, or marked as deleted or inserted. */
function DiffRun({ part, isReplaced }: { part: DiffPart; isReplaced: boolean }) {
  if (part.change === 'kept') return <span>{part.text}</span>;
  return part.change === 'removed' ? (
    <DeletedWords text={part.text} touchesNext={isReplaced} />
  ) : (
    <InsertedWords text={part.text} />
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
