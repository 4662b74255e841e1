import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

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

/** The copy button that appears on hover (and on focus, and always on touch screens). */
export function HoverCopyButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip content="Copy">
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        onClick={onClick}
        className="opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
      >
        <CopyIcon />
      </Button>
    </Tooltip>
  );
}

interface RefinedReplyActionsProps {
  /** Undefined when the reply did not keep the text it refined: there is nothing to diff. */
  isDiffOpen: boolean | undefined;
  onToggleDiff: () => void;
  onCopyAll: () => void;
}

/** DIFF (a toggle, also on the D key) and COPY ALL, beside a structured reply's name. */
export function RefinedReplyActions({
  isDiffOpen,
  onToggleDiff,
  onCopyAll,
}: RefinedReplyActionsProps) {
  return (
    <span className="flex items-center gap-1">
      {isDiffOpen !== undefined && (
        <Tooltip content="Show what changed, word by word [D]">
          <Button
            variant="ghost"
            size="small"
            aria-pressed={isDiffOpen}
            aria-keyshortcuts="D"
            onClick={onToggleDiff}
            className="aria-pressed:border-terminal-foreground"
          >
            DIFF
          </Button>
        </Tooltip>
      )}
      <Tooltip content="Copy the whole reply, changes and notes included">
        <Button variant="ghost" size="small" onClick={onCopyAll}>
          COPY ALL
        </Button>
      </Tooltip>
    </span>
  );
}
