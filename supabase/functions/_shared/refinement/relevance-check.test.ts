import assert from 'node:assert/strict';
import { notRefinements, realRefinements } from './relevance-cases.test-support.ts';
import { contentStems, relevanceScore, relevanceThreshold } from './relevance-check.ts';

const score = (draft: string, reply: string) => relevanceScore(contentStems(draft), reply);

Deno.test('every real refinement in the table scores at or above the threshold', () => {
  for (const { draft, reply } of realRefinements) {
    const value = score(draft, reply);
    assert.ok(value !== undefined && value >= relevanceThreshold, `${value}: ${reply}`);
  }
});

Deno.test('every answer, poem, refusal or obeyed instruction in the table scores below it', () => {
  for (const { draft, reply } of notRefinements) {
    const value = score(draft, reply);
    assert.ok(value !== undefined && value < relevanceThreshold, `${value}: ${reply}`);
  }
});

Deno.test('the threshold leaves a margin on both sides of the table', () => {
  const lowestReal = Math.min(...realRefinements.map(({ draft, reply }) => score(draft, reply)!));
  const highestOther = Math.max(...notRefinements.map(({ draft, reply }) => score(draft, reply)!));
  assert.ok(lowestReal - relevanceThreshold >= 0.05, `lowest real ${lowestReal}`);
  assert.ok(relevanceThreshold - highestOther >= 0.05, `highest other ${highestOther}`);
});

Deno.test('a draft of fewer than four content words is not judged', () => {
  assert.equal(score('Thanks, see you soon!', 'Waves that whisper.'), undefined);
});

Deno.test('content stems ignore function words, case and inflection', () => {
  assert.deepEqual(
    [...contentStems('We analyzed the Analyses and the analysis of the data.')],
    ['analy', 'data'],
  );
});
