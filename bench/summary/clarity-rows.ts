import type { GoalCheck } from '../load/load-goals';
import { formatDecimal } from '../load/text-table';
import { verdictOf } from './benchmark-goals';
import type { ClarityResult } from './clarity-result';

type ClarityGoal = ClarityResult['offline']['goals'][number];

/** One engine's corpus figures in one line, for context beside the offline engine's goals. */
function vendorRow(run: ClarityResult['vendors'][number]): GoalCheck {
  const figures = run.figures;
  return {
    measure: `  ${run.engine} (${run.model}) on the corpus: phrases fixed, grade fell, hard facts kept, clean rewrites, p50`,
    figure: `${figures.phrasesFixedPercent}%, ${figures.gradeFellPercent}%, ${figures.hardFactsKeptPercent}%, ${figures.cleanRewrites}, ${formatDecimal(figures.latencyP50Ms)} ms (${figures.answered} of ${figures.drafts} answered)`,
    goal: '—',
    verdict: 'info',
  };
}

/**
 * The offline engine's goals as `npm run eval:clarity` judged them (issue 10), its median
 * changes for context, its styles' goals (issue 13), then each configured vendor measured the same way (or why there is none).
 */
export function clarityRows(result: ClarityResult): GoalCheck[] {
  const figures = result.offline.figures;
  const judged = (check: ClarityGoal): GoalCheck => ({
    measure: `offline engine: ${check.measure}`,
    figure: check.figure,
    goal: check.goal,
    verdict: verdictOf(check.met),
  });
  return [
    ...result.offline.goals.map(judged),
    {
      measure: '  median change per draft: grade / words',
      figure: `${formatDecimal(figures.medianGradeDelta)} / ${figures.medianWordDelta}`,
      goal: '—',
      verdict: 'info',
    },
    // Each style's goals on its corpus (issue 13), e.g. "offline engine: SHORTER: …".
    ...(result.styles?.goals ?? []).map(judged),
    ...(result.vendors.length > 0
      ? result.vendors.map(vendorRow)
      : [
          {
            measure: 'vendors on the corpus',
            figure: result.vendorNote ?? 'none measured',
            goal: '—',
            verdict: 'info' as const,
          },
        ]),
  ];
}
