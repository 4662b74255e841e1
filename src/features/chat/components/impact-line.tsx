import { impactFigures } from '@/features/chat/model/impact-lines';
import type { Impact } from '@/features/chat/model/impact';

/**
 * The impact line under the metrics: `IMPACT  POINT 5th → 1st · ASK 1 · BY 4 April ·
 * 118 → 71 WORDS`, the point and the body read in the draft and the refined text alike.
 */
export function ImpactLine({
  impact,
  readWithEveryChangeKept = false,
}: {
  impact: Impact;
  /** Some change is turned down: the figures are the refined text's, not the text as left. */
  readWithEveryChangeKept?: boolean;
}) {
  return (
    <p className="text-xs tracking-wider whitespace-pre-wrap text-terminal-dim">
      <span className="font-bold">IMPACT</span>
      {'  '}
      {impactFigures(impact)}
      {readWithEveryChangeKept && ' · READ WITH EVERY CHANGE KEPT'}
    </p>
  );
}
