import { describe, expect, it } from 'vitest';
import { localKeys } from '../../local-supabase/stack-defaults';
import { checkAccess, checkAppKeys, checkFunctionSecrets } from './deploy-key-checks';

const ref = 'qwertyuiopasdfghjklz';

describe("the function's secrets (supabase/functions/.env)", () => {
  it('lists the names it will set, never a value, and leaves blank ones out', () => {
    const check = checkFunctionSecrets({
      OPENAI_API_KEY: 'sk-live-value',
      ANTHROPIC_API_KEY: '',
      ROUTE_QUOTA_PER_MINUTE: '30',
    });

    expect(check).toEqual({
      status: 'ok',
      subject: 'supabase/functions/.env',
      message: '2 secrets to set: OPENAI_API_KEY, ROUTE_QUOTA_PER_MINUTE',
    });
  });

  it('warns that only the offline engine answers without a file or a vendor key', () => {
    expect(checkFunctionSecrets(undefined).status).toBe('warn');
    expect(checkFunctionSecrets({ OPENAI_API_KEY: ' ', ROUTER_HEDGING: 'off' }).status).toBe(
      'warn',
    );
    expect(
      checkFunctionSecrets({ OLLAMA_BASE_URL: 'https://ollama.lab.example-university.edu' }).status,
    ).toBe('ok');
  });

  it.each([
    [{ SUPABASE_URL: 'http://127.0.0.1:54321' }, 'the platform sets SUPABASE_*'],
    [{ OLLAMA_BASE_URL: 'http://127.0.0.1:11434' }, 'which the hosted function cannot reach'],
    [{ OPENAI_BASE_URL: 'http://localhost:8080/v1', OPENAI_API_KEY: 'sk-x' }, 'cannot reach'],
    [{ OPENAI_API_KEY: "it's" }, 'a quote or a line break'],
  ])('refuses %o', (secrets, reason) => {
    expect(checkFunctionSecrets(secrets)).toMatchObject({
      status: 'fail',
      message: expect.stringContaining(reason),
    });
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
