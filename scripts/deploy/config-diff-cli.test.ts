import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSupabaseCli } from '../supabase-cli';
import { checkConfigDiff } from './config-diff-check';
import {
  filledConfig,
  productionRef,
  productionSite,
  smtpEnvironment,
} from './deploy-fixtures.test-support';
import { startFakeManagementApi } from './fake-management-api.test-support';
import { hostedProjectAuth, lowerUpperLettersDigits } from './hosted-project.test-support';

/**
 * The real CLI (2.117.0) asked what `config push` would send, against a Management API on
 * loopback that answers as a hosted project, on the committed config.toml with its production
 * block filled in.
 */
async function configDiff(options: {
  config: string;
  auth: Record<string, unknown>;
  ref?: string;
}) {
  const api = await startFakeManagementApi(options.auth);
  const project = await mkdtemp(path.join(tmpdir(), 'associate-config-diff-'));
  try {
    await mkdir(path.join(project, 'supabase'));
    await writeFile(path.join(project, 'supabase', 'config.toml'), options.config);
    const profile = path.join(project, 'profile.yaml');
    await writeFile(
      profile,
      `name: associate-test\napi_url: ${api.url}\ndashboard_url: ${api.url}/dashboard\nproject_host: supabase.test\n`,
    );
    const ref = options.ref ?? productionRef;
    const result = await runSupabaseCli(
      ['config', 'diff', '--project-ref', ref, '--profile', profile, '--output-format', 'json'],
      {
        cwd: project,
        output: 'capture',
        env: {
          ...smtpEnvironment,
          SUPABASE_ACCESS_TOKEN: `sbp_${'0'.repeat(40)}`,
          SUPABASE_TELEMETRY_DISABLED: '1',
          NO_PROXY: '127.0.0.1,localhost',
        },
      },
    );
    return { ...result, requests: api.requests };
  } finally {
    await api.stop();
    await rm(project, { recursive: true, force: true });
  }
}

/** The production block as it was before it stated the Auth settings `config push` sends. */
const unstatedConfig = filledConfig
  .replace(/\[remotes\.production\.auth\.rate_limit\][^[]*/, '')
  .replace(/\nsecure_password_change = true/, '');

/** `from` replaced by `to` in the production block only. */
function inProduction(config: string, from: string, to: string): string {
  const block = config.indexOf('[remotes.production');
  const at = config.indexOf(from, block);
  expect(at, from).toBeGreaterThan(block);
  return config.slice(0, at) + to + config.slice(at + from.length);
}

const failedSubjects = (stdout: string) =>
  checkConfigDiff(stdout, 'production')
    .filter((check) => check.status === 'fail')
    .map((check) => check.subject);

describe('supabase config diff, run for real', { timeout: 30_000 }, () => {
  it('finds the committed production block no weaker than a hosted project at its defaults', async () => {
    const result = await configDiff({ config: filledConfig, auth: hostedProjectAuth });

    expect(result.exitCode, result.stderr).toBe(0);
    expect(checkConfigDiff(result.stdout, 'production')).toEqual([
      expect.objectContaining({ status: 'ok' }),
    ]);
    expect(result.requests).toContain(`GET /v2/projects/${productionRef}/config`);
  });

  it("refuses what the review's run showed: 30 e-mails an hour to 2, password changes unconfirmed, 10 characters to 6", async () => {
    const result = await configDiff({
      config: unstatedConfig,
      auth: { ...hostedProjectAuth, password_min_length: 10 },
    });

    expect(result.exitCode, result.stderr).toBe(0);
    const checks = checkConfigDiff(result.stdout, 'production');
    expect(checks.map((check) => [check.subject, check.status])).toEqual([
      ['auth.email.secure_password_change', 'fail'],
      ['auth.minimum_password_length', 'fail'],
      ['auth.rate_limit.email_sent', 'fail'],
    ]);
    expect(checks[2]?.message).toContain('30 there, 2 pushed');
  });

  it('refuses each setting the push would weaken against a stricter project, one line each', async () => {
    const stricter = {
      ...hostedProjectAuth,
      rate_limit_email_sent: 100,
      rate_limit_otp: 60,
      rate_limit_verify: 60,
      rate_limit_token_refresh: 300,
      rate_limit_anonymous_users: 60,
      rate_limit_sms_sent: 60,
      rate_limit_web3: 60,
      password_min_length: 12,
      password_required_characters: lowerUpperLettersDigits,
      mailer_otp_length: 8,
      mailer_otp_exp: 900,
      jwt_exp: 1800,
      security_refresh_token_reuse_interval: 0,
      smtp_max_frequency: 120,
    };
    const result = await configDiff({ config: filledConfig, auth: stricter });

    expect(result.exitCode, result.stderr).toBe(0);
    expect(failedSubjects(result.stdout).sort()).toEqual(
      [
        'auth.rate_limit.email_sent',
        'auth.rate_limit.sign_in_sign_ups',
        'auth.rate_limit.token_verifications',
        'auth.rate_limit.token_refresh',
        'auth.rate_limit.anonymous_users',
        'auth.rate_limit.sms_sent',
        'auth.rate_limit.web3',
        'auth.minimum_password_length',
        'auth.password_requirements',
        'auth.email.otp_length',
        'auth.email.otp_expiry',
        'auth.jwt_expiry',
        'auth.refresh_token_reuse_interval',
        'auth.email.max_frequency',
      ].sort(),
    );
  });

  it('refuses a push that would turn off what the project has on', async () => {
    const result = await configDiff({
      config: inProduction(
        inProduction(
          filledConfig,
          'double_confirm_changes = true',
          'double_confirm_changes = false',
        ),
        'enable_refresh_token_rotation = true',
        'enable_refresh_token_rotation = false',
      ),
      auth: hostedProjectAuth,
    });

    expect(failedSubjects(result.stdout)).toEqual([
      'auth.email.double_confirm_changes',
      'auth.enable_refresh_token_rotation',
    ]);
  });

  it('falls back to the local settings for any other ref, which the check refuses', async () => {
    const result = await configDiff({
      config: filledConfig,
      auth: { site_url: productionSite },
      ref: 'zyxwvutsrqponmlkjihg',
    });

    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toContain('"local":"http://localhost:5173"');
    expect(checkConfigDiff(result.stdout, 'production')[0]).toMatchObject({ status: 'fail' });
  });
});
