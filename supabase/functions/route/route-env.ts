import { z } from 'zod';
import { jsonWebKeySetSchema, type JsonWebKeySetInput } from '../_shared/auth/jwt-verification.ts';
import { accessTokenIssuer } from '../_shared/auth/token-issuer.ts';
import type { QuotaLimits } from '../_shared/data/route-quota.ts';
import { defaultRouterSettings, type RouterSettings } from '../_shared/router/router-settings.ts';
import { withoutBlankValues } from '../_shared/env/blank-values.ts';
import { keyMapSchema, pickKey } from '../_shared/env/key-map.ts';

const onOff = (fallback: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['on', 'true', '1'].includes(value)));

const integer = (fallback: number, min: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .optional()
    .transform((value) => value ?? fallback);

const keyMap = z
  .string()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    try {
      return pickKey(keyMapSchema.parse(JSON.parse(value)));
    } catch {
      context.addIssue({ code: 'custom', message: 'must be JSON like {"default":"sb_..."}' });
      return z.NEVER;
    }
  });

/** The function's environment, validated once at start-up (blank values count as unset). */
export const routeEnvSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_ANON_KEY: z.string().optional(),
  SUPABASE_PUBLISHABLE_KEYS: keyMap,
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
  SUPABASE_SECRET_KEYS: keyMap,
  SUPABASE_JWKS: z.string().optional(),
  SB_JWT_ISSUER: z.url().optional(),
  ROUTER_DEADLINE_MS: integer(defaultRouterSettings.deadlineMs, 500, 140_000),
  ROUTER_HEDGING: onOff(defaultRouterSettings.hedging),
  ROUTER_HEDGE_BUDGET: z.coerce.number().min(0).max(1).optional(),
  ROUTER_ATTEMPT_TIMEOUT_MS: integer(
    defaultRouterSettings.attemptTimeoutMs,
    100,
    defaultRouterSettings.attemptTimeoutMaxMs,
  ),
  ROUTER_STREAM_STALL_MS: integer(defaultRouterSettings.streamStallMs, 100, 20_000),
  ROUTER_LOCAL_FALLBACK: onOff(defaultRouterSettings.localFallback),
  ROUTER_EXPLORATION: z.coerce.number().min(0).max(0.5).optional(),
  ROUTER_BREAKER_COOLDOWN_MS: integer(defaultRouterSettings.breaker.cooldownMs, 100, 3_600_000),
  ROUTE_QUOTA_PER_MINUTE: integer(20, 1, 100_000),
  ROUTE_QUOTA_PER_DAY: integer(300, 1, 10_000_000),
  ROUTE_QUOTA_CHECK: z.enum(['concurrent', 'first']).default('concurrent'),
  PRIVACY_SHIELD: onOff(true),
});
export type RouteEnv = z.infer<typeof routeEnvSchema>;

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
  const parsed = jsonWebKeySetSchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : undefined;
}

/** Reads and checks the environment; throws with every problem listed when it is unusable. */
export function parseRouteEnv(env: Readonly<Record<string, string | undefined>>): RouteEnvironment {
  const parsed = routeEnvSchema.parse(withoutBlankValues(env));
  const publicKey = parsed.SUPABASE_PUBLISHABLE_KEYS ?? parsed.SUPABASE_ANON_KEY;
  const secretKey = parsed.SUPABASE_SECRET_KEYS ?? parsed.SUPABASE_SERVICE_ROLE_KEY;
  if (!publicKey || !secretKey) {
    throw new Error(
      'route: SUPABASE_PUBLISHABLE_KEYS (or SUPABASE_ANON_KEY) and SUPABASE_SECRET_KEYS (or SUPABASE_SERVICE_ROLE_KEY) are required',
    );
  }
  const supabaseUrl = parsed.SUPABASE_URL.replace(/\/+$/, '');
  return {
    supabaseUrl,
    publicKey,
    secretKey,
    jwks: parseJwks(parsed.SUPABASE_JWKS),
    issuer: accessTokenIssuer({ supabaseUrl, issuerOverride: parsed.SB_JWT_ISSUER }),
    quota: { perMinute: parsed.ROUTE_QUOTA_PER_MINUTE, perDay: parsed.ROUTE_QUOTA_PER_DAY },
    quotaCheckOrder: parsed.ROUTE_QUOTA_CHECK,
    router: {
      ...defaultRouterSettings,
      deadlineMs: parsed.ROUTER_DEADLINE_MS,
      hedging: parsed.ROUTER_HEDGING,
      hedgeBudgetRatio: parsed.ROUTER_HEDGE_BUDGET ?? defaultRouterSettings.hedgeBudgetRatio,
      attemptTimeoutMs: parsed.ROUTER_ATTEMPT_TIMEOUT_MS,
      streamStallMs: parsed.ROUTER_STREAM_STALL_MS,
      localFallback: parsed.ROUTER_LOCAL_FALLBACK,
      exploration: parsed.ROUTER_EXPLORATION ?? defaultRouterSettings.exploration,
      breaker: { ...defaultRouterSettings.breaker, cooldownMs: parsed.ROUTER_BREAKER_COOLDOWN_MS },
    },
    privacyShield: parsed.PRIVACY_SHIELD,
  };
}
