import { refineMessage } from '../../supabase/functions/_shared/clarity/clarity-engine.ts';
import { measureText } from '../../supabase/functions/_shared/clarity/text-metrics.ts';
import {
  type RefinementStyle,
  refinementStyleSchema,
} from '../../supabase/functions/_shared/contract/route-request-contract.ts';
import { createFactLock } from '../../supabase/functions/_shared/refinement/fact-lock.ts';
import type { Corpus } from './corpus-schema.ts';
import { percentile } from '../shared/statistics.ts';
import type { GoalCheck } from '../shared/bench-result.ts';

/** One style of the offline engine over its corpus (see runStyles). */
export interface StyleFigures {
  style: RefinementStyle;
  drafts: number;
  fewerWordsPercent: number;
  medianWordDelta: number;
  aboveGrade10: number;
  gradeFellPercent: number;
  contractionsBefore: number;
  contractionsLeft: number;
  hardFactsLocked: number;
  hardFactsLost: number;
  hardFactsKeptPercent: number;
  latencyP50Ms: number;
  /**
   * The style as a one-key follow-up: run on the default refinement of each draft, compared
   * with that refinement (what the user sees change). For context, not a goal.
   */
  followUp: { changedPercent: number; fewerWordsPercent: number; gradeFellPercent: number };
}

/** Each style's goals; every style also keeps 100% of hard facts. */
export const styleGoals = {
  shorterFewerWordsPercent: 90,
  plainGradeFellPercent: 80,
  formalContractionsLeft: 0,
} as const;

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 100 : round1((part / whole) * 100));

const share = (scores: readonly StyleScore[], test: (score: StyleScore) => boolean) =>
  percent(scores.filter(test).length, scores.length);

interface StyleScore {
  before: { words: number; grade: number; contractions: number };
  after: { words: number; grade: number; contractions: number };
  hardLocked: number;
  hardLost: number;
  ms: number;
  followUp: { changed: boolean; fewerWords: boolean; gradeFell: boolean };
}

async function scoreStyle(draft: string, style: RefinementStyle): Promise<StyleScore> {
  const startedAt = performance.now();
  const { refined } = await refineMessage(draft, { style });
  const ms = performance.now() - startedAt;
  const [before, after] = [measureText(draft), measureText(refined)];
  const lock = createFactLock(draft);
  const first = await refineMessage(draft);
  const again = await refineMessage(first.refined, { style });
  const [from, to] = [measureText(first.refined), measureText(again.refined)];
  return {
    followUp: {
      changed: again.refined !== first.refined,
      fewerWords: to.words < from.words,
      gradeFell: to.grade < from.grade,
    },
    before: { ...before, contractions: before.contractions ?? 0 },
    after: { ...after, contractions: after.contractions ?? 0 },
    hardLocked: lock.locked.filter((fact) => fact.hard).length,
    hardLost: lock.check(refined).missing.filter((fact) => fact.hard).length,
    ms,
  };
}

function figuresOf(style: RefinementStyle, scores: readonly StyleScore[]): StyleFigures {
  const aboveTen = scores.filter((score) => score.before.grade > 10);
  const locked = scores.reduce((sum, score) => sum + score.hardLocked, 0);
  const lost = scores.reduce((sum, score) => sum + score.hardLost, 0);
  return {
    style,
    drafts: scores.length,
    fewerWordsPercent: percent(
      scores.filter((score) => score.after.words < score.before.words).length,
      scores.length,
    ),
    medianWordDelta: percentile(
      scores.map((score) => score.after.words - score.before.words),
      50,
    ),
    aboveGrade10: aboveTen.length,
    gradeFellPercent: percent(
      aboveTen.filter((score) => score.after.grade < score.before.grade).length,
      aboveTen.length,
    ),
    contractionsBefore: scores.reduce((sum, score) => sum + score.before.contractions, 0),
    contractionsLeft: scores.reduce((sum, score) => sum + score.after.contractions, 0),
    hardFactsLocked: locked,
    hardFactsLost: lost,
    hardFactsKeptPercent: percent(locked - lost, locked),
    latencyP50Ms: round1(
      percentile(
        scores.map((score) => score.ms),
        50,
      ),
    ),
    followUp: {
      changedPercent: share(scores, (score) => score.followUp.changed),
      fewerWordsPercent: share(scores, (score) => score.followUp.fewerWords),
      gradeFellPercent: share(scores, (score) => score.followUp.gradeFell),
    },
  };
}

/**
 * Each style's corpus: the wordy drafts for all; the informal notes (short, already terse, full
 * of contractions) for the register styles only, since they are what FORMAL and FRIENDLIER are
 * for and give SHORTER, DIRECT and PLAIN little to do (they say so in a note).
 */
const registerStyles: ReadonlySet<RefinementStyle> = new Set(['formal', 'friendly']);

/** Every style over its corpus, one draft at a time. */
export async function runStyles(corpus: Corpus): Promise<StyleFigures[]> {
  const runs: StyleFigures[] = [];
  for (const style of refinementStyleSchema.options) {
    const drafts = [...corpus.wordy, ...(registerStyles.has(style) ? corpus.informal : [])].map(
      (draft) => draft.draft,
    );
    const scores: StyleScore[] = [];
    for (const draft of drafts) scores.push(await scoreStyle(draft, style));
    runs.push(figuresOf(style, scores));
  }
  return runs;
}

const label = (style: RefinementStyle) =>
  style === 'friendly' ? 'FRIENDLIER' : style.toUpperCase();

/** Each style's goal, then 100% of hard facts kept for every style. */
export function styleGoalChecks(runs: readonly StyleFigures[]): GoalCheck[] {
  const checks: GoalCheck[] = [];
  for (const run of runs) {
    if (run.style === 'shorter') {
      checks.push({
        measure: 'SHORTER: drafts with fewer words',
        figure: `${run.fewerWordsPercent}% of ${run.drafts}`,
        goal: `≥ ${styleGoals.shorterFewerWordsPercent}%`,
        met: run.fewerWordsPercent >= styleGoals.shorterFewerWordsPercent,
      });
    }
    if (run.style === 'plain') {
      checks.push({
        measure: 'PLAIN: drafts above grade 10 whose grade fell',
        figure: `${run.gradeFellPercent}% of ${run.aboveGrade10}`,
        goal: `≥ ${styleGoals.plainGradeFellPercent}%`,
        met: run.gradeFellPercent >= styleGoals.plainGradeFellPercent,
      });
    }
    if (run.style === 'formal') {
      checks.push({
        measure: 'FORMAL: contractions left',
        figure: `${run.contractionsLeft} (of ${run.contractionsBefore} in the drafts)`,
        goal: '0',
        met: run.contractionsLeft === styleGoals.formalContractionsLeft,
      });
    }
    checks.push({
      measure: `${label(run.style)}: hard facts kept`,
      figure: `${run.hardFactsKeptPercent}% (${run.hardFactsLost} lost of ${run.hardFactsLocked})`,
      goal: '100%',
      met: run.hardFactsLost === 0,
    });
  }
  return checks;
}
