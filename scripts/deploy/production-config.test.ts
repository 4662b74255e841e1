import { describe, expect, it } from 'vitest';
import { parseProjectConfig } from '../../local-supabase/config/project-config';
import {
  committedConfig,
  filledConfig,
  productionRef,
  productionSite,
  smtpEnvironment,
} from './deploy-fixtures.test-support';
import {
  applyRemote,
  readProductionConfig,
  remoteSets,
  resolveEnvReferences,
} from './production-config';

describe('a [remotes.<name>] block over the rest of config.toml', () => {
  it('merges tables key by key and replaces any other value, arrays included', () => {
    const base = { auth: { site_url: 'http://localhost', urls: ['a', 'b'], email: { otp: 6 } } };
    const remote = { auth: { urls: ['c'], email: { max: '60s' } } };

    expect(applyRemote(base, remote)).toEqual({
      auth: { site_url: 'http://localhost', urls: ['c'], email: { otp: 6, max: '60s' } },
    });
  });

  it('reads env(NAME) from the environment and lists the names it could not fill', () => {
    const { value, unresolved } = resolveEnvReferences(
      { host: 'env(SMTP_HOST)', pass: 'env(SMTP_PASS)', list: ['env(BLANK)', 'plain'] },
      { SMTP_HOST: 'smtp.mail-provider.net', BLANK: '  ' },
    );

    expect(value).toEqual({
      host: 'smtp.mail-provider.net',
      pass: 'env(SMTP_PASS)',
      list: ['env(BLANK)', 'plain'],
    });
    expect([...unresolved].sort()).toEqual(['BLANK', 'SMTP_PASS']);
  });
});

describe('the production settings of supabase/config.toml', () => {
  it('are the local ones with the production block applied', () => {
    const { remote } = readProductionConfig(filledConfig, 'production', smtpEnvironment);

    expect(remote?.projectRef).toBe(productionRef);
    expect(remote?.effective.auth.site_url).toBe(productionSite);
    expect(remote?.effective.auth.additional_redirect_urls).toEqual([
      `${productionSite}/dashboard`,
      `${productionSite}/reset-password`,
    ]);
    expect(remote?.effective.auth.email.max_frequency).toBe('60s');
    expect(remote?.effective.auth.email.smtp).toMatchObject({ host: 'smtp.mail-provider.net' });
    // Inherited from the local settings: confirmations, the approval hook, route's verify_jwt.
    expect(remote?.effective.auth.email.enable_confirmations).toBe(true);
    expect(remote?.effective.auth.hook.before_user_created?.enabled).toBe(true);
    expect(remote?.effective.functions.route?.verify_jwt).toBe(false);
    expect(remote?.unresolvedEnv).toEqual([]);
    expect(remoteSets(remote?.block ?? {}, 'auth.site_url')).toBe(true);
    expect(remoteSets(remote?.block ?? {}, 'auth.email.otp_length')).toBe(true);
    expect(remoteSets(remote?.block ?? {}, 'auth.hook.before_user_created')).toBe(false);
  });

  it('say so when the file has no block of that name', () => {
    expect(readProductionConfig(committedConfig, 'staging', {})).toEqual({
      remoteName: 'staging',
      remoteNames: ['production'],
      remote: undefined,
    });
  });

  it('never reach the embedded stack, which keeps reading the local settings', () => {
    const { config } = parseProjectConfig(filledConfig, 'config.toml');

    expect(config.auth.site_url).toBe('http://localhost:5173');
    expect(config.auth.additional_redirect_urls).toContain('http://localhost:5173/dashboard');
    expect(config.auth.email.max_frequency).toBe('1s');
    expect(config).not.toHaveProperty('remotes');
  });
});
