import * as z from 'zod/mini';
import { createCoalescer } from './call-coalescer.ts';
import { callRpc, type SupabaseAccess } from './supabase-rest.ts';

/**
 * The answer of `consume_route_quota`. `unknown_user`: the id is no user (deleted while their
 * token is still valid); such a request is refused on its own, never the batch it came in.
 */
export const quotaDecisionSchema = z.object({
  allowed: z.boolean(),
  retry_after_seconds: z.int().check(z.nonnegative()),
  unknown_user: z.optional(z.literal(true)),
});
export type QuotaDecision = z.infer<typeof quotaDecisionSchema>;

/** Per-user limits, from `ROUTE_QUOTA_PER_MINUTE` and `ROUTE_QUOTA_PER_DAY`. */
export interface QuotaLimits {
  perMinute: number;
  perDay: number;
}

/** The answer of `consume_route_quota_batch`: one decision per user id, in the order sent. */
export const quotaDecisionsSchema = z.array(quotaDecisionSchema);

/**
 * Counts one request against the caller's quota atomically in Postgres, so the limit holds
 * across isolates: one round trip, executable only with the secret key.
 */
export function createQuotaCheck(access: SupabaseAccess, limits: QuotaLimits) {
  return (userId: string): Promise<QuotaDecision> =>
    callRpc(access, 'consume_route_quota', {
      args: { p_user_id: userId, p_per_minute: limits.perMinute, p_per_day: limits.perDay },
      read: (answer) => quotaDecisionSchema.parse(answer),
    });
}

/**
 * Counts one request per user id in one round trip (`consume_route_quota_batch`, one
 * transaction); a user listed twice is counted twice. Answers one decision per id, in order.
 */
export function createBatchQuotaCheck(access: SupabaseAccess, limits: QuotaLimits) {
  return (userIds: readonly string[]): Promise<QuotaDecision[]> =>
    callRpc(access, 'consume_route_quota_batch', {
      args: { p_user_ids: userIds, p_per_minute: limits.perMinute, p_per_day: limits.perDay },
      read: (answer) => quotaDecisionsSchema.parse(answer),
    });
}

/**
 * The quota check the route function uses: a quiet isolate sends each check at once through
 * `consume_route_quota`; the checks that arrive while one is in flight go together through
 * `consume_route_quota_batch` when it returns (at most `maxBatch` per call). The database then
 * serves one call per batch instead of one per request, whose fixed cost dominated under load.
 * A failed call fails exactly the checks it carried, with its own error.
 */
export function createCoalescedQuotaCheck(
  access: SupabaseAccess,
  limits: QuotaLimits,
  options: { maxBatch?: number } = {},
): (userId: string) => Promise<QuotaDecision> {
  const checkOne = createQuotaCheck(access, limits);
  const checkMany = createBatchQuotaCheck(access, limits);
  return createCoalescer<string, QuotaDecision>(
    async (userIds) => (userIds.length === 1 ? [await checkOne(userIds[0]!)] : checkMany(userIds)),
    options,
  );
}
