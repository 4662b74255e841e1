import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSupabaseCli } from '../supabase-cli';
import { checkConfigDiff } from './config-diff-check';
import {
  filledConfig,
  productionRef,
  productionSite,
  smtpEnvironment,
} from './deploy-fixtures.test-support';
import { startFakeManagementApi } from './fake-management-api.test-support';

const diff = (scope: string, changes: Array<{ path: string[]; local: unknown }>) =>
  JSON.stringify({ target: { project_ref: productionRef, local_scope: scope }, changes });

describe("the CLI's view of what config push would send", () => {
  it('passes when every value comes from the production block and none is local', () => {
    const check = checkConfigDiff(
      diff('remotes.production', [
        { path: ['auth', 'site_url'], local: productionSite },
        { path: ['auth', 'additional_redirect_urls'], local: [`${productionSite}/dashboard`] },
        {
          path: ['auth', 'hook', 'before_user_created', 'uri'],
          local: 'pg-functions://postgres/public/before_user_created_hook',
        },
      ]),
      'production',
    );

    expect(check.status).toBe('ok');
  });

  it('refuses the local settings the CLI falls back to when no block matches the ref', () => {
    expect(checkConfigDiff(diff('base', []), 'production')).toMatchObject({
      status: 'fail',
      message: `the CLI would push the base settings, not [remotes.production], to ${productionRef}`,
    });
  });

  it('refuses any local address, wherever it is', () => {
    const check = checkConfigDiff(
      diff('remotes.production', [
        {
          path: ['auth', 'additional_redirect_urls'],
          local: [`${productionSite}/dashboard`, 'http://127.0.0.1:5173/dashboard'],
        },
      ]),
      'production',
    );

    expect(check.message).toBe(
      'would push local addresses to the project: auth.additional_redirect_urls = http://127.0.0.1:5173/dashboard',
    );
  });

  it('refuses output it cannot read', () => {
    expect(checkConfigDiff('Error: not logged in', 'production').status).toBe('fail');
  });
});

// The real CLI (2.117.0) against a Management API on loopback, on the committed config.toml
// with its production block filled in.
describe('supabase config diff, run for real', () => {
  let api: Awaited<ReturnType<typeof startFakeManagementApi>>;
  let project: string;

  beforeAll(async () => {
    api = await startFakeManagementApi({
      site_url: 'https://old.example-university.edu',
      uri_allow_list: '',
    });
    project = await mkdtemp(path.join(tmpdir(), 'associate-config-diff-'));
    await mkdir(path.join(project, 'supabase'));
    await writeFile(path.join(project, 'supabase', 'config.toml'), filledConfig);
    await writeFile(
      path.join(project, 'profile.yaml'),
      `name: associate-test\napi_url: ${api.url}\ndashboard_url: ${api.url}/dashboard\nproject_host: supabase.test\n`,
    );
  });

  afterAll(async () => {
    await api?.stop();
    if (project) await rm(project, { recursive: true, force: true });
  });

  const runDiff = (ref: string) =>
    runSupabaseCli(
      [
        'config',
        'diff',
        '--project-ref',
        ref,
        '--profile',
        path.join(project, 'profile.yaml'),
        '--output-format',
        'json',
      ],
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

  it('applies [remotes.production] for the production ref: nothing local is sent', async () => {
    const result = await runDiff(productionRef);

    expect(result.exitCode, result.stderr).toBe(0);
    expect(checkConfigDiff(result.stdout, 'production')).toMatchObject({ status: 'ok' });
    expect(result.stdout).toContain(`"local":"${productionSite}"`);
    expect(api.requests).toContain(`GET /v2/projects/${productionRef}/config`);
  });

  it('falls back to the local settings for any other ref, which the check refuses', async () => {
    const result = await runDiff('zyxwvutsrqponmlkjihg');

    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toContain('"local":"http://localhost:5173"');
    expect(checkConfigDiff(result.stdout, 'production')).toMatchObject({ status: 'fail' });
  });
});
