import * as z from 'zod/mini';
import { callRpc, type SupabaseAccess } from './supabase-rest.ts';

/** How many rows one purge deleted. */
const purgedRowsSchema = z.int().check(z.nonnegative());

/** `purge_expired_usage_events()`: deletes one batch of rows older than 12 months. */
export function createUsagePurge(access: SupabaseAccess) {
  return (): Promise<number> =>
    callRpc(access, 'purge_expired_usage_events', {
      args: {},
      read: (answer) => purgedRowsSchema.parse(answer),
    });
}
