import { describe, expect, it } from 'vitest';
import { adversarialFixture } from '../summary/summary-fixtures';
import { adversarialChecks, formatAdversarialReport } from './adversarial-result';

describe('bench:adversarial figures', () => {
  it('judges the worst case at 8,000 characters, its ratio to 4,000 and the bystander', () => {
    expect(
      adversarialChecks(adversarialFixture).map((check) => [
        check.measure.split(',')[0],
        check.figure,
        check.verdict,
      ]),
    ).toEqual([
      ['whole pipeline', '84.0 ms (["A","(",")"], style friendly)', 'pass'],
      ['↳ worst case at 8', '2.00 (84.0 ms / 42.0 ms)', 'pass'],
      ['↳ the reported crafted draft at 8', '38.0 ms', 'info'],
      [
        "stack: a bystander's one-line message while three crafted drafts (7910 characters) are in flight",
        '180 ms (p50 150 ms); 16 × 200',
        'pass',
      ],
      ['↳ stack: each crafted draft', '130 ms / 170 ms; alone 75.0 ms / 80.0 ms', 'info'],
    ]);
  });

  it('misses a goal on a slow worst case, a steep ratio, or a bystander refused or late', () => {
    const slow = {
      ...adversarialFixture,
      pipeline: {
        ...adversarialFixture.pipeline,
        worst8000: { ...adversarialFixture.pipeline.worst8000, ms8000: 120 },
        ratio: 2.9,
      },
      bystander: { ...adversarialFixture.bystander, statuses: { '200': 15, '503': 1 } },
    };
    expect(adversarialChecks(slow).map((check) => check.verdict)).toEqual([
      'miss',
      'miss',
      'info',
      'miss',
      'info',
    ]);
    const late = {
      ...adversarialFixture,
      bystander: { ...adversarialFixture.bystander, bystanderMs: [120, 1_000] },
    };
    expect(adversarialChecks(late)[3]?.verdict).toBe('miss');
  });

  it('prints the goal table and the slowest drafts', () => {
    const report = formatAdversarialReport(adversarialFixture);
    expect(report).toContain('bench:adversarial: 2 cores, load average 0.4 → 0.9');
    expect(report).toMatch(/\["A","\(","\)"\]\s+friendly\s+40\.0\s+84\.0\s+250/);
  });
});
