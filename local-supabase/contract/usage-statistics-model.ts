/**
 * What public.usage_statistics_of() must answer, computed directly from usage_events rows in
 * TypeScript: the SQL tests compare the roll-up-based answer with this plain model.
 */

export interface UsageRow {
  userId: string;
  createdAt: Date;
  vendor: string;
  latencyMs: number;
  inputTokens: number | null;
  outputTokens: number | null;
  outcome: 'ok' | 'fallback' | 'failed';
}

export interface PeriodFigures {
  calls: number;
  fallback_calls: number;
  failed_calls: number;
  input_tokens: number;
  output_tokens: number;
}

export interface EngineFigures {
  vendor: string;
  calls: number;
  calls_without_tokens: number;
  median_latency_ms: number;
}

export interface ModelStatistics {
  today: string;
  month_start: string;
  today_totals: PeriodFigures;
  month_totals: PeriodFigures;
  days: Array<{ day: string; calls: number; tokens: number }>;
  engines: EngineFigures[];
}

const dayMs = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const utcMonthStart = (date: Date) => `${date.toISOString().slice(0, 7)}-01`;

/** A latency truncated to two significant digits (0-99 ms exactly): the buckets' resolution. */
export function twoSignificantDigits(latencyMs: number): number {
  if (latencyMs < 100) return latencyMs;
  const unit = 10 ** (String(latencyMs).length - 2);
  return Math.floor(latencyMs / unit) * unit;
}

function periodFigures(rows: readonly UsageRow[]): PeriodFigures {
  return {
    calls: rows.length,
    fallback_calls: rows.filter((row) => row.outcome === 'fallback').length,
    failed_calls: rows.filter((row) => row.outcome === 'failed').length,
    input_tokens: rows.reduce((sum, row) => sum + (row.inputTokens ?? 0), 0),
    output_tokens: rows.reduce((sum, row) => sum + (row.outputTokens ?? 0), 0),
  };
}

/** The lower median, as percentile_disc(0.5) picks it. */
function lowerMedian(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.ceil(sorted.length / 2) - 1]!;
}

function engineFigures(monthRows: readonly UsageRow[]): EngineFigures[] {
  const answered = monthRows.filter((row) => row.outcome !== 'failed');
  const vendors = [...new Set(answered.map((row) => row.vendor))];
  return vendors
    .map((vendor) => {
      const rows = answered.filter((row) => row.vendor === vendor);
      const withTokens = rows.filter(
        (row) => row.inputTokens !== null || row.outputTokens !== null,
      );
      return {
        vendor,
        calls: rows.length,
        calls_without_tokens: rows.length - withTokens.length,
        median_latency_ms: twoSignificantDigits(lowerMedian(rows.map((row) => row.latencyMs))),
      };
    })
    .sort((left, right) => right.calls - left.calls || (left.vendor < right.vendor ? -1 : 1));
}

/** The statistics of `userId` at `at`, from every usage row there is. */
export function modelStatistics(
  rows: readonly UsageRow[],
  userId: string,
  at: Date,
): ModelStatistics {
  const today = utcDay(at);
  const monthStart = utcMonthStart(at);
  const own = rows.filter((row) => row.userId === userId && utcDay(row.createdAt) <= today);
  const monthRows = own.filter((row) => utcDay(row.createdAt) >= monthStart);
  const days = Array.from({ length: 14 }, (_, index) => {
    const day = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - (13 - index) * dayMs));
    const dayRows = own.filter((row) => utcDay(row.createdAt) === day);
    const figures = periodFigures(dayRows);
    return { day, calls: figures.calls, tokens: figures.input_tokens + figures.output_tokens };
  });
  return {
    today,
    month_start: monthStart,
    today_totals: periodFigures(own.filter((row) => utcDay(row.createdAt) === today)),
    month_totals: periodFigures(monthRows),
    days,
    engines: engineFigures(monthRows),
  };
}
