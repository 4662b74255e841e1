import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { localKeys } from '../../local-supabase/stack-defaults';
import { checkAccess, checkAppKeys, checkFunctionSecrets } from './deploy-key-checks';
import { localOnlySettings, productionSettingNames } from './function-settings';

const ref = 'qwertyuiopasdfghjklz';

describe("the function's production settings (supabase/functions/.env.production)", () => {
  it('lists the names it will set, never a value, and leaves blank ones out', () => {
    const { check, toPush } = checkFunctionSecrets({
      OPENAI_API_KEY: 'sk-live-value',
      ANTHROPIC_API_KEY: '',
      ROUTE_QUOTA_PER_MINUTE: '30',
    });

    expect(check).toEqual({
      status: 'ok',
      subject: 'supabase/functions/.env.production',
      message: '2 settings to set: OPENAI_API_KEY, ROUTE_QUOTA_PER_MINUTE',
    });
    expect(toPush).toEqual({ OPENAI_API_KEY: 'sk-live-value', ROUTE_QUOTA_PER_MINUTE: '30' });
  });

  it('warns that only the offline engine answers without a file or a vendor key', () => {
    expect(checkFunctionSecrets(undefined).check.status).toBe('warn');
    expect(checkFunctionSecrets({ OPENAI_API_KEY: ' ', ROUTER_HEDGING: 'off' }).check.status).toBe(
      'warn',
    );
    expect(
      checkFunctionSecrets({ OLLAMA_BASE_URL: 'https://ollama.lab.example-university.edu' }).check
        .status,
    ).toBe('ok');
  });

  it('passes the production values of the knobs a project may set', () => {
    const { check } = checkFunctionSecrets({
      OPENAI_API_KEY: 'sk-proj-realistic-value',
      PRIVACY_SHIELD: 'on',
      ROUTE_QUOTA_PER_MINUTE: '200',
      ROUTE_QUOTA_PER_DAY: '3000',
      ROUTER_HEDGE_BUDGET: '0.15',
      ROUTER_LOCAL_FALLBACK: 'off',
    });

    expect(check.status).toBe('ok');
  });

  it.each([
    [{ SUPABASE_URL: 'http://127.0.0.1:54321' }, 'the platform sets SUPABASE_*'],
    [{ OLLAMA_BASE_URL: 'http://127.0.0.1:11434' }, 'which the hosted function cannot reach'],
    [
      { OPENAI_BASE_URL: 'http://localhost:8080/v1', OPENAI_API_KEY: 'sk-live-value' },
      'cannot reach',
    ],
    [{ OPENAI_API_KEY: "it's" }, 'a quote or a line break'],
    [
      { OPENAI_API_KEY: 'sk-live-value', SB_JWT_ISSUER: 'http://127.0.0.1:54321/auth/v1' },
      'SB_JWT_ISSUER is a local-only setting',
    ],
    [{ OPENAI_KEY: 'sk-live-value' }, 'OPENAI_KEY: not settings the route function reads'],
    [
      { OPENAI_API_KEY: 'sk-live-value', PRIVACY_SHIELD: 'off' },
      'PRIVACY_SHIELD: off sends every draft to the vendors as typed',
    ],
    [
      { OPENAI_API_KEY: 'sk-live-value', ROUTE_QUOTA_PER_MINUTE: '100000' },
      'ROUTE_QUOTA_PER_MINUTE: 100000 is a load-test value; production allows at most 200',
    ],
    [
      { OPENAI_API_KEY: 'sk-live-value', ROUTE_QUOTA_PER_DAY: '1000000' },
      'ROUTE_QUOTA_PER_DAY: 1000000 is a load-test value',
    ],
    [{ OPENAI_API_KEY: 'test' }, 'OPENAI_API_KEY: "test" is a stand-in used in tests'],
    [{ ANTHROPIC_API_KEY: 'sk-dummy' }, '"sk-dummy" is a stand-in'],
    [{ GROQ_API_KEY: 'your-api-key-here' }, 'is a stand-in'],
    [{ OPENAI_API_KEY: localKeys.secretKey }, 'a key of the local stack'],
  ])('refuses %o, saying which', (secrets, reason) => {
    const { check, toPush } = checkFunctionSecrets(secrets);

    expect(check).toMatchObject({ status: 'fail', message: expect.stringContaining(reason) });
    expect(toPush).toEqual({});
    // A real key never reaches the terminal; a stand-in is named, so the deployer can find it.
    expect(check.message).not.toContain('sk-live-value');
  });

  it('names every setting the function reads: the production list and the local-only ones', () => {
    const example = parseEnv(
      readFileSync(new URL('../../supabase/functions/.env.example', import.meta.url), 'utf8'),
    );

    expect([...productionSettingNames, ...Object.keys(localOnlySettings)].sort()).toEqual(
      Object.keys(example).sort(),
    );
  });
});

describe('the keys the app will be built with', () => {
  it("passes the project's own URL and publishable key, showing only the key's start", () => {
    const [url, key] = checkAppKeys(
      {
        VITE_SUPABASE_URL: `https://${ref}.supabase.co`,
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_AbCdEfGhIjKlMnOp',
      },
      ref,
    );

    expect(url?.status).toBe('ok');
    expect(key).toEqual({
      status: 'ok',
      subject: 'VITE_SUPABASE_PUBLISHABLE_KEY',
      message: 'sb_publishable_AbCd…',
    });
  });

  it('warns while they are not set yet', () => {
    expect(checkAppKeys({}, ref).map((check) => check.status)).toEqual(['warn', 'warn']);
  });

  it.each([
    [{ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }, 'VITE_SUPABASE_URL', 'loopback'],
    [
      { VITE_SUPABASE_URL: 'https://zzzzzzzzzzzzzzzzzzzz.supabase.co' },
      'VITE_SUPABASE_URL',
      'another project',
    ],
    [
      { VITE_SUPABASE_PUBLISHABLE_KEY: localKeys.publishableKey },
      'VITE_SUPABASE_PUBLISHABLE_KEY',
      "local stack's key",
    ],
    [
      { VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abc' },
      'VITE_SUPABASE_PUBLISHABLE_KEY',
      'every browser',
    ],
    [
      { VITE_SUPABASE_PUBLISHABLE_KEY: 'anything' },
      'VITE_SUPABASE_PUBLISHABLE_KEY',
      'not a publishable key',
    ],
  ])('refuses %o', (environment, subject, reason) => {
    expect(checkAppKeys(environment, ref).find((check) => check.subject === subject)).toMatchObject(
      {
        status: 'fail',
        message: expect.stringContaining(reason),
      },
    );
  });
});

describe("the CLI's access to the project", () => {
  it('is there with a token or a stored login, and the database password spares a prompt', () => {
    expect(
      checkAccess({ SUPABASE_ACCESS_TOKEN: 'sbp_x', SUPABASE_DB_PASSWORD: 'p' }, false).map(
        (check) => check.status,
      ),
    ).toEqual(['ok', 'ok']);
    expect(checkAccess({}, true).map((check) => check.status)).toEqual(['ok', 'warn']);
    expect(checkAccess({}, false).map((check) => check.status)).toEqual(['warn', 'warn']);
  });
});
