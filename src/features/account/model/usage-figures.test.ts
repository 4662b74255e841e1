import { usageStatisticsFixture } from '@/features/account/api/usage-statistics.test-support';
import {
  callFigure,
  creditFigure,
  dayBars,
  formatDay,
  formatLatency,
  tokenFigure,
} from '@/features/account/model/usage-figures';

const statistics = usageStatisticsFixture();
const quota = statistics.quota;
const utc = { timeZone: 'UTC' };
const clock = (instant: string, seconds = false) =>
  new Date(instant).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    timeZone: 'UTC',
  });

describe('usage figures', () => {
  it('shows tokens this month with today beside it, and names engines that report none', () => {
    expect(tokenFigure(statistics)).toEqual({
      value: '1,234 this month · 100 today',
      note: 'Not counted this month: local (offline engine) reported none for 19 answers.',
    });
    const reported = usageStatisticsFixture({
      engines: [{ vendor: 'openai', calls: 1, calls_without_tokens: 0, median_latency_ms: 900 }],
    });
    expect(tokenFigure(reported).note).toBeUndefined();
  });

  it('shows messages today and this month, and how many ended in the fallback or an error', () => {
    expect(callFigure(statistics)).toEqual({
      value: '3 today · 140 this month',
      note: 'This month: 2 offline fallback · 1 error',
    });
  });

  it('shows the messages left today and this minute under the quota the server applied', () => {
    expect(creditFigure(quota, utc)).toEqual({
      value: '297 of 300 today · 19 of 20 this minute',
      note: `The daily count resets at ${clock(quota.day_resets_at)} (00:00 UTC).`,
    });
  });

  it('says when the daily or the per-minute limit is reached and when messages resume', () => {
    expect(creditFigure({ ...quota, used_today: 300 }, utc)).toEqual({
      value: '0 of 300 today · 0 of 20 this minute',
      note: `Daily limit reached: messages resume at ${clock(quota.day_resets_at)} (00:00 UTC).`,
    });
    expect(creditFigure({ ...quota, used_today: 310 }, utc).value).toMatch(/^0 of 300 today/);
    expect(creditFigure({ ...quota, used_today: 298 }, utc).value).toBe(
      '2 of 300 today · 2 of 20 this minute',
    );
    expect(creditFigure({ ...quota, used_this_minute: 20 }, utc).note).toBe(
      `Per-minute limit reached: messages resume at ${clock(quota.minute_resets_at, true)}. The daily count resets at ${clock(quota.day_resets_at)} (00:00 UTC).`,
    );
  });

  it('shows no invented limits before the server has applied any', () => {
    expect(creditFigure({ ...quota, per_minute: null, per_day: null }).value).toBe(
      'Shown after your first message',
    );
  });

  it('writes latencies to the two significant digits the server keeps', () => {
    expect([42, 420, 990, 1_200, 9_900, 12_000, 140_000].map(formatLatency)).toEqual([
      '42 ms',
      '420 ms',
      '990 ms',
      '1.2 s',
      '9.9 s',
      '12 s',
      '140 s',
    ]);
  });

  it('scales the 14 days to the busiest one, a dot for a day without messages', () => {
    const bars = dayBars(statistics.days);
    expect(bars.map((bar) => bar.block).join('')).toBe('·▂▄·▁··█▁··▂·▂');
    expect(bars[0]).toEqual({ day: '2025-11-02', label: 'Nov 2', calls: 0, block: '·' });
    expect(formatDay('2025-12-31')).toBe('Dec 31');
    expect(
      dayBars(statistics.days.map((day) => ({ ...day, calls: 0 }))).every(
        (bar) => bar.block === '·',
      ),
    ).toBe(true);
  });
});
