import { createRefiningRoute } from './refining-route.ts';
import type { VendorRouter } from '../_shared/router/vendor-router.ts';
import { createHandler } from './handler.ts';
import type { RouteDependencies } from './route-dependencies.ts';

/**
 * The whole function over a real router and judge, with an approved caller and room in the
 * quota (unless `overrides` says otherwise): what a caller gets back from the engines the router
 * holds.
 */
export function refiningHandler(router: VendorRouter, overrides: Partial<RouteDependencies> = {}) {
  const deps: RouteDependencies = {
    verifyCaller: () =>
      Promise.resolve({ userId: 'u', email: 'ada@example.org', accessToken: 't' }),
    isEmailApproved: () => Promise.resolve(true),
    consumeQuota: () => Promise.resolve({ allowed: true, retry_after_seconds: 0 }),
    route: createRefiningRoute(router),
    recordUsage: () => Promise.resolve(),
    sweepExpiredUsage: () => undefined,
    waitUntil: () => {},
    now: () => performance.now(),
    log: () => {},
    newRequestId: () => 'request-1',
    ...overrides,
  };
  return createHandler(deps);
}
