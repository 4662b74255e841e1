import assert from 'node:assert/strict';
import { extractionPasses } from '../text/facts/fact-extraction.ts';
import { createFactLock } from './fact-lock.ts';
import { createReplyJudge } from './reply-judge.ts';
import { WorkMeter } from '../text/work-meter.ts';

/**
 * Looking for a quoted span whose quote marks changed means searching the whole reply, once per
 * span: that search is what the budget bounds. A span it left no room for counts as lost.
 */
const draft = 'The reviewer wrote "the sample is small" and "the effect is large" in March.';
const reply = 'The reviewer wrote that the sample is small and the effect is large in March.';
/** Enough to read the reply for its facts and numbers, not to search it for anything. */
const readingOnly = () => new WorkMeter(reply.length * (extractionPasses + 4));

Deno.test('with room to look, quotes whose marks were dropped are kept', () => {
  const check = createFactLock(draft).check(reply, new WorkMeter(1_000_000));
  assert.deepEqual(check, { missing: [], hardMissing: 0 });
});

Deno.test('without room to look, they count as lost and the check says it stopped', () => {
  const lock = createFactLock(draft);
  const check = lock.check(reply, readingOnly());
  assert.equal(check.incomplete, true);
  assert.equal(check.hardMissing, 2);
  assert.deepEqual(
    check.missing.map((fact) => fact.text),
    ['"the sample is small"', '"the effect is large"'],
  );
});

Deno.test('a judge out of budget rejects the reply for facts it could not find', () => {
  const judge = createReplyJudge(draft, { budgetFor: readingOnly });
  judge.prepare();
  const verdict = judge.judge(`REFINED\n${reply}`);
  assert.equal(verdict.accepted, false);
  assert.ok(verdict.accepted === false && verdict.rejection === 'facts_lost');
  assert.ok('facts' in verdict && verdict.facts.incomplete);
});
