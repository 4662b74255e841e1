import { createVendorAdapters } from '../../supabase/functions/_shared/vendors/vendor-registry.ts';
import { type GoalCheck, info, judged, type Row, startRun } from '../shared/bench-result.ts';
import { formatDecimal, ms } from '../shared/format.ts';
import type { ClarityEvalResult, EngineRun } from './clarity-eval-result.ts';
import { formatClarityEval } from './clarity-eval-report.ts';
import { type Corpus, loadCorpus } from './corpus-schema.ts';
import { corpusGoalChecks, engineFigures } from './engine-figures.ts';
import { offlineAnswerer, runCorpus, vendorAnswerer } from './engine-runs.ts';
import { measureSpeed, speedGoalChecks } from './speed-runs.ts';
import { runStyles, styleGoalChecks } from './style-figures.ts';

/** A vendor gets as long per draft as the route gives a whole request (its deadline). */
const vendorTimeoutMs = 25_000;

async function runVendors(corpus: Corpus): Promise<{ runs: EngineRun[]; note: string | null }> {
  const adapters = createVendorAdapters(Deno.env.toObject(), { fetch });
  if (adapters.length === 0) {
    return {
      runs: [],
      note: 'none configured (no vendor API keys in the environment), so only the offline engine was measured',
    };
  }
  const runs: EngineRun[] = [];
  for (const adapter of adapters) {
    console.log(
      `running ${adapter.vendor} (${adapter.model}) on ${corpus.wordy.length + corpus.clean.length} drafts…`,
    );
    const scores = await runCorpus(corpus, vendorAnswerer(adapter, vendorTimeoutMs));
    runs.push({ engine: adapter.vendor, model: adapter.model, figures: engineFigures(scores) });
  }
  return { runs, note: null };
}

function corpusSummary(corpus: Corpus): ClarityEvalResult['corpus'] {
  const genres: Record<string, number> = {};
  for (const draft of corpus.wordy) genres[draft.genre] = (genres[draft.genre] ?? 0) + 1;
  return {
    wordyDrafts: corpus.wordy.length,
    cleanDrafts: corpus.clean.length,
    phrases: corpus.wordy.reduce((sum, draft) => sum + draft.phrases.length, 0),
    genres,
  };
}

/** The offline engine's goals, its median change, its styles' goals, then each vendor. */
function clarityRows(result: ClarityEvalResult): Row[] {
  const asRow = (check: GoalCheck) =>
    judged(`offline engine: ${check.measure}`, check.figure, check.goal, check.met);
  const { medianGradeDelta, medianWordDelta } = result.offline.figures;
  return [
    ...result.offline.goals.map(asRow),
    info(
      '↳ median change per draft: grade / words',
      `${formatDecimal(medianGradeDelta)} / ${medianWordDelta}`,
    ),
    ...result.styles.goals.map(asRow),
    ...(result.vendors.length === 0
      ? [info('vendors on the corpus', result.vendorNote ?? 'none measured')]
      : result.vendors.map(({ engine, model, figures }) =>
          info(
            `↳ ${engine} (${model}) on the corpus: phrases fixed, grade fell, hard facts kept, clean rewrites, p50`,
            `${figures.phrasesFixedPercent}%, ${figures.gradeFellPercent}%, ${figures.hardFactsKeptPercent}%, ${figures.cleanRewrites}, ${ms(figures.latencyP50Ms)} (${figures.answered} of ${figures.drafts} answered)`,
          ),
        )),
  ];
}

/**
 * `npm run eval:clarity`: the offline engine (and every vendor the environment configures) on
 * the corpus, with its figures; the offline engine's speed at 500 and 8,000 characters. Prints
 * tables and saves bench/results/clarity.json. A missed goal is a result, not a failure.
 */
async function main(): Promise<void> {
  const run = startRun('clarity');
  const corpus = await loadCorpus();
  // One warm-up reply first: the engine's first call compiles its patterns (a cold start the
  // function pays once per isolate), which is not the per-reply latency measured here.
  await offlineAnswerer(corpus.wordy[0]!.draft);
  const figures = engineFigures(await runCorpus(corpus, offlineAnswerer));
  const styleRuns = await runStyles(corpus);
  const at500 = await measureSpeed(corpus, { characters: 500, drafts: 20, repeats: 10 });
  const at8000 = await measureSpeed(corpus, { characters: 8_000, drafts: 3, repeats: 3 });
  const vendors = await runVendors(corpus);
  const result: ClarityEvalResult = {
    corpus: corpusSummary(corpus),
    offline: {
      engine: 'local',
      model: 'retext-clarity',
      figures,
      speed: { at500, at8000 },
      goals: [...corpusGoalChecks(figures), ...speedGoalChecks(at500, at8000)],
    },
    styles: { runs: styleRuns, goals: styleGoalChecks(styleRuns) },
    vendors: vendors.runs,
    vendorNote: vendors.note,
  };
  console.log(formatClarityEval(result));
  await run.save(clarityRows(result), result);
}

await main();
