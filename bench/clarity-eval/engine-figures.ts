import type { GoalCheck } from '../shared/bench-result.ts';
import { percentile } from '../shared/statistics.ts';
import type { DraftScore } from './draft-scoring.ts';

/** One engine's figures over the whole corpus (the figures judged, and their parts). */
export interface EngineFigures {
  drafts: number;
  /** Drafts it answered with a refinement (a vendor's reply that failed to parse did not). */
  answered: number;
  phrasesListed: number;
  phrasesFixed: number;
  phrasesFixedPercent: number;
  /** Wordy drafts above grade 10 before, and the share whose grade fell. */
  aboveGrade10: number;
  gradeFellPercent: number;
  medianGradeDelta: number;
  medianWordDelta: number;
  wordyDrafts: number;
  fewerWordsPercent: number;
  hardFactsLocked: number;
  hardFactsLost: number;
  hardFactsKeptPercent: number;
  /** Names and negations that differ (reported to the user, never a failure). */
  softDifferences: number;
  protectedBroken: number;
  cleanDrafts: number;
  cleanRewrites: number;
  cleanDraftsChanged: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** The phrases left, by draft, so a regression shows where. */
  unfixed: { id: string; phrases: string[] }[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 100 : round1((part / whole) * 100));

export function engineFigures(scores: readonly DraftScore[]): EngineFigures {
  const wordy = scores.filter((score) => !score.clean);
  const answered = wordy.filter((score) => score.after !== undefined);
  const clean = scores.filter((score) => score.clean);
  const aboveTen = answered.filter((score) => score.before.grade > 10);
  const shorter = answered.filter((score) => score.wordy);
  const phrasesListed = wordy.reduce((sum, score) => sum + score.phrasesListed, 0);
  const unfixed = wordy.reduce((sum, score) => sum + score.unfixed.length, 0);
  const hardFactsLocked = scores.reduce((sum, score) => sum + score.hardLocked, 0);
  const hardFactsLost = scores.reduce((sum, score) => sum + score.hardLost.length, 0);
  const latencies = scores.filter((score) => score.answered).map((score) => score.ms);
  return {
    drafts: scores.length,
    answered: scores.filter((score) => score.answered).length,
    phrasesListed,
    phrasesFixed: phrasesListed - unfixed,
    phrasesFixedPercent: percent(phrasesListed - unfixed, phrasesListed),
    aboveGrade10: aboveTen.length,
    gradeFellPercent: percent(
      aboveTen.filter((score) => score.after!.grade < score.before.grade).length,
      aboveTen.length,
    ),
    medianGradeDelta: round1(
      percentile(
        answered.map((score) => score.after!.grade - score.before.grade),
        50,
      ),
    ),
    medianWordDelta: percentile(
      answered.map((score) => score.after!.words - score.before.words),
      50,
    ),
    wordyDrafts: shorter.length,
    fewerWordsPercent: percent(
      shorter.filter((score) => score.after!.words < score.before.words).length,
      shorter.length,
    ),
    hardFactsLocked,
    hardFactsLost,
    hardFactsKeptPercent: percent(hardFactsLocked - hardFactsLost, hardFactsLocked),
    softDifferences: scores.reduce((sum, score) => sum + score.softDifferences, 0),
    protectedBroken: scores.reduce((sum, score) => sum + score.protectedBroken.length, 0),
    cleanDrafts: clean.length,
    cleanRewrites: clean.reduce((sum, score) => sum + score.rewrites, 0),
    cleanDraftsChanged: clean.filter((score) => score.rewrites > 0).length,
    latencyP50Ms: round1(percentile(latencies, 50)),
    latencyP99Ms: round1(percentile(latencies, 99)),
    unfixed: wordy
      .filter((score) => score.unfixed.length > 0)
      .map(({ id, unfixed }) => ({ id, phrases: unfixed })),
  };
}

/** The offline engine's goals; vendors are measured against the same figures. */
export const offlineGoals = {
  phrasesFixedPercent: 90,
  gradeFellPercent: 80,
  fewerWordsPercent: 80,
  hardFactsKeptPercent: 100,
  cleanRewrites: 1,
  protectedBroken: 0,
  p50At500Ms: 30,
  p99At500Ms: 150,
  maxAt8000Ms: 1_000,
} as const;

/** The offline engine's corpus figures against the goals (speed is checked in speed-runs.ts). */
export function corpusGoalChecks(figures: EngineFigures): GoalCheck[] {
  const goals = offlineGoals;
  return [
    {
      measure: 'listed phrases fixed',
      figure: `${figures.phrasesFixedPercent}% (${figures.phrasesFixed} of ${figures.phrasesListed})`,
      goal: `≥ ${goals.phrasesFixedPercent}%`,
      met: figures.phrasesFixedPercent >= goals.phrasesFixedPercent,
    },
    {
      measure: 'drafts above grade 10 whose grade fell',
      figure: `${figures.gradeFellPercent}% of ${figures.aboveGrade10}`,
      goal: `≥ ${goals.gradeFellPercent}%`,
      met: figures.gradeFellPercent >= goals.gradeFellPercent,
    },
    {
      measure: 'wordy drafts with fewer words',
      figure: `${figures.fewerWordsPercent}% of ${figures.wordyDrafts}`,
      goal: `≥ ${goals.fewerWordsPercent}%`,
      met: figures.fewerWordsPercent >= goals.fewerWordsPercent,
    },
    {
      measure: 'hard facts kept',
      figure: `${figures.hardFactsKeptPercent}% (${figures.hardFactsLost} lost of ${figures.hardFactsLocked})`,
      goal: '100%',
      met: figures.hardFactsLost === 0,
    },
    {
      measure: 'rewrites on the clean control set',
      figure: `${figures.cleanRewrites} in ${figures.cleanDrafts} drafts`,
      goal: `≤ ${goals.cleanRewrites}`,
      met: figures.cleanRewrites <= goals.cleanRewrites,
    },
    {
      measure: 'edits inside quotes, citations, code or URLs',
      figure: String(figures.protectedBroken),
      goal: '0',
      met: figures.protectedBroken === goals.protectedBroken,
    },
  ];
}
