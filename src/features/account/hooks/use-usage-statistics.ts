import { useQuery } from '@tanstack/react-query';
import { fetchUsageStatistics } from '@/features/account/api/usage-statistics-api';
import { ApiError } from '@/lib/api-error';
import { useSupabaseClient } from '@/lib/supabase-context';

/** How often the figures are read again while the page is open and visible. */
export const usageRefreshSeconds = 30;

/**
 * The signed-in user's usage statistics, read when the page opens, when the window regains
 * focus and every 30 s while it is visible (a message answered in another tab shows up). Keyed
 * by user, so a second account on the same browser never sees the first one's figures.
 */
export function useUsageStatistics(userId: string) {
  const client = useSupabaseClient();
  return useQuery({
    queryKey: ['usage-statistics', userId],
    queryFn: () => fetchUsageStatistics(client),
    refetchInterval: usageRefreshSeconds * 1000,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // Once more after a dropped connection or a server hiccup; a refusal or a bad answer will
    // not change by asking again.
    retry: (failures, error) =>
      failures < 1 &&
      !(error instanceof ApiError && ['not_allowed', 'invalid_response'].includes(error.code)),
  });
}
