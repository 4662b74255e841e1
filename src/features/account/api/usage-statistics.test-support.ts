import type { UsageStatistics } from '@/features/account/api/usage-statistics-api';

const period = (calls: number, tokens: [number, number] = [0, 0]) => ({
  calls,
  fallback_calls: 0,
  failed_calls: 0,
  input_tokens: tokens[0],
  output_tokens: tokens[1],
});

/** Statistics as get_usage_statistics() answers them on 2025-11-15 at 13:00 UTC. */
export function usageStatisticsFixture(overrides: Partial<UsageStatistics> = {}): UsageStatistics {
  return {
    as_of: '2025-11-15T13:00:00.000+00:00',
    today: '2025-11-15',
    month_start: '2025-11-01',
    today_totals: period(3, [40, 60]),
    month_totals: { ...period(140, [700, 534]), fallback_calls: 2, failed_calls: 1 },
    days: Array.from({ length: 14 }, (_, index) => ({
      day: `2025-11-${String(index + 2).padStart(2, '0')}`,
      calls: [0, 4, 8, 0, 2, 0, 0, 16, 1, 0, 0, 3, 0, 3][index]!,
      tokens: 0,
    })),
    engines: [
      { vendor: 'openai', calls: 120, calls_without_tokens: 0, median_latency_ms: 1_200 },
      { vendor: 'local', calls: 19, calls_without_tokens: 19, median_latency_ms: 42 },
    ],
    quota: {
      per_minute: 20,
      per_day: 300,
      used_this_minute: 1,
      used_today: 3,
      minute_resets_at: '2025-11-15T13:01:00+00:00',
      day_resets_at: '2025-11-16T00:00:00+00:00',
    },
    ...overrides,
  };
}
