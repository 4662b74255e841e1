import type {
  EngineUsage,
  UsagePeriod,
  UsageStatistics,
} from '@/features/account/api/usage-statistics-api';

/** A figure as the account page shows it: the value, and a dim line that explains it. */
export interface UsageFigure {
  value: string;
  note?: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

export const formatCount = (value: number) => numberFormat.format(value);

const plural = (value: number, one: string, many: string) =>
  `${formatCount(value)} ${value === 1 ? one : many}`;

const tokensOf = (period: UsagePeriod) => period.input_tokens + period.output_tokens;

/** The offline engine is named for what it is; remote vendors by their id. */
export const engineLabel = (vendor: string) =>
  vendor === 'local' ? 'local (offline engine)' : vendor;

/** Tokens this month and today, and which engines' answers carried no token counts. */
export function tokenFigure(statistics: UsageStatistics): UsageFigure {
  const value = `${formatCount(tokensOf(statistics.month_totals))} this month · ${formatCount(tokensOf(statistics.today_totals))} today`;
  const silent = statistics.engines.filter((engine) => engine.calls_without_tokens > 0);
  if (silent.length === 0) return { value };
  const notes = silent.map(
    (engine) =>
      `${engineLabel(engine.vendor)} reported none for ${plural(engine.calls_without_tokens, 'answer', 'answers')}`,
  );
  return { value, note: `Not counted this month: ${notes.join('; ')}.` };
}

/** Messages answered today and this month, and how many ended in the fallback or an error. */
export function callFigure(statistics: UsageStatistics): UsageFigure {
  const { today_totals: today, month_totals: month } = statistics;
  return {
    value: `${formatCount(today.calls)} today · ${formatCount(month.calls)} this month`,
    note: `This month: ${formatCount(month.fallback_calls)} offline fallback · ${plural(month.failed_calls, 'error', 'errors')}`,
  };
}

/** A time of day in the reader's own zone (and locale), e.g. 01:00. */
export function formatClock(
  instant: string,
  options: { timeZone?: string; seconds?: boolean } = {},
): string {
  return new Date(instant).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    timeZone: options.timeZone,
  });
}

/**
 * Messages left under the quota the server applied last, today and this minute, and when the
 * count comes back. Before the server has applied any quota, there is nothing true to show.
 */
export function creditFigure(
  quota: UsageStatistics['quota'],
  options: { timeZone?: string } = {},
): UsageFigure {
  if (quota.per_day === null || quota.per_minute === null) {
    return {
      value: 'Shown after your first message',
      note: 'The limits are the ones the server applies; it has applied none yet.',
    };
  }
  const leftToday = Math.max(0, quota.per_day - quota.used_today);
  // What can still be sent this minute: never more than what is left of the day.
  const leftThisMinute = Math.min(
    leftToday,
    Math.max(0, quota.per_minute - quota.used_this_minute),
  );
  const dayReset = `${formatClock(quota.day_resets_at, options)} (00:00 UTC)`;
  const value = `${formatCount(leftToday)} of ${formatCount(quota.per_day)} today · ${formatCount(leftThisMinute)} of ${formatCount(quota.per_minute)} this minute`;
  if (leftToday === 0) {
    return { value, note: `Daily limit reached: messages resume at ${dayReset}.` };
  }
  if (leftThisMinute === 0) {
    const minuteReset = formatClock(quota.minute_resets_at, { ...options, seconds: true });
    return {
      value,
      note: `Per-minute limit reached: messages resume at ${minuteReset}. The daily count resets at ${dayReset}.`,
    };
  }
  return { value, note: `The daily count resets at ${dayReset}.` };
}

/** A latency to two significant digits, the precision the server keeps: 42 ms, 420 ms, 1.2 s. */
export function formatLatency(milliseconds: number): string {
  if (milliseconds < 1_000) return `${formatCount(milliseconds)} ms`;
  if (milliseconds < 10_000) return `${(milliseconds / 1_000).toFixed(1)} s`;
  return `${formatCount(Math.round(milliseconds / 1_000))} s`;
}

const blocks = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'] as const;

/** One day of the 14-day chart: its bar (a block character, or a dot for none) and labels. */
export interface DayBar {
  day: string;
  label: string;
  calls: number;
  block: string;
}

const dayLabelFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A UTC calendar day as `Nov 15`. */
export const formatDay = (day: string) => dayLabelFormat.format(new Date(`${day}T00:00:00Z`));

/** The 14 days scaled to the busiest: any day with a message gets at least the lowest block. */
export function dayBars(days: UsageStatistics['days']): DayBar[] {
  const busiest = Math.max(0, ...days.map((day) => day.calls));
  return days.map(({ day, calls }) => ({
    day,
    label: formatDay(day),
    calls,
    block:
      calls === 0
        ? '·'
        : blocks[Math.min(blocks.length - 1, Math.ceil((calls / busiest) * blocks.length) - 1)]!,
  }));
}

/** Engines this month, busiest first, as the table shows them. */
export const engineRows = (engines: readonly EngineUsage[]) =>
  engines.map((engine) => ({
    name: engineLabel(engine.vendor),
    calls: formatCount(engine.calls),
    medianLatency: formatLatency(engine.median_latency_ms),
  }));
