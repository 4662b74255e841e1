import { describe, expect, it } from 'vitest';
import { checkAuthSettings } from './auth-settings-checks';
import type { Check } from './deploy-check';
import {
  committedConfig,
  filledConfig,
  productionSite,
  smtpEnvironment,
} from './deploy-fixtures.test-support';
import { readProductionConfig } from './production-config';

function check(text: string, environment: Record<string, string> = smtpEnvironment) {
  return checkAuthSettings(readProductionConfig(text, 'production', environment));
}

/** The production block's redirect URLs as committed, after the deployer's domain went in. */
const productionRedirects = /additional_redirect_urls = \[[^\]]*associate\.lab[^\]]*\]/;

const bySubject = (checks: Check[], subject: string) =>
  checks.find((found) => found.subject === subject);

describe('the production Auth settings a deploy would push', () => {
  it('pass when the deployer has filled in the production block', () => {
    const checks = check(filledConfig);

    expect(checks.filter((found) => found.status !== 'ok')).toEqual([]);
    expect(bySubject(checks, 'auth.additional_redirect_urls')?.message).toBe(
      `${productionSite}/dashboard, ${productionSite}/reset-password`,
    );
    const wildcard = filledConfig.replace(
      productionRedirects,
      `additional_redirect_urls = ["${productionSite}/**"]`,
    );
    expect(bySubject(check(wildcard), 'auth.additional_redirect_urls')?.message).toBe(
      `${productionSite}/** (${productionSite}/dashboard, ${productionSite}/reset-password among them)`,
    );
  });

  it('refuse the committed template: the example ref and the example domain', () => {
    const failures = check(committedConfig).filter((found) => found.status === 'fail');

    expect(failures.map((found) => found.subject)).toEqual([
      '[remotes.production] project_id',
      'auth.site_url',
      'auth.additional_redirect_urls',
    ]);
  });

  it('refuse a file without the block, naming the blocks it has', () => {
    expect(checkAuthSettings(readProductionConfig(filledConfig, 'staging', {}))).toEqual([
      expect.objectContaining({
        status: 'fail',
        message: expect.stringContaining('(it has production)'),
      }),
    ]);
  });

  it('refuse to inherit the local site URL and redirect URLs', () => {
    const text = filledConfig
      .replace(`site_url = "${productionSite}"`, '')
      .replace(productionRedirects, '');
    const checks = check(text);

    expect(bySubject(checks, 'auth.site_url')).toMatchObject({
      status: 'fail',
      message: 'not set for production, so the local http://localhost:5173 would be pushed',
    });
    expect(bySubject(checks, 'auth.additional_redirect_urls')).toMatchObject({
      status: 'fail',
      message:
        'not set for production, so the local http://localhost:5173/dashboard, http://127.0.0.1:5173/dashboard, http://localhost:5173/reset-password, http://127.0.0.1:5173/reset-password would be pushed',
    });
  });

  it.each(['https://**', 'https://*.vercel.app/**'])(
    'refuse the redirect wildcard %s, which reaches hosts beyond the site',
    (pattern) => {
      const text = filledConfig.replace(
        productionRedirects,
        `additional_redirect_urls = ["${productionSite}/dashboard", "${productionSite}/reset-password", "${pattern}"]`,
      );

      expect(bySubject(check(text), 'auth.additional_redirect_urls')).toMatchObject({
        status: 'fail',
        message: expect.stringContaining(`${pattern} has a wildcard in its scheme or host`),
      });
    },
  );

  it('refuse redirect URLs that do not let links land on the dashboard', () => {
    const text = filledConfig.replace(
      productionRedirects,
      `additional_redirect_urls = ["${productionSite}/reset-password"]`,
    );

    expect(bySubject(check(text), 'auth.additional_redirect_urls')).toMatchObject({
      status: 'fail',
      message: `${productionSite}/dashboard is not allowed, so confirmation and magic links would land on the site URL instead`,
    });
  });

  it('refuse redirect URLs that do not let password-reset links land on the reset screen', () => {
    const text = filledConfig.replace(
      productionRedirects,
      `additional_redirect_urls = ["${productionSite}/dashboard"]`,
    );

    expect(bySubject(check(text), 'auth.additional_redirect_urls')).toMatchObject({
      status: 'fail',
      message: `${productionSite}/reset-password is not allowed, so password-reset links would land on the site URL instead`,
    });
  });

  it.each([
    ['the local 1s', 'max_frequency = "60s"', ''],
    ['a frequency under a minute', 'max_frequency = "60s"', 'max_frequency = "30s"'],
  ])('refuse %s between e-mails', (_, from, to) => {
    expect(
      bySubject(check(filledConfig.replace(from, to)), 'auth.email.max_frequency')?.status,
    ).toBe('fail');
  });

  it.each([
    [
      'confirmations off',
      'enable_confirmations = true',
      'enable_confirmations = false',
      'auth.email.enable_confirmations',
    ],
    [
      'the approval hook off',
      'enabled = true\nuri = "pg-functions',
      'enabled = false\nuri = "pg-functions',
      'auth.hook.before_user_created',
    ],
    [
      'verify_jwt on for route',
      'verify_jwt = false',
      'verify_jwt = true',
      'functions.route.verify_jwt',
    ],
  ])('refuse %s', (_, from, to, subject) => {
    expect(filledConfig).toContain(from);
    expect(bySubject(check(filledConfig.replaceAll(from, to)), subject)?.status).toBe('fail');
  });

  it('pass production rate limits at hosted defaults, password changes confirmed, 6 characters', () => {
    const checks = check(filledConfig);

    expect(bySubject(checks, 'auth.rate_limit')).toEqual({
      status: 'ok',
      subject: 'auth.rate_limit',
      message:
        "email_sent 30, sign_in_sign_ups 30, token_verifications 30, token_refresh 150: at least hosted Auth's defaults",
    });
    expect(bySubject(checks, 'auth.email.secure_password_change')?.status).toBe('ok');
    expect(bySubject(checks, 'auth.minimum_password_length')?.message).toBe('6');
  });

  it("refuse a production block without rate limits: the CLI would send its template's 2 e-mails an hour", () => {
    const text = filledConfig.replace(/\[remotes\.production\.auth\.rate_limit\][^[]*/, '');
    const checks = check(text);

    expect(bySubject(checks, 'auth.rate_limit.email_sent')).toEqual({
      status: 'fail',
      subject: 'auth.rate_limit.email_sent',
      message:
        "2 is below hosted Auth's default of 30: set email_sent = 30 (or more) under [remotes.production.auth.rate_limit]",
    });
    expect(checks.filter((found) => found.status === 'fail')).toHaveLength(1);
  });

  it.each([
    ['sign_in_sign_ups = 30', 'sign_in_sign_ups = 10', 'auth.rate_limit.sign_in_sign_ups'],
    ['token_verifications = 30', 'token_verifications = 5', 'auth.rate_limit.token_verifications'],
    ['token_refresh = 150', 'token_refresh = 100', 'auth.rate_limit.token_refresh'],
    [
      'secure_password_change = true',
      'secure_password_change = false',
      'auth.email.secure_password_change',
    ],
    [
      'minimum_password_length = 6\npassword_requirements',
      'minimum_password_length = 4\npassword_requirements',
      'auth.minimum_password_length',
    ],
  ])('refuse a production %s below the floor', (from, to, subject) => {
    expect(filledConfig).toContain(from);
    const failures = check(filledConfig.replace(from, to)).filter(
      (found) => found.status === 'fail',
    );

    expect(failures.map((found) => found.subject)).toEqual([subject]);
  });

  it('warn that hosted mail reaches only the team when the production block turns SMTP off', () => {
    const text = filledConfig.replace(
      /\[remotes\.production\.auth\.email\.smtp\]\nenabled = true/,
      '[remotes.production.auth.email.smtp]\nenabled = false',
    );

    expect(bySubject(check(text, {}), 'auth.email.smtp')?.status).toBe('warn');
    expect(check(text, {}).filter((found) => found.status === 'fail')).toEqual([]);
  });

  it('name the SMTP variables the environment does not set, and any other env(…)', () => {
    const text = filledConfig.replace(
      `site_url = "${productionSite}"`,
      'site_url = "env(SITE_URL)"',
    );
    const checks = check(text, { SMTP_HOST: 'smtp.mail-provider.net' });

    expect(bySubject(checks, 'auth.email.smtp')?.message).toBe(
      'on, but user (SMTP_USER), pass (SMTP_PASS), admin_email (SMTP_ADMIN_EMAIL) not set: set them in the shell or in .env.production.local (git-ignored)',
    );
    expect(bySubject(checks, 'env(…) references')?.message).toMatch(/^SITE_URL not set/);
  });

  it('refuse an SMTP host on a local network', () => {
    const checks = check(filledConfig, { ...smtpEnvironment, SMTP_HOST: '192.168.0.25' });

    expect(bySubject(checks, 'auth.email.smtp')?.status).toBe('fail');
  });
});
