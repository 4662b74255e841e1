import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { DraftWordsKept, InsertedWords, StruckWords } from '@/features/chat/components/diff-marks';
import { keptParts, type PlacedChange } from '@/features/chat/model/kept-changes';
import { changeName } from '@/features/chat/model/reply-lines';
import { cn } from '@/lib/class-names';

const labelClassName = 'text-xs font-bold tracking-widest text-terminal-dim';

interface ChangeToggleProps {
  change: PlacedChange;
  isKept: boolean;
  onToggle: (index: number) => void;
}

/**
 * One change as a toggle: pressed = kept. Its name quotes the words it changes
 * (`"utilize" → "use"`); its reason sits beside it and describes it to screen readers.
 */
function ChangeToggle({ change, isKept, onToggle }: ChangeToggleProps) {
  const reasonId = useId();
  return (
    <li className="flex flex-wrap items-baseline gap-x-2">
      <button
        type="button"
        aria-pressed={isKept}
        aria-describedby={reasonId}
        onClick={() => onToggle(change.index)}
        className={cn(
          'border px-2 py-1 text-left font-mono text-xs [overflow-wrap:anywhere] transition-colors',
          'focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-terminal-background focus-visible:outline-none',
          isKept
            ? 'border-terminal-foreground text-terminal-foreground hover:bg-terminal-surface'
            : 'border-terminal-border text-terminal-dim hover:border-terminal-foreground',
        )}
      >
        <span aria-hidden="true" className="mr-2 font-bold">
          {isKept ? '[✓]' : '[ ]'}
        </span>
        {changeName(change)}
      </button>
      <span id={reasonId} className="text-xs text-terminal-dim">
        {change.reason}
      </span>
    </li>
  );
}

interface ChangeReviewProps {
  /** The text that was sent: the draft the changes are placed in. */
  draft: string;
  changes: readonly PlacedChange[];
  turnedDown: ReadonlySet<number>;
  /** The text as shown: the draft with only the kept changes (what COPY copies). */
  shownText: string;
  /** Reasons the reply gave that name no place in the text. */
  otherReasons: readonly string[];
  /** The changes now turned down, by index (empty: every change kept). */
  onTurnDown: (turnedDown: number[]) => void;
  onCopy: (text: string) => void;
}

/**
 * The DIFF of a reply whose changes the server placed: the text as the writer leaves it, each
 * kept change marked (struck-through draft words, underlined new ones), each turned-down one
 * showing the draft's words; then every change as a toggle with its reason, KEEP ALL and KEEP
 * NONE, and COPY for exactly the text shown.
 */
export function ChangeReview({
  draft,
  changes,
  turnedDown,
  shownText,
  otherReasons,
  onTurnDown,
  onCopy,
}: ChangeReviewProps) {
  const parts = keptParts(draft, changes, turnedDown);
  const keptCount = changes.filter((change) => !turnedDown.has(change.index)).length;
  const toggle = (index: number) => {
    const next = new Set(turnedDown);
    if (!next.delete(index)) next.add(index);
    onTurnDown(changes.map((change) => change.index).filter((each) => next.has(each)));
  };
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <p className={labelClassName}>
          DIFF: YOUR DRAFT → REFINED · {keptCount} OF {changes.length}{' '}
          {changes.length === 1 ? 'CHANGE' : 'CHANGES'} KEPT
        </p>
        <p className="whitespace-pre-wrap" data-testid="shown-text">
          {parts.map((part, index) => {
            if (part.kind === 'same') return <span key={index}>{part.text}</span>;
            const { before, after } = part.change;
            if (part.kind === 'turned-down') return <DraftWordsKept key={index} text={before} />;
            return (
              <span key={index}>
                <StruckWords text={before} />
                <InsertedWords text={after} />
              </span>
            );
          })}
        </p>
      </div>
      <div role="group" aria-label="All changes" className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="small"
          onClick={() => onTurnDown([])}
          disabled={keptCount === changes.length}
        >
          KEEP ALL
        </Button>
        <Button
          variant="outline"
          size="small"
          onClick={() => onTurnDown(changes.map((change) => change.index))}
          disabled={keptCount === 0}
        >
          KEEP NONE
        </Button>
        <Button
          variant="outline"
          size="small"
          aria-label="Copy the text as shown"
          onClick={() => onCopy(shownText)}
        >
          COPY
        </Button>
      </div>
      <div className="space-y-1">
        <p className={labelClassName}>CHANGES: PRESS ONE TO KEEP IT OR TURN IT DOWN</p>
        <ul aria-label="Changes" className="space-y-1">
          {changes.map((change) => (
            <ChangeToggle
              key={change.index}
              change={change}
              isKept={!turnedDown.has(change.index)}
              onToggle={toggle}
            />
          ))}
        </ul>
        {otherReasons.length > 0 && (
          <ul className="text-xs text-terminal-dim">
            {otherReasons.map((reason, index) => (
              <li key={index}>- {reason}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
