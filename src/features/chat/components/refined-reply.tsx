import { lazy, Suspense } from 'react';
import { ChangeReview } from '@/features/chat/components/change-review';
import { ImpactLine } from '@/features/chat/components/impact-line';
import { claimChangesAsLeft, impactLossesAsLeft } from '@/features/chat/model/checks-as-left';
import { claimCheckLine } from '@/features/chat/model/claim-lines';
import { impactCheckLine, impactNotes } from '@/features/chat/model/impact-lines';
import { missingFacts } from '@/features/chat/model/kept-changes';
import type { ReplyAsLeft } from '@/features/chat/model/reply-as-left';
import { changeLines, checkLine, metricsLine } from '@/features/chat/model/reply-lines';
import type { Refinement } from '@/features/chat/model/refinement';

// The diff and its library load the first time a DIFF is opened, never with `/`.
const DraftDiff = lazy(() =>
  import('@/features/chat/components/draft-diff').then((module) => ({
    default: module.DraftDiff,
  })),
);

const sectionLabelClassName = 'text-xs font-bold tracking-widest text-terminal-dim';

/** A vendor's or the engine's list item may arrive with its own "- " marker. */
function withoutMarker(line: string): string {
  return line.replace(/^\s*[-•*]\s+/, '');
}

function ReplySection({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <p className={sectionLabelClassName}>{title}</p>
      <ul>
        {lines.map((line, index) => (
          <li key={index}>- {withoutMarker(line)}</li>
        ))}
      </ul>
    </div>
  );
}

interface RefinedReplyProps {
  refinement: Refinement;
  /** The text that was sent; with `isDiffOpen`, the refined message shows as a diff of it. */
  draft: string | undefined;
  isDiffOpen: boolean;
  /** The reply as the writer left it: the changes they kept, and the text those give. */
  asLeft: ReplyAsLeft;
  /** The changes now turned down, by index. */
  onTurnDown: (turnedDown: number[]) => void;
  onCopy: (text: string) => void;
}

/**
 * A structured reply, most useful first: the refined message as the writer left it (or its
 * diff, where each change can be kept or turned down), any fact of the draft that text lacks,
 * any claim the reply carried further, and any ask, deadline, greeting or sign-off it lost; what
 * changed, what is still worth a look (what only the writer can fix about its impact last), the
 * measured delta, and its impact.
 */
export function RefinedReply({
  refinement,
  draft,
  isDiffOpen,
  asLeft,
  onTurnDown,
  onCopy,
}: RefinedReplyProps) {
  const { refined, facts, changes, notes, metrics, claims, impact } = refinement;
  const { changes: placed, turnedDown, anyTurnedDown, text } = asLeft;
  const isReviewing = isDiffOpen && draft !== undefined && placed !== undefined;
  const checks = [
    ...missingFacts(facts.missing, text, anyTurnedDown).map(checkLine),
    ...claimChangesAsLeft(claims?.changed ?? [], text, anyTurnedDown).map(claimCheckLine),
    ...impactLossesAsLeft(impact?.lost ?? [], text, anyTurnedDown).map(impactCheckLine),
  ];
  return (
    <div className="space-y-3">
      {isReviewing ? (
        <ChangeReview
          draft={draft}
          changes={placed}
          turnedDown={turnedDown}
          shownText={text}
          otherReasons={changes.filter((change) => !change.at).map((change) => change.reason)}
          onTurnDown={onTurnDown}
          onCopy={onCopy}
        />
      ) : isDiffOpen && draft !== undefined ? (
        <Suspense fallback={<p className={sectionLabelClassName}>LOADING DIFF...</p>}>
          <DraftDiff draft={draft} refined={refined} />
        </Suspense>
      ) : (
        <div className="space-y-1">
          <p className={sectionLabelClassName}>
            REFINED
            {anyTurnedDown &&
              ` (${placed!.filter((change) => turnedDown.has(change.index)).length} OF ${placed!.length} CHANGES TURNED DOWN)`}
          </p>
          <p className="whitespace-pre-wrap">{text}</p>
        </div>
      )}
      {checks.length > 0 && (
        <ul className="font-bold text-terminal-danger">
          {checks.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      {!isReviewing && <ReplySection title="CHANGES" lines={changeLines(changes, turnedDown)} />}
      <ReplySection
        title="STILL WORTH A LOOK"
        lines={impact ? [...notes, ...impactNotes(impact)] : notes}
      />
      <p className="text-xs tracking-wider text-terminal-dim">
        {metricsLine(metrics, claims)}
        {anyTurnedDown && ' · MEASURED WITH EVERY CHANGE KEPT'}
      </p>
      {impact && <ImpactLine impact={impact} readWithEveryChangeKept={anyTurnedDown} />}
    </div>
  );
}
