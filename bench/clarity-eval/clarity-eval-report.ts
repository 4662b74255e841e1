import { formatColumns } from '../shared/format.ts';
import type { ClarityEvalResult, EngineRun } from './clarity-eval-result.ts';
import type { GoalCheck } from '../shared/bench-result.ts';

const row = (run: EngineRun): string[] => {
  const figures = run.figures;
  return [
    `${run.engine} · ${run.model}`,
    `${figures.answered}/${figures.drafts}`,
    `${figures.phrasesFixedPercent}%`,
    `${figures.gradeFellPercent}% of ${figures.aboveGrade10}`,
    `${figures.medianGradeDelta} / ${figures.medianWordDelta}`,
    `${figures.fewerWordsPercent}%`,
    `${figures.hardFactsKeptPercent}%`,
    `${figures.cleanRewrites} (${figures.cleanDraftsChanged} drafts)`,
    String(figures.protectedBroken),
    `${figures.latencyP50Ms} / ${figures.latencyP99Ms}`,
  ];
};

/** Each style's figures on its corpus. */
function styleTable(result: ClarityEvalResult): string[][] {
  const header = [
    'style',
    'drafts',
    'fewer words',
    'median Δ words',
    'grade fell (>10)',
    'contractions before → after',
    'hard facts kept',
    'ms p50',
    'as a follow-up: changed / fewer words / grade fell',
  ];
  const rows = result.styles.runs.map((run) => [
    run.style,
    String(run.drafts),
    `${run.fewerWordsPercent}%`,
    String(run.medianWordDelta),
    `${run.gradeFellPercent}% of ${run.aboveGrade10}`,
    `${run.contractionsBefore} → ${run.contractionsLeft}`,
    `${run.hardFactsKeptPercent}%`,
    String(run.latencyP50Ms),
    `${run.followUp.changedPercent}% / ${run.followUp.fewerWordsPercent}% / ${run.followUp.gradeFellPercent}%`,
  ]);
  return [header, ...rows];
}

const goalRows = (checks: readonly GoalCheck[]) =>
  checks.map((check) => [check.met ? 'pass' : 'MISS', check.measure, check.figure, check.goal]);

/** The tables `npm run eval:clarity` prints: engines side by side, then the offline goals. */
export function formatClarityEval(result: ClarityEvalResult): string {
  const header = [
    'engine',
    'answered',
    'phrases fixed',
    'grade fell (>10)',
    'median Δ grade / words',
    'fewer words',
    'hard facts kept',
    'clean rewrites',
    'protected broken',
    'ms p50 / p99',
  ];
  const { at500, at8000 } = result.offline.speed;
  const lines = [
    `Corpus: ${result.corpus.wordyDrafts} drafts (${Object.entries(result.corpus.genres)
      .map(([genre, count]) => `${count} ${genre}`)
      .join(
        ', ',
      )}), ${result.corpus.phrases} listed phrases, ${result.corpus.cleanDrafts} clean controls`,
    '',
    formatColumns([header, row(result.offline), ...result.vendors.map(row)]),
    ...(result.vendorNote ? ['', `Vendors: ${result.vendorNote}`] : []),
    '',
    `Offline engine speed: ${at500.p50Ms} / ${at500.p99Ms} ms p50 / p99 at ${at500.characters} characters (${at500.samples} runs); ${at8000.p50Ms} ms p50, ${at8000.maxMs} ms max at ${at8000.characters} characters (${at8000.samples} runs)`,
    '',
    'Offline engine goals',
    formatColumns(goalRows(result.offline.goals)),
  ];
  lines.push(
    '',
    'Offline engine styles (each on its corpus)',
    formatColumns(styleTable(result)),
    '',
    formatColumns(goalRows(result.styles.goals)),
  );
  const unfixed = result.offline.figures.unfixed;
  if (unfixed.length > 0) {
    lines.push('', 'Phrases the offline engine left (notes, or beyond safe rewriting):');
    lines.push(
      ...unfixed.map(
        ({ id, phrases }) => `  ${id}: ${phrases.map((phrase) => `"${phrase}"`).join(', ')}`,
      ),
    );
  }
  return lines.join('\n');
}
