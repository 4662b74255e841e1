import assert from 'node:assert/strict';
import { createFactLock } from '../refinement/fact-lock.ts';
import { budgetFor, WorkMeter } from '../text/work-meter.ts';
import { budgetNote, refineMessage } from './clarity-engine.ts';

/**
 * The offline engine on a budget: when its steps run out it answers with what it has done, and
 * its one note tells the writer so; it never throws, and never loses a hard fact.
 */
const draft =
  'We would like to kindly ask you to utilize the revised protocol in order to recruit 112 adults by 3 May 2024 (Smith et al., 2020). It is very important that the data was analyzed by the team prior to the visit.';

Deno.test('within its budget the engine refines the whole draft and counts its steps', async () => {
  const budget = budgetFor(draft.length);
  const result = await refineMessage(draft, { budget });
  assert.ok(!budget.exhausted);
  assert.ok(budget.steps > draft.length, 'every pass over the text is counted');
  assert.ok(!result.notes.includes(budgetNote));
  assert.notEqual(result.refined, draft);
});

Deno.test(
  'a budget spent before the first round leaves the draft as it is, and says so',
  async () => {
    const result = await refineMessage(draft, { budget: new WorkMeter(draft.length * 5) });
    assert.equal(result.refined, draft);
    assert.deepEqual(result.notes, [budgetNote]);
    assert.deepEqual(result.changes, []);
  },
);

Deno.test('a budget that runs out after a round answers with that round, and says so', async () => {
  const full = budgetFor(draft.length);
  await refineMessage(draft, { budget: full });
  // Enough for the first round's reading and checks (facts, then claims), not for the analysis
  // after the rounds.
  const partial = new WorkMeter(Math.floor(full.steps * 0.7));
  const result = await refineMessage(draft, { budget: partial });
  assert.ok(partial.exhausted);
  assert.deepEqual(result.notes, [budgetNote]);
  assert.notEqual(result.refined, draft, 'what was done is kept');
  const lost = createFactLock(draft)
    .check(result.refined)
    .missing.filter((fact) => fact.hard);
  assert.deepEqual(lost, []);
  assert.ok(result.report.includes(budgetNote));
});
