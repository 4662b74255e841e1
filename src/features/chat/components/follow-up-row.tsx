import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { followUpStyles, type FollowUpStyle } from '@/features/chat/model/follow-up-styles';

interface FollowUpRowProps {
  /** True while a reply is pending: one request at a time. */
  disabled: boolean;
  onFollowUp: (entry: FollowUpStyle) => void;
}

/**
 * SHORTER · FORMAL · FRIENDLIER · DIRECT · PLAIN under the latest refined reply: each refines
 * that reply's refined message again in its style (also on Shift and the letter its tooltip names).
 */
export function FollowUpRow({ disabled, onFollowUp }: FollowUpRowProps) {
  return (
    <div
      role="group"
      aria-label="Refine again"
      className="-ml-2 flex flex-wrap items-center gap-1 sm:-ml-3"
    >
      {followUpStyles.map((entry, index) => (
        <span key={entry.style} className="flex items-center gap-1">
          {index > 0 && (
            // On a phone the row wraps: a dot opening the second line would read as noise.
            <span aria-hidden="true" className="hidden text-terminal-dim sm:inline">
              ·
            </span>
          )}
          <Tooltip content={`${entry.description} [Shift+${entry.key}]`}>
            <Button
              variant="ghost"
              size="compact"
              disabled={disabled}
              aria-keyshortcuts={`Shift+${entry.key}`}
              onClick={() => onFollowUp(entry)}
            >
              {entry.label}
            </Button>
          </Tooltip>
        </span>
      ))}
    </div>
  );
}
