import assert from 'node:assert/strict';
import { defaultRouterSettings } from '../_shared/router/router-settings.ts';
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
  assert.equal(env.quotaCheckOrder, 'concurrent');
});

Deno.test('expects the issuer Auth writes into the project’s tokens', () => {
  const issuer = (variables: Record<string, string>) =>
    parseRouteEnv({ ...platform, ...variables }).issuer;
  assert.equal(issuer({}), 'http://127.0.0.1:54321/auth/v1', 'the embedded stack');
  assert.equal(
    issuer({ SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' }),
    'https://abcdefghijklmnopqrst.supabase.co/auth/v1',
    'a hosted project',
  );
  assert.equal(
    issuer({ SUPABASE_URL: 'http://kong:8000' }),
    'http://127.0.0.1:54321/auth/v1',
    '`supabase start`: Auth issues for the external URL the function does not see',
  );
  assert.equal(
    issuer({ SUPABASE_URL: 'http://kong:8000', SB_JWT_ISSUER: 'http://192.168.1.9:64321/auth/v1' }),
    'http://192.168.1.9:64321/auth/v1',
    'SB_JWT_ISSUER names any other',
  );
  assert.throws(() => issuer({ SB_JWT_ISSUER: 'not a url' }), /SB_JWT_ISSUER/);
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

Deno.test('reads key maps whose key has another name than default', () => {
  const env = parseRouteEnv({
    ...platform,
    SUPABASE_PUBLISHABLE_KEYS: '{"web":"sb_publishable_web"}',
    SUPABASE_SECRET_KEYS: '{"server":"sb_secret_server","rotated":"sb_secret_old"}',
    SUPABASE_ANON_KEY: 'legacy-anon',
    SUPABASE_SERVICE_ROLE_KEY: 'legacy-service',
  });
  assert.equal(env.publicKey, 'sb_publishable_web');
  assert.equal(env.secretKey, 'sb_secret_server');
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
    ROUTE_QUOTA_CHECK: 'first',
  });
  assert.equal(env.router.deadlineMs, 9_000);
  assert.equal(env.router.hedging, false);
  assert.equal(env.router.hedgeBudgetRatio, 0.05);
  assert.equal(env.router.localFallback, false);
  assert.equal(env.router.exploration, 0);
  assert.equal(env.router.breaker.cooldownMs, 5_000);
  assert.deepEqual(env.quota, { perMinute: 3, perDay: 40 });
  assert.equal(env.quotaCheckOrder, 'first');
});

Deno.test('treats empty and whitespace-only values as unset, and trims the others', () => {
  const env = parseRouteEnv({
    SUPABASE_URL: ' http://127.0.0.1:54321 ',
    SUPABASE_PUBLISHABLE_KEYS: '   ',
    SUPABASE_ANON_KEY: 'anon',
    SUPABASE_SECRET_KEYS: '',
    SUPABASE_SERVICE_ROLE_KEY: ' service ',
    SUPABASE_JWKS: ' ',
    ROUTER_DEADLINE_MS: '  ',
    ROUTER_HEDGING: '\t',
    ROUTER_HEDGE_BUDGET: ' ',
    ROUTER_ATTEMPT_TIMEOUT_MS: '',
    ROUTER_LOCAL_FALLBACK: ' ',
    ROUTER_EXPLORATION: '',
    ROUTER_BREAKER_COOLDOWN_MS: ' ',
    ROUTE_QUOTA_PER_MINUTE: ' ',
    ROUTE_QUOTA_PER_DAY: '',
  });
  assert.equal(env.supabaseUrl, 'http://127.0.0.1:54321');
  assert.equal(env.publicKey, 'anon');
  assert.equal(env.secretKey, 'service');
  assert.equal(env.jwks, undefined);
  assert.deepEqual(env.router, defaultRouterSettings);
  assert.deepEqual(env.quota, { perMinute: 20, perDay: 300 });
});

Deno.test('ships a hedge budget of 10% and an 8 s first time limit per attempt', () => {
  const env = parseRouteEnv(platform);
  assert.equal(env.router.hedgeBudgetRatio, 0.15);
  assert.equal(env.router.attemptTimeoutMs, 8_000);
  assert.equal(
    parseRouteEnv({ ...platform, ROUTER_ATTEMPT_TIMEOUT_MS: '1500' }).router.attemptTimeoutMs,
    1_500,
  );
  assert.throws(
    () => parseRouteEnv({ ...platform, ROUTER_ATTEMPT_TIMEOUT_MS: '60000' }),
    /ROUTER_ATTEMPT_TIMEOUT_MS/,
  );
});

Deno.test('refuses an unusable environment with a clear error', () => {
  assert.throws(() => parseRouteEnv({}), /SUPABASE_URL/);
  assert.throws(() => parseRouteEnv({ SUPABASE_URL: 'http://x' }), /SUPABASE_SECRET_KEYS/);
  assert.throws(
    () => parseRouteEnv({ ...platform, ROUTER_DEADLINE_MS: 'soon' }),
    /ROUTER_DEADLINE_MS/,
  );
  assert.throws(() => parseRouteEnv({ ...platform, ROUTER_HEDGING: 'maybe' }), /ROUTER_HEDGING/);
  assert.throws(
    () => parseRouteEnv({ ...platform, ROUTE_QUOTA_CHECK: 'later' }),
    /ROUTE_QUOTA_CHECK/,
  );
});

Deno.test('keeps sensitive values from vendors unless PRIVACY_SHIELD=off', () => {
  assert.equal(parseRouteEnv(platform).privacyShield, true);
  assert.equal(parseRouteEnv({ ...platform, PRIVACY_SHIELD: ' ' }).privacyShield, true);
  assert.equal(parseRouteEnv({ ...platform, PRIVACY_SHIELD: 'on' }).privacyShield, true);
  assert.equal(parseRouteEnv({ ...platform, PRIVACY_SHIELD: 'off' }).privacyShield, false);
  assert.equal(parseRouteEnv({ ...platform, PRIVACY_SHIELD: '0' }).privacyShield, false);
  assert.throws(() => parseRouteEnv({ ...platform, PRIVACY_SHIELD: 'no' }), /PRIVACY_SHIELD/);
});
