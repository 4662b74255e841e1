import { createReplyJudge } from '../../supabase/functions/_shared/refinement/reply-judge.ts';
import type { ClaimPair } from './claims-corpus-schema.ts';

/** One pair as the route's judge saw it: the rewrite sent back as a vendor's reply. */
export interface PairOutcome {
  id: string;
  verdict: ClaimPair['verdict'];
  refused: boolean;
  /** Why the judge refused it (`facts_lost`, `off_topic` …), when it did. */
  rejection?: string;
}

export interface PairFigures {
  overstated: number;
  faithful: number;
  /** Share of the overstated rewrites the judge refused, in percent. */
  overstatedRefusedPercent: number;
  /** Share of the faithful rewrites the judge accepted, in percent. */
  faithfulAcceptedPercent: number;
  /** The pairs judged wrongly: an overstated rewrite accepted, a faithful one refused. */
  wrong: PairOutcome[];
  rejections: Record<string, number>;
}

/** What the judge makes of `rewrite` as the reply to `draft`, written as a vendor writes one. */
export function judgePair(pair: ClaimPair): PairOutcome {
  const verdict = createReplyJudge(pair.draft).judge(`REFINED\n${pair.rewrite}`);
  return verdict.accepted
    ? { id: pair.id, verdict: pair.verdict, refused: false }
    : { id: pair.id, verdict: pair.verdict, refused: true, rejection: verdict.rejection };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10;

export function pairFigures(outcomes: readonly PairOutcome[]): PairFigures {
  const overstated = outcomes.filter((outcome) => outcome.verdict === 'overstated');
  const faithful = outcomes.filter((outcome) => outcome.verdict === 'faithful');
  const rejections: Record<string, number> = {};
  for (const { rejection } of outcomes) {
    if (rejection) rejections[rejection] = (rejections[rejection] ?? 0) + 1;
  }
  return {
    overstated: overstated.length,
    faithful: faithful.length,
    overstatedRefusedPercent: percent(
      overstated.filter((item) => item.refused).length,
      overstated.length,
    ),
    faithfulAcceptedPercent: percent(
      faithful.filter((item) => !item.refused).length,
      faithful.length,
    ),
    wrong: outcomes.filter((outcome) => (outcome.verdict === 'overstated') !== outcome.refused),
    rejections,
  };
}
