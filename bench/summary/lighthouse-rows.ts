import type { GoalCheck } from '../load/load-goals';
import { formatDecimal } from '../load/text-table';
import { verdictOf } from './benchmark-goals';
import type { WebResult } from './saved-results';

type Scores = NonNullable<WebResult['lighthouse']>['goals'];

const scoreLine = (scores: Scores) =>
  `${scores.performance} / ${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}`;

/** Lighthouse's mobile medians per page, beside the goals bench:web saved with them. */
export function lighthouseRows(result: WebResult): GoalCheck[] {
  const lighthouse = result.lighthouse;
  if (!lighthouse) return [];
  const { goals } = lighthouse;
  return lighthouse.pages.flatMap((page): GoalCheck[] => [
    {
      measure: `Lighthouse ${page.path} (mobile): performance / accessibility / best practices / SEO`,
      figure: scoreLine(page.scores),
      goal: `≥ ${scoreLine(goals)}`,
      verdict: verdictOf(
        page.scores.performance >= goals.performance &&
          page.scores.accessibility >= goals.accessibility &&
          page.scores.bestPractices >= goals.bestPractices &&
          page.scores.seo >= goals.seo,
      ),
    },
    {
      measure: `  Lighthouse ${page.path}: LCP / TBT (median of ${page.runs.length}, benchmarkIndex ${Math.round(lighthouse.benchmarkIndex)})`,
      figure: `${formatDecimal(page.metrics.largestContentfulPaintMs)} / ${formatDecimal(page.metrics.totalBlockingTimeMs)} ms`,
      goal: '—',
      verdict: 'info',
    },
  ]);
}
