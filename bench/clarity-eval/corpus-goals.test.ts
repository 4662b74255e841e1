import assert from 'node:assert/strict';
import { extractFacts } from '../../supabase/functions/_shared/text/facts/fact-extraction.ts';
import { loadCorpus } from './corpus-schema.ts';
import { corpusGoalChecks, engineFigures } from './engine-figures.ts';
import { offlineAnswerer, runCorpus } from './engine-runs.ts';
import { runStyles, styleGoalChecks } from './style-figures.ts';

/**
 * The corpus run as a test: the offline engine's goals are assertions, so a
 * regression fails `npm test`. Speed is measured by `npm run eval:clarity`, never here.
 */
const corpus = await loadCorpus();

Deno.test('the corpus holds at least 80 drafts across four genres and 20 clean controls', () => {
  assert.ok(corpus.wordy.length >= 80, `${corpus.wordy.length} drafts`);
  assert.ok(corpus.clean.length >= 20, `${corpus.clean.length} clean drafts`);
  assert.equal(new Set(corpus.wordy.map((draft) => draft.genre)).size, 4);
  const ids = [...corpus.wordy, ...corpus.clean, ...corpus.informal].map((draft) => draft.id);
  assert.equal(new Set(ids).size, ids.length, 'draft ids are unique');
});

Deno.test('every draft lists exactly the hard facts the fact lock finds in it', () => {
  for (const draft of [...corpus.wordy, ...corpus.clean, ...corpus.informal]) {
    const found = extractFacts(draft.draft)
      .filter((fact) => fact.hard)
      .map((fact) => fact.text)
      .sort();
    assert.deepEqual(found, [...draft.hardFacts].sort(), draft.id);
  }
});

Deno.test('every listed phrase is in its draft', () => {
  for (const draft of corpus.wordy) {
    for (const phrase of draft.phrases) {
      assert.ok(draft.draft.toLowerCase().includes(phrase.toLowerCase()), `${draft.id}: ${phrase}`);
    }
  }
});

Deno.test('the offline engine meets its goals on the corpus', async () => {
  const figures = engineFigures(await runCorpus(corpus, offlineAnswerer));
  const missed = corpusGoalChecks(figures).filter((check) => !check.met);
  assert.deepEqual(
    missed.map(({ measure, figure, goal }) => `${measure}: ${figure} (goal ${goal})`),
    [],
    `unfixed: ${JSON.stringify(figures.unfixed)}`,
  );
});

Deno.test('each style meets its goals on its corpus', async () => {
  const runs = await runStyles(corpus);
  assert.deepEqual(
    runs.map((run) => run.style),
    ['shorter', 'formal', 'friendly', 'direct', 'plain'],
  );
  const formal = runs.find((run) => run.style === 'formal')!;
  assert.ok(formal.contractionsBefore >= 40, 'the informal notes give FORMAL work to do');
  const missed = styleGoalChecks(runs).filter((check) => !check.met);
  assert.deepEqual(
    missed.map(({ measure, figure, goal }) => `${measure}: ${figure} (goal ${goal})`),
    [],
  );
});
