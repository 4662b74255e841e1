import assert from 'node:assert/strict';
import { parseRouteEnv } from './route-env.ts';

const platform = {
  SUPABASE_URL: 'http://127.0.0.1:54321/',
  SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_x"}',
  SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}',
  SUPABASE_JWKS: '{"keys":[{"kty":"oct","k":"c2VjcmV0","alg":"HS256"}]}',
};

Deno.test('reads the platform keys and falls back to the defaults for empty settings', () => {
  const env = parseRouteEnv({ ...platform, ROUTER_DEADLINE_MS: '', ROUTER_HEDGING: '' });
  assert.equal(env.supabaseUrl, 'http://127.0.0.1:54321');
  assert.equal(env.publicKey, 'sb_publishable_x');
  assert.equal(env.secretKey, 'sb_secret_x');
  assert.equal(env.jwks?.keys[0]?.kty, 'oct');
  assert.equal(env.router.deadlineMs, 25_000);
  assert.equal(env.router.hedging, true);
  assert.equal(env.router.localFallback, true);
  assert.deepEqual(env.quota, { perMinute: 20, perDay: 300 });
});

Deno.test('uses the legacy anon and service role keys when the new key maps are absent', () => {
  const env = parseRouteEnv({
    SUPABASE_URL: 'http://localhost:54321',
    SUPABASE_ANON_KEY: 'anon',
    SUPABASE_SERVICE_ROLE_KEY: 'service',
  });
  assert.equal(env.publicKey, 'anon');
  assert.equal(env.secretKey, 'service');
  assert.equal(env.jwks, undefined);
});

Deno.test('applies router and quota settings from the environment', () => {
  const env = parseRouteEnv({
    ...platform,
    ROUTER_DEADLINE_MS: '9000',
    ROUTER_HEDGING: 'off',
    ROUTER_HEDGE_BUDGET: '0.05',
    ROUTER_LOCAL_FALLBACK: 'off',
    ROUTER_EXPLORATION: '0',
    ROUTER_BREAKER_COOLDOWN_MS: '5000',
    ROUTE_QUOTA_PER_MINUTE: '3',
    ROUTE_QUOTA_PER_DAY: '40',
  });
  assert.equal(env.router.deadlineMs, 9_000);
  assert.equal(env.router.hedging, false);
  assert.equal(env.router.hedgeBudgetRatio, 0.05);
  assert.equal(env.router.localFallback, false);
  assert.equal(env.router.exploration, 0);
  assert.equal(env.router.breaker.cooldownMs, 5_000);
  assert.deepEqual(env.quota, { perMinute: 3, perDay: 40 });
});

Deno.test('refuses an unusable environment with a clear error', () => {
  assert.throws(() => parseRouteEnv({}), /SUPABASE_URL/);
  assert.throws(() => parseRouteEnv({ SUPABASE_URL: 'http://x' }), /SUPABASE_SECRET_KEYS/);
  assert.throws(
    () => parseRouteEnv({ ...platform, ROUTER_DEADLINE_MS: 'soon' }),
    /ROUTER_DEADLINE_MS/,
  );
  assert.throws(() => parseRouteEnv({ ...platform, ROUTER_HEDGING: 'maybe' }), /ROUTER_HEDGING/);
});
