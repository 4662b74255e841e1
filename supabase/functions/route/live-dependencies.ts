import { createApprovalCheck } from '../_shared/auth/approval-check.ts';
import { createCallerVerifier } from '../_shared/auth/caller-verification.ts';
import {
  createCoalescedQuotaCheck,
  createEmailAllowedLookup,
} from '../_shared/data/route-quota.ts';
import { fetchAuthUser, type SupabaseAccess } from '../_shared/data/supabase-rest.ts';
import { createUsageRecorder } from '../_shared/data/usage-events.ts';
import { createRetentionSweeper, createUsagePurge } from '../_shared/data/usage-retention.ts';
import { withoutBlankValues } from '../_shared/env/blank-values.ts';
import { createVendorRouter } from '../_shared/router/vendor-router.ts';
import { createClarityAdapter } from '../_shared/vendors/clarity-adapter.ts';
import { createVendorAdapters } from '../_shared/vendors/vendor-registry.ts';
import { summariseError } from './log-safety.ts';
import { createRefiningRoute } from './refining-route.ts';
import type { RouteDependencies } from './route-dependencies.ts';
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
  const router = createVendorRouter({
    remote,
    local: createClarityAdapter(),
    settings: settings.router,
  });
  const verifyCaller = createCallerVerifier({
    jwks: settings.jwks,
    issuer: settings.issuer,
    fetchUser: (accessToken) => fetchAuthUser(access, accessToken),
  });
  const log = (entry: Record<string, unknown>) => console.log(JSON.stringify(entry));
  log({
    level: 'info',
    event: 'route_ready',
    vendors: router.vendors,
    privacyShield: settings.privacyShield,
  });
  return {
    verifyCaller,
    isEmailApproved: createApprovalCheck({ isEmailAllowed: createEmailAllowedLookup(access) }),
    // One quota round trip per batch of concurrent requests, not per request (README: Quota).
    consumeQuota: createCoalescedQuotaCheck(access, settings.quota),
    quotaCheckOrder: settings.quotaCheckOrder,
    // Drafts are masked only for remote vendors: the offline engine runs on our own server.
    route: createRefiningRoute(router, { shield: settings.privacyShield && remote.length > 0 }),
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
    sweepExpiredUsage: createRetentionSweeper(createUsagePurge(access)),
    waitUntil,
    now: () => performance.now(),
    log,
    newRequestId: () => crypto.randomUUID(),
  };
}
