import { cn } from '@/lib/class-names';

/** A run's text split so its surrounding spaces stay unmarked (no struck-through gaps). */
function splitOuterWhitespace(text: string) {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text);
  return { leading: match?.[1] ?? '', core: match?.[2] ?? text, trailing: match?.[3] ?? '' };
}

/**
 * Words of the draft a change removed, struck through; `touchesNext` when the inserted words
 * follow at once, so the two do not run together ("12%several"). Marked by more than colour and
 * announced: screen readers read neither <del> nor <ins> by default.
 */
export function DeletedWords({ text, touchesNext }: { text: string; touchesNext: boolean }) {
  const { leading, core, trailing } = splitOuterWhitespace(text);
  if (core === '') return <>{text}</>;
  return (
    <>
      {leading}
      <del
        className={cn(
          'text-terminal-danger decoration-2',
          touchesNext && trailing === '' && 'mr-2',
        )}
      >
        <span className="sr-only">[deleted: </span>
        {core}
        <span className="sr-only">]</span>
      </del>
      {trailing}
    </>
  );
}

/** Words a change added, underlined and bold, announced like the deleted ones. */
export function InsertedWords({ text }: { text: string }) {
  const { leading, core, trailing } = splitOuterWhitespace(text);
  if (core === '') return <>{text}</>;
  return (
    <>
      {leading}
      <ins className="bg-terminal-surface font-bold underline decoration-2 underline-offset-4">
        <span className="sr-only">[inserted: </span>
        {core}
        <span className="sr-only">]</span>
      </ins>
      {trailing}
    </>
  );
}

/**
 * The words a kept change struck out, alone: their spaces are left to the words that replace
 * them, so the text without the struck words is exactly the text kept (a margin keeps them apart).
 */
export function StruckWords({ text }: { text: string }) {
  const core = text.trim();
  if (core === '') return null;
  return (
    <del className="mr-1 text-terminal-danger decoration-2">
      <span className="sr-only">[deleted: </span>
      {core}
      <span className="sr-only">]</span>
    </del>
  );
}

/** The draft's words where the writer turned a change down: dotted, and announced as theirs. */
export function DraftWordsKept({ text }: { text: string }) {
  const { leading, core, trailing } = splitOuterWhitespace(text);
  if (core === '') return <>{text}</>;
  return (
    <>
      {leading}
      <span className="underline decoration-terminal-dim decoration-dotted underline-offset-4">
        <span className="sr-only">[your words, change turned down: </span>
        {core}
        <span className="sr-only">]</span>
      </span>
      {trailing}
    </>
  );
}
