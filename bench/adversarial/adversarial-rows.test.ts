import { describe, expect, it } from 'vitest';
import { adversarialRows, type PipelineFigures } from './adversarial-rows.ts';

const timing = (ms4000: number, ms8000: number) => ({
  draft: '["A","(",")"]',
  style: 'friendly',
  ms4000,
  ms8000,
  stepsPerCharacter8000: 250,
});
const pipeline: PipelineFigures = {
  drafts: 49,
  styles: 6,
  repeats: 5,
  worst8000: timing(40, 84),
  worst4000: timing(42, 80),
  ratio: 2,
  reportedDraft8000Ms: 38,
  slowest: [],
  placing: {
    worst8000: { draft: '["A"]', reply: 'reversed', ms4000: 5, ms8000: 11 },
    worst4000: { draft: '["A"]', reply: 'reversed', ms4000: 6, ms8000: 11 },
    ratio: 1.83,
  },
  claims: {
    drafts: 49,
    p50At8000Ms: 1.2,
    worst8000Ms: 3.1,
    worst4000Ms: 1.6,
    worstDraft: '["A","(",")"]',
    ratio: 2.1,
  },
};
const bystander = {
  rounds: 2,
  craftedCharacters: 7_910,
  bystanderMs: [150, 180],
  craftedMs: [130, 170],
  aloneMs: [75, 80],
  statuses: { '200': 16 },
};
const verdicts = (...args: Parameters<typeof adversarialRows>) =>
  adversarialRows(...args).map((row) => row.met);

describe('bench:adversarial rows', () => {
  it('judges the worst case at 8,000 characters, its ratio to 4,000, the claim reading, placing and the bystander', () => {
    expect(verdicts(pipeline, bystander)).toEqual([
      true,
      true,
      null,
      true,
      true,
      true,
      true,
      true,
      null,
    ]);
  });

  it('misses on placing a crafted reply slowly or steeply', () => {
    const placing = {
      worst8000: { draft: '["A"]', reply: 'other', ms4000: 20, ms8000: 70 },
      worst4000: { draft: '["A"]', reply: 'other', ms4000: 20, ms8000: 70 },
      ratio: 3.5,
    };
    expect(verdicts({ ...pipeline, placing }, bystander).slice(5, 7)).toEqual([false, false]);
  });

  it('misses on a slow worst case, a steep ratio, and a bystander refused or late', () => {
    const slow = {
      ...pipeline,
      worst8000: timing(40, 120),
      ratio: 2.9,
      claims: { ...pipeline.claims, p50At8000Ms: 3.4, ratio: 3.9 },
    };
    expect(verdicts(slow, { ...bystander, statuses: { '200': 15, '503': 1 } })).toEqual([
      false,
      false,
      null,
      false,
      false,
      true,
      true,
      false,
      null,
    ]);
    expect(verdicts(pipeline, { ...bystander, bystanderMs: [120, 1_000] })[7]).toBe(false);
  });
});
