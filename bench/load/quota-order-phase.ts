import { z } from 'zod';
import type { LoadPlan } from './load-driver';
import { loadFiguresSchema } from './load-figures';
import { routePlan } from './load-plans';
import type { LoadSettings } from './load-settings';
import type { LoadUser } from './load-users';

/**
 * The route at one connection through the embedded stack, its quota check first (the vendor
 * call waits for it, ROUTE_QUOTA_CHECK=first) and alongside the vendor call (shipped): what the
 * quota's round trip to the database costs a message, on a real stack rather than a mock.
 */
export const quotaOrderSchema = z.object({
  connections: z.number().int(),
  first: loadFiguresSchema,
  concurrent: loadFiguresSchema,
});
export type QuotaOrderFigures = z.infer<typeof quotaOrderSchema>;

/** One user's keep-alive connection sending messages back to back for the phase's window. */
export function oneConnectionPlan(
  apiUrl: string,
  user: LoadUser,
  settings: LoadSettings,
): LoadPlan {
  return {
    ...routePlan(apiUrl, [user], settings),
    connections: 1,
    windowSeconds: settings.quotaOrderWindowSeconds,
  };
}
