import { describe, expect, it } from 'vitest';
import { clarityRows } from './clarity-rows';
import { clarityFixture } from './summary-fixtures';

describe('clarity rows', () => {
  it('shows each offline goal as eval:clarity judged it, with its figure', () => {
    const rows = clarityRows(clarityFixture);
    expect(rows.slice(0, 2)).toEqual([
      {
        measure: 'offline engine: listed phrases fixed',
        figure: '97.6% (286 of 293)',
        goal: '≥ 90%',
        verdict: 'pass',
      },
      {
        measure: 'offline engine: latency p50 / p99 at 501 characters',
        figure: '31 / 90 ms',
        goal: '≤ 30 / ≤ 150 ms',
        verdict: 'miss',
      },
    ]);
    expect(rows[2]).toMatchObject({ figure: '-1.60 / -6', verdict: 'info' });
  });

  it('shows each style goal after the offline engine’s own, missed ones as missed', () => {
    const rows = clarityRows(clarityFixture);
    expect(rows.slice(3, 5)).toEqual([
      {
        measure: 'offline engine: SHORTER: drafts with fewer words',
        figure: '95.5% of 88',
        goal: '≥ 90%',
        verdict: 'pass',
      },
      {
        measure: 'offline engine: FORMAL: contractions left',
        figure: '2 (of 56 in the drafts)',
        goal: '0',
        verdict: 'miss',
      },
    ]);
    const { styles: _styles, ...beforeStyles } = clarityFixture;
    expect(clarityRows(beforeStyles)).toHaveLength(4);
  });

  it('says why no vendor was measured, or shows each vendor for context', () => {
    expect(clarityRows(clarityFixture).at(-1)).toEqual({
      measure: 'vendors on the corpus',
      figure: 'none configured (no vendor API keys in the environment)',
      goal: '—',
      verdict: 'info',
    });
    const withVendor = {
      ...clarityFixture,
      vendors: [
        { engine: 'openai', model: 'gpt-4.1-mini', figures: clarityFixture.offline.figures },
      ],
      vendorNote: null,
    };
    expect(clarityRows(withVendor).at(-1)).toMatchObject({
      measure: expect.stringContaining('openai (gpt-4.1-mini) on the corpus'),
      figure: '97.6%, 90.9%, 100%, 0, 8.70 ms (112 of 112 answered)',
      verdict: 'info',
    });
  });
});
