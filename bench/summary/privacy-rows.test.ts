import { describe, expect, it } from 'vitest';
import { privacyRows } from './privacy-rows';
import { privacyFixture } from './summary-fixtures';

describe('privacy shield rows', () => {
  it('judges the cost at 500 characters against 1 ms and the growth to 8,000 as linear', () => {
    const rows = privacyRows(privacyFixture);
    expect(rows[0]).toEqual({
      measure: 'privacy shield: cost per request p50, 500 characters with values',
      figure: '0.07 ms',
      goal: '≤ 1 ms',
      verdict: 'pass',
    });
    expect(rows[1]).toMatchObject({ figure: '1.87 / 3.28 ms', verdict: 'info' });
    expect(rows[2]).toMatchObject({
      measure: 'privacy shield: slowest crafted draft (digit groups), 8,000 / 4,000 characters',
      figure: '1.99 (1.97 ms at 8,000)',
      goal: '≤ 2.5 (linear)',
      verdict: 'pass',
    });
    const slower = privacyRows({
      ...privacyFixture,
      slowestCrafted: { ...privacyFixture.slowestCrafted, ratio8000To4000: 3.6 },
      goals: { p50MsAt500: { goal: 1, measured: 1.4, met: false } },
    });
    expect(slower[0]?.verdict).toBe('miss');
    expect(slower[2]?.verdict).toBe('miss');
  });

  it('misses any set with a draft the shield got wrong: no miss, no false alarm', () => {
    const verdicts = Object.fromEntries(
      privacyRows(privacyFixture)
        .filter((row) => row.goal === '0')
        .map((row) => [row.measure, `${row.figure}: ${row.verdict}`]),
    );
    expect(verdicts).toEqual({
      'privacy shield: the clarity corpus, drafts with a false alarm': '0 of 134: pass',
      'privacy shield: the clarity corpus, drafts with a miss': '0 of 134: pass',
      'privacy shield: seeded values in prose, drafts with a miss': '0 of 78: pass',
      'privacy shield: seeded look-alikes, drafts with a false alarm': '1 of 76: miss',
    });
  });
});
