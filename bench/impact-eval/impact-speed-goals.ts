import type { GoalCheck } from '../shared/bench-result.ts';
import type { ImpactSpeed } from './impact-speed.ts';

/** The issue's bound: the reading and the rewrites together, at 8,000 characters. */
export const impactSpeedGoals = { p50At8000Ms: 5, perCharacterGrowth: 1.5 } as const;

const perCharacter = (speed: ImpactSpeed) =>
  (speed.readingP50Ms + speed.rewritesP50Ms) / speed.characters;

/** ≤ 5 ms p50 at 8,000 characters; linear: per character, 8,000 costs at most 1.5× what 1,000 does. */
export function speedGoalChecks(runs: readonly ImpactSpeed[]): GoalCheck[] {
  const longest = runs.at(-1)!;
  const shortest = runs[0]!;
  const total = Math.round((longest.readingP50Ms + longest.rewritesP50Ms) * 100) / 100;
  const growth = Math.round((perCharacter(longest) / perCharacter(shortest)) * 100) / 100;
  return [
    {
      measure: `impact reading + rewrites, p50 at ${longest.characters} characters`,
      figure: `${total} ms (reading ${longest.readingP50Ms} + rewrites ${longest.rewritesP50Ms}; the document itself ${longest.documentP50Ms})`,
      goal: `≤ ${impactSpeedGoals.p50At8000Ms} ms`,
      met: total <= impactSpeedGoals.p50At8000Ms,
    },
    {
      measure: `linear: cost per character at ${longest.characters} vs ${shortest.characters} characters`,
      figure: `${growth}× (${runs.map((run) => `${run.characters}: ${Math.round((run.readingP50Ms + run.rewritesP50Ms) * 100) / 100} ms`).join(', ')})`,
      goal: `≤ ${impactSpeedGoals.perCharacterGrowth}×`,
      met: growth <= impactSpeedGoals.perCharacterGrowth,
    },
  ];
}
