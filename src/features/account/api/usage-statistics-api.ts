import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { ApiError, unexpectedErrorMessage } from '@/lib/api-error';
import { z } from '@/lib/zod';

const count = z.number().int().nonnegative();
const instant = z.iso.datetime({ offset: true });

const periodSchema = z.object({
  calls: count,
  fallback_calls: count,
  failed_calls: count,
  input_tokens: count,
  output_tokens: count,
});

/**
 * The answer of `get_usage_statistics()` (supabase/migrations/20251123001100_…): the caller's
 * own figures, with today and this month as UTC days, and the quota the route function applied
 * last (`per_minute`/`per_day` are null until it has applied any).
 */
export const usageStatisticsSchema = z.object({
  as_of: instant,
  today: z.iso.date(),
  month_start: z.iso.date(),
  today_totals: periodSchema,
  month_totals: periodSchema,
  days: z.array(z.object({ day: z.iso.date(), calls: count, tokens: count })).length(14),
  engines: z.array(
    z.object({
      vendor: z.string().min(1),
      calls: count,
      calls_without_tokens: count,
      median_latency_ms: count,
    }),
  ),
  quota: z.object({
    per_minute: z.number().int().positive().nullable(),
    per_day: z.number().int().positive().nullable(),
    used_this_minute: count,
    used_today: count,
    minute_resets_at: instant,
    day_resets_at: instant,
  }),
});

export type UsageStatistics = z.infer<typeof usageStatisticsSchema>;
export type UsagePeriod = z.infer<typeof periodSchema>;
export type EngineUsage = UsageStatistics['engines'][number];

/** The refusals the function words for people (42501): shown as they are. */
const readableRefusals = new Set([
  'Sign in to see your usage statistics.',
  "This account isn't approved for beta access.",
]);

export const usageConnectionMessage = 'The connection failed. Check your connection and retry.';

function usageError(error: PostgrestError): ApiError {
  if (error.code === '42501' && readableRefusals.has(error.message)) {
    return new ApiError('not_allowed', error.message, { cause: error });
  }
  // postgrest-js reports a failed fetch as an error without a code.
  if (!error.code) return new ApiError('network_error', usageConnectionMessage, { cause: error });
  return new ApiError(error.code, unexpectedErrorMessage, { cause: error });
}

/** Reads the signed-in user's usage statistics in one call; every failure is an ApiError. */
export async function fetchUsageStatistics(client: SupabaseClient): Promise<UsageStatistics> {
  const { data, error } = await client.rpc('get_usage_statistics');
  if (error) throw usageError(error);
  const statistics = usageStatisticsSchema.safeParse(data);
  if (!statistics.success) {
    throw new ApiError('invalid_response', unexpectedErrorMessage, { cause: statistics.error });
  }
  return statistics.data;
}
