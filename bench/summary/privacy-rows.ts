import type { GoalCheck } from '../load/load-goals';
import { formatDecimal } from '../load/text-table';
import { benchmarkGoals, ms, verdictOf } from './benchmark-goals';
import type { PrivacyResult } from './privacy-result';

type Detection = PrivacyResult['detection']['corpus'];

const share = (count: number, of: number) => `${count} of ${of}`;

/**
 * The privacy shield (issue 24): its cost per request beside the goal at 500 characters, at
 * 8,000 for context, linear in the input (its slowest crafted draft at 8,000 against 4,000),
 * its misses and false alarms (goal 0 on every set), and what a fresh isolate pays once.
 */
export function privacyRows(result: PrivacyResult): GoalCheck[] {
  const { goals, timings, slowestCrafted, detection, cold } = result;
  const at = (label: string) => timings[label];
  const at8000 = at('8,000 with values');
  const detectionRows = (label: string, figures: Detection, judged: 'miss' | 'false alarm') => {
    const count = judged === 'miss' ? figures.withMiss : figures.withFalseAlarm;
    return {
      measure: `privacy shield: ${label}, drafts with a ${judged}`,
      figure: share(count, figures.drafts),
      goal: '0',
      verdict: verdictOf(count === 0),
    };
  };
  return [
    {
      measure: 'privacy shield: cost per request p50, 500 characters with values',
      figure: ms(goals.p50MsAt500.measured),
      goal: `≤ ${goals.p50MsAt500.goal} ms`,
      verdict: verdictOf(goals.p50MsAt500.met),
    },
    ...(at8000
      ? [
          {
            measure: '  cost per request p50 / p95, 8,000 characters with values',
            figure: `${formatDecimal(at8000.p50Ms)} / ${ms(at8000.p95Ms)}`,
            goal: '—',
            verdict: 'info' as const,
          },
        ]
      : []),
    {
      measure: `privacy shield: slowest crafted draft (${slowestCrafted.label}), 8,000 / 4,000 characters`,
      figure: `${formatDecimal(slowestCrafted.ratio8000To4000)} (${ms(slowestCrafted.at8000.p50Ms)} at 8,000)`,
      goal: `≤ ${benchmarkGoals.privacyShieldMaxRatio} (linear)`,
      verdict: verdictOf(slowestCrafted.ratio8000To4000 <= benchmarkGoals.privacyShieldMaxRatio),
    },
    detectionRows('the clarity corpus', detection.corpus, 'false alarm'),
    detectionRows('the clarity corpus', detection.corpus, 'miss'),
    detectionRows('seeded values in prose', detection.seeded.withValues, 'miss'),
    detectionRows('seeded look-alikes', detection.seeded.lookAlikes, 'false alarm'),
    {
      measure: '  a fresh isolate, once: the shield’s modules / its first draft with every library',
      figure: `${formatDecimal(cold.moduleMs)} / ${ms(cold.firstRequestMs)}`,
      goal: '—',
      verdict: 'info',
    },
  ];
}
