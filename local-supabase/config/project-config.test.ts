import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isRedirectAllowed } from '../auth/redirect-rules';
import { functionVerifiesJwt, loadProjectConfig, parseProjectConfig } from './project-config';

const repositoryConfig = fileURLToPath(new URL('../../supabase/config.toml', import.meta.url));

describe('supabase/config.toml', () => {
  it('confirms e-mail, lands on the app and wires the approval hook', async () => {
    const { config, beforeUserCreatedHook } = await loadProjectConfig(repositoryConfig);

    expect(config.auth.site_url).toBe('http://localhost:5173');
    expect(config.auth.additional_redirect_urls).toContain('http://localhost:5173/dashboard');
    expect(config.auth.email.enable_confirmations).toBe(true);
    expect(config.auth.minimum_password_length).toBe(6);
    expect(beforeUserCreatedHook).toMatchObject({
      schema: 'public',
      functionName: 'before_user_created_hook',
    });
    // The function verifies its callers itself; the gateway's check would refuse ES256 tokens.
    expect(functionVerifiesJwt(config, 'route')).toBe(false);
    expect(config.db.seed.sql_paths).toEqual(['./seed.sql']);
  });

  it.each([
    ['the dev server', 'http://localhost:5173/reset-password'],
    ['the dev server by IP', 'http://127.0.0.1:5173/reset-password'],
    ['the dev server on a moved APP_PORT', 'http://localhost:57173/reset-password'],
    ['the end-to-end app (a loopback IP on its own port)', 'http://127.0.0.1:55373/reset-password'],
  ])('lets password-recovery links land on the reset screen of %s', async (_, target) => {
    const { config } = await loadProjectConfig(repositoryConfig);
    const rules = {
      siteUrl: config.auth.site_url,
      additionalRedirectUrls: config.auth.additional_redirect_urls,
    };
    expect(isRedirectAllowed(target, rules)).toBe(true);
  });

  it('lists the reset screen itself, as it lists /dashboard', async () => {
    const { config } = await loadProjectConfig(repositoryConfig);
    expect(config.auth.additional_redirect_urls).toEqual(
      expect.arrayContaining([
        'http://localhost:5173/reset-password',
        'http://127.0.0.1:5173/reset-password',
      ]),
    );
  });

  it('falls back to the CLI defaults for what the file leaves out', () => {
    const { config, beforeUserCreatedHook } = parseProjectConfig('', 'empty.toml');

    expect(config.auth.email.enable_confirmations).toBe(false);
    expect(config.auth.jwt_expiry).toBe(3600);
    expect(config.functions).toEqual({});
    expect(beforeUserCreatedHook).toBeNull();
  });

  it('verifies JWTs at the gateway unless the function says verify_jwt = false, as the CLI does', () => {
    const { config } = parseProjectConfig(
      [
        '[functions.open]',
        'verify_jwt = false',
        '[functions.closed]',
        'verify_jwt = true',
        '[functions.declared]',
        'enabled = true',
      ].join('\n'),
      'functions.toml',
    );

    expect(functionVerifiesJwt(config, 'open')).toBe(false);
    expect(functionVerifiesJwt(config, 'closed')).toBe(true);
    expect(functionVerifiesJwt(config, 'declared')).toBe(true);
    expect(functionVerifiesJwt(config, 'undeclared')).toBe(true);
  });

  it('ignores a disabled hook', () => {
    const text = '[auth.hook.before_user_created]\nenabled = false\nuri = "not even a uri"\n';

    expect(parseProjectConfig(text, 'disabled.toml').beforeUserCreatedHook).toBeNull();
  });

  it('names the file and the problem when the TOML or a value is wrong', () => {
    expect(() => parseProjectConfig('[auth\n', 'broken.toml')).toThrow(
      /broken.toml is not valid TOML/,
    );
    expect(() => parseProjectConfig('[auth]\njwt_expiry = "soon"\n', 'typed.toml')).toThrow(
      /typed.toml is invalid/,
    );
    expect(() =>
      parseProjectConfig(
        '[auth.hook.before_user_created]\nenabled = true\nuri = "pg-functions://postgres/public/bad-name"\n',
        'hook.toml',
      ),
    ).toThrow(/not a valid Postgres name/);
  });
});
