import { z } from 'zod';
import { callRpc, type SupabaseAccess } from './supabase-rest.ts';

/** The answer of `consume_route_quota`. */
export const quotaDecisionSchema = z.object({
  allowed: z.boolean(),
  retry_after_seconds: z.number().int().nonnegative(),
});
export type QuotaDecision = z.infer<typeof quotaDecisionSchema>;

/** Per-user limits, from `ROUTE_QUOTA_PER_MINUTE` and `ROUTE_QUOTA_PER_DAY`. */
export interface QuotaLimits {
  perMinute: number;
  perDay: number;
}

/**
 * Counts one request against the caller's quota atomically in Postgres, so the limit holds
 * across isolates: one round trip, executable only with the secret key.
 */
export function createQuotaCheck(access: SupabaseAccess, limits: QuotaLimits) {
  return (userId: string): Promise<QuotaDecision> =>
    callRpc(access, 'consume_route_quota', {
      args: { p_user_id: userId, p_per_minute: limits.perMinute, p_per_day: limits.perDay },
      schema: quotaDecisionSchema,
    });
}

/** `is_email_allowed(p_email)`, asked as the caller (it is executable by `authenticated`). */
export function createEmailAllowedLookup(access: SupabaseAccess) {
  return (email: string, accessToken: string): Promise<boolean> =>
    callRpc(access, 'is_email_allowed', {
      args: { p_email: email },
      schema: z.boolean(),
      asCaller: accessToken,
    });
}
