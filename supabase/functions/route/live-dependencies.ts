import { createApprovalCheck } from '../_shared/auth/approval-check.ts';
import { createCallerVerifier } from '../_shared/auth/caller-verification.ts';
import { createEmailAllowedLookup } from '../_shared/data/email-allowed-lookup.ts';
import { fetchAuthUser, type SupabaseAccess } from '../_shared/data/supabase-rest.ts';
import { createUsageRecorder } from '../_shared/data/usage-events.ts';
import { createRetentionSweeper } from '../_shared/data/usage-retention.ts';
import { withoutBlankValues } from '../_shared/env/blank-values.ts';
import { createVendorAdapters } from '../_shared/vendors/vendor-registry.ts';
import { lazyModule } from './lazy-module.ts';
import { summariseError } from './log-safety.ts';
import type { RouteDependencies } from './route-dependencies.ts';
import { createRefiningRoute } from './refining-route.ts';
import { parseRouteEnv } from './route-env.ts';

/**
 * The Supabase edge runtime's global; absent under plain `deno run`. Typed here: its type module
 * is a `jsr:` import, which does not resolve where only `npm:` packages do.
 */
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

function waitUntil(promise: Promise<unknown>): void {
  if (typeof EdgeRuntime !== 'undefined' && EdgeRuntime?.waitUntil) EdgeRuntime.waitUntil(promise);
  // Under plain Deno the promise simply runs on after the response.
}

/**
 * What reads the database's answers after the caller checks (the quota's decisions, the purge's
 * count) validates them with zod, so it loads with the first request that passed the checks.
 */
const loadQuotaCheck = lazyModule(() => import('../_shared/data/route-quota.ts'));
const loadUsagePurge = lazyModule(() => import('../_shared/data/usage-purge.ts'));

/** Builds the real dependencies from the environment; state lives as long as the isolate. */
export function createLiveDependencies(
  rawEnv: Readonly<Record<string, string | undefined>>,
): RouteDependencies {
  const env = withoutBlankValues(rawEnv);
  const settings = parseRouteEnv(env);
  // Our own fetch reference for every outbound call: aborts reach the socket and tests can swap it.
  const fetchImplementation: typeof fetch = (input, init) => fetch(input, init);
  const access: SupabaseAccess = {
    url: settings.supabaseUrl,
    publicKey: settings.publicKey,
    secretKey: settings.secretKey,
    fetch: fetchImplementation,
  };
  const remote = createVendorAdapters(env, { fetch: fetchImplementation });
  // The router and the offline engine load with the first request that passed the caller checks
  // (the route loads the privacy shield and the judge then too): a cold start's first answer,
  // and every refused request, never read them.
  const loadRouter = lazyModule(async () => {
    const [{ createVendorRouter }, { createClarityAdapter }] = await Promise.all([
      import('../_shared/router/vendor-router.ts'),
      import('../_shared/vendors/clarity-adapter.ts'),
    ]);
    return createVendorRouter({ remote, local: createClarityAdapter(), settings: settings.router });
  });
  const verifyCaller = createCallerVerifier({
    jwks: settings.jwks,
    issuer: settings.issuer,
    fetchUser: (accessToken) => fetchAuthUser(access, accessToken),
  });
  // One quota round trip per batch of concurrent requests, not per request (README: Quota).
  const quotaCheck = lazyModule(async () =>
    (await loadQuotaCheck()).createCoalescedQuotaCheck(access, settings.quota),
  );
  const purge = lazyModule(async () => (await loadUsagePurge()).createUsagePurge(access));
  const log = (entry: Record<string, unknown>) => console.log(JSON.stringify(entry));
  log({
    level: 'info',
    event: 'route_ready',
    // The router's order: the remote vendors, then the offline engine.
    vendors: [...remote.map((adapter) => adapter.vendor), 'local'],
    privacyShield: settings.privacyShield,
  });
  return {
    verifyCaller,
    isEmailApproved: createApprovalCheck({ isEmailAllowed: createEmailAllowedLookup(access) }),
    consumeQuota: async (userId) => (await quotaCheck())(userId),
    quotaCheckOrder: settings.quotaCheckOrder,
    // Drafts are masked only for remote vendors: the offline engine runs on our own server.
    route: createRefiningRoute(loadRouter, {
      shield: settings.privacyShield && remote.length > 0,
    }),
    recordUsage: createUsageRecorder(access, {
      // One line per lost batch; the rows (no message text in them) are dropped, not retried.
      onFailure: ({ error, requestIds }) =>
        log({
          level: 'error',
          event: 'usage_not_recorded',
          rows: requestIds.length,
          requestIds,
          error: summariseError(error),
        }),
    }),
    sweepExpiredUsage: createRetentionSweeper(async () => (await purge())()),
    waitUntil,
    now: () => performance.now(),
    log,
    newRequestId: () => crypto.randomUUID(),
  };
}
