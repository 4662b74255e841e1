import { type JsonWebKeySetInput, readJsonWebKeySet } from '../_shared/auth/jwt-verification.ts';
import { accessTokenIssuer } from '../_shared/auth/token-issuer.ts';
import type { QuotaLimits } from '../_shared/data/route-quota.ts';
import { defaultRouterSettings, type RouterSettings } from '../_shared/router/router-settings.ts';
import { withoutBlankValues } from '../_shared/env/blank-values.ts';
import { pickKey, readKeyMap } from '../_shared/env/key-map.ts';
import { SettingsReader } from '../_shared/env/settings-reader.ts';

export interface RouteEnvironment {
  supabaseUrl: string;
  publicKey: string;
  secretKey: string;
  jwks: JsonWebKeySetInput | undefined;
  /** The `iss` every access token of the project carries (token-issuer.ts). */
  issuer: string;
  quota: QuotaLimits;
  /** `concurrent`: the vendor call starts with the quota check; `first`: after it admits. */
  quotaCheckOrder: 'concurrent' | 'first';
  router: RouterSettings;
  /** Keep sensitive values of a draft back from third-party vendors (docs/privacy.md). */
  privacyShield: boolean;
}

function parseJwks(raw: string | undefined): JsonWebKeySetInput | undefined {
  if (!raw) return undefined;
  return readJsonWebKeySet(JSON.parse(raw));
}

const keyMapExpected = 'JSON like {"default":"sb_..."}';

/**
 * Reads and checks the environment; throws with every problem listed when it is unusable. Plain
 * checks, not a schema library: this runs as the function starts (settings-reader.ts).
 */
export function parseRouteEnv(env: Readonly<Record<string, string | undefined>>): RouteEnvironment {
  const settings = new SettingsReader(withoutBlankValues(env));
  const defaults = defaultRouterSettings;
  const keyMap = (name: string) => settings.parsed(name, keyMapExpected, readKeyMap);
  const rawUrl = settings.url('SUPABASE_URL', { required: true });
  const publishableKeys = keyMap('SUPABASE_PUBLISHABLE_KEYS');
  const secretKeys = keyMap('SUPABASE_SECRET_KEYS');
  const issuerOverride = settings.url('SB_JWT_ISSUER');
  const router: RouterSettings = {
    ...defaults,
    deadlineMs: settings.integer('ROUTER_DEADLINE_MS', defaults.deadlineMs, {
      min: 500,
      max: 140_000,
    }),
    hedging: settings.switch('ROUTER_HEDGING', defaults.hedging),
    hedgeBudgetRatio:
      settings.number('ROUTER_HEDGE_BUDGET', { min: 0, max: 1 }) ?? defaults.hedgeBudgetRatio,
    attemptTimeoutMs: settings.integer('ROUTER_ATTEMPT_TIMEOUT_MS', defaults.attemptTimeoutMs, {
      min: 100,
      max: defaults.attemptTimeoutMaxMs,
    }),
    streamStallMs: settings.integer('ROUTER_STREAM_STALL_MS', defaults.streamStallMs, {
      min: 100,
      max: 20_000,
    }),
    localFallback: settings.switch('ROUTER_LOCAL_FALLBACK', defaults.localFallback),
    exploration:
      settings.number('ROUTER_EXPLORATION', { min: 0, max: 0.5 }) ?? defaults.exploration,
    breaker: {
      ...defaults.breaker,
      cooldownMs: settings.integer('ROUTER_BREAKER_COOLDOWN_MS', defaults.breaker.cooldownMs, {
        min: 100,
        max: 3_600_000,
      }),
    },
  };
  const quota = {
    perMinute: settings.integer('ROUTE_QUOTA_PER_MINUTE', 20, { min: 1, max: 100_000 }),
    perDay: settings.integer('ROUTE_QUOTA_PER_DAY', 300, { min: 1, max: 10_000_000 }),
  };
  const quotaCheckOrder = settings.choice(
    'ROUTE_QUOTA_CHECK',
    ['concurrent', 'first'],
    'concurrent',
  );
  const privacyShield = settings.switch('PRIVACY_SHIELD', true);
  settings.finish('route: unusable environment');
  const publicKey =
    (publishableKeys && pickKey(publishableKeys)) ?? settings.text('SUPABASE_ANON_KEY');
  const secretKey =
    (secretKeys && pickKey(secretKeys)) ?? settings.text('SUPABASE_SERVICE_ROLE_KEY');
  if (!publicKey || !secretKey) {
    throw new Error(
      'route: SUPABASE_PUBLISHABLE_KEYS (or SUPABASE_ANON_KEY) and SUPABASE_SECRET_KEYS (or SUPABASE_SERVICE_ROLE_KEY) are required',
    );
  }
  const supabaseUrl = rawUrl.replace(/\/+$/, '');
  return {
    supabaseUrl,
    publicKey,
    secretKey,
    jwks: parseJwks(settings.text('SUPABASE_JWKS')),
    issuer: accessTokenIssuer({ supabaseUrl, issuerOverride }),
    quota,
    quotaCheckOrder,
    router,
    privacyShield,
  };
}
