import { describe, expect, it } from 'vitest';
import type { CliOptions, CliResult } from '../supabase-cli';
import {
  committedConfig,
  filledConfig,
  productionRef,
  productionSite,
  smtpEnvironment,
} from './deploy-fixtures.test-support';
import { deploySteps, runDeploy, type DeployIo } from './deploy-run';
import type { FunctionSize } from './function-size';

interface Call {
  args: readonly string[];
  options: CliOptions | undefined;
}

const goodDiff = JSON.stringify({
  target: { project_ref: productionRef, local_scope: 'remotes.production' },
  changes: [{ path: ['auth', 'site_url'], local: productionSite }],
});

const smallFunction: FunctionSize = {
  uploadBytes: 3_600_000,
  uploadFiles: 45,
  bundleBytes: 3_600_000,
  compressedBytes: 600_000,
  packages: [{ name: 'zod', bytes: 760_000, compressedBytes: 120_000 }],
};

/** Where the fake deploy says it staged the function's bundle. */
const stagedFolder = '/tmp/associate-deploy-test';

/** A deploy whose CLI calls are recorded and answered, never sent anywhere. */
function fakeDeploy(
  options: {
    config?: string;
    files?: Record<string, Record<string, string>>;
    environment?: Record<string, string>;
    answer?: (args: readonly string[]) => Partial<CliResult>;
    /** The first CLI command whose call throws instead of answering. */
    throwAt?: string;
    size?: FunctionSize;
    /** The bundle could not be built: prepareFunction throws this. */
    buildError?: string;
  } = {},
) {
  const calls: Call[] = [];
  const secretsFiles: Array<{
    secrets: Record<string, string>;
    removed: boolean;
    /** How many CLI calls had run when it was written. */
    writtenBefore: number;
  }> = [];
  let output = '';
  const stage = { prepared: 0, removed: 0 };
  const io: DeployIo = {
    runCli: async (args, cliOptions) => {
      calls.push({ args, options: cliOptions });
      const isDiff = args[0] === 'config' && args[1] === 'diff';
      if (options.throwAt === args[0]) throw new Error(`${args[0]} could not start`);
      return { exitCode: 0, stdout: isDiff ? goodDiff : '', stderr: '', ...options.answer?.(args) };
    },
    environment: options.environment ?? {
      SUPABASE_ACCESS_TOKEN: 'sbp_token',
      SUPABASE_DB_PASSWORD: 'database password',
    },
    readConfig: async () => options.config ?? filledConfig,
    readEnvFile: async (relativePath) =>
      (options.files ?? {
        '.env.production.local': {
          ...smtpEnvironment,
          VITE_SUPABASE_URL: `https://${productionRef}.supabase.co`,
        },
        'supabase/functions/.env.production': {
          OPENAI_API_KEY: 'sk-secret-value',
          ANTHROPIC_API_KEY: '',
        },
        // The local file, knobs for tests included: never read by a deploy.
        'supabase/functions/.env': {
          OPENAI_API_KEY: 'sk-local-value',
          PRIVACY_SHIELD: 'off',
          ROUTE_QUOTA_PER_MINUTE: '100000',
        },
      })[relativePath],
    writeSecretsFile: async (secrets) => {
      const file = { secrets, removed: false, writtenBefore: calls.length };
      secretsFiles.push(file);
      return { path: '/tmp/private/secrets.env', remove: async () => void (file.removed = true) };
    },
    hasStoredLogin: () => false,
    prepareFunction: async () => {
      if (options.buildError) throw new Error(options.buildError);
      stage.prepared += 1;
      return {
        projectFolder: stagedFolder,
        size: options.size ?? smallFunction,
        remove: async () => void (stage.removed += 1),
      };
    },
    write: (text) => void (output += text),
  };
  return { io, calls, secretsFiles, stage, output: () => output };
}

const commands = (calls: Call[]) => calls.map((call) => call.args.slice(0, 2).join(' '));

describe('npm run deploy -- --dry-run', () => {
  it('checks everything, compares with the project, and changes nothing', async () => {
    const deploy = fakeDeploy();

    expect(await runDeploy(['--dry-run'], deploy.io)).toBe(0);
    expect(commands(deploy.calls)).toEqual(['config diff']);
    expect(deploy.secretsFiles).toEqual([]);
    expect(deploy.output()).toContain(
      'Dry run: every prerequisite is met and nothing was changed.',
    );
    expect(deploy.output()).toContain(
      `5. Push the production Auth settings: supabase config push --project-ref ${productionRef}`,
    );
    expect(deploy.output()).not.toContain('sk-secret-value');
  });

  it('refuses the committed template without asking the project anything', async () => {
    const deploy = fakeDeploy({ config: committedConfig });

    expect(await runDeploy(['--dry-run'], deploy.io)).toBe(1);
    expect(deploy.calls).toEqual([]);
    expect(deploy.output()).toContain('Nothing was deployed');
  });

  it("refuses when the CLI's own view would push local settings", async () => {
    const deploy = fakeDeploy({
      answer: () => ({
        stdout: JSON.stringify({
          target: { project_ref: productionRef, local_scope: 'base' },
          changes: [],
        }),
      }),
    });

    expect(await runDeploy([], deploy.io)).toBe(1);
    expect(commands(deploy.calls)).toEqual(['config diff']);
  });

  it('says what the function uploads and bundles, and refuses over 4 MB of either', async () => {
    const fits = fakeDeploy();
    expect(await runDeploy(['--dry-run'], fits.io)).toBe(0);
    expect(fits.output()).toContain(
      'ok    route function size: uploads 3.60 MB in 45 files; the bundle is 0.60 MB compressed (3.60 MB unpacked)',
    );
    expect(fits.stage).toEqual({ prepared: 1, removed: 1 });

    const tooBig = fakeDeploy({
      size: {
        ...smallFunction,
        compressedBytes: 4_200_000,
        packages: [
          { name: 'libphonenumber-js', bytes: 10_000_000, compressedBytes: 1_900_000 },
          { name: 'zod', bytes: 6_000_000, compressedBytes: 580_000 },
        ],
      },
    });
    expect(await runDeploy(['--dry-run'], tooBig.io)).toBe(1);
    expect(tooBig.output()).toContain(
      'FAIL  route function size: uploads 3.60 MB in 45 files; the bundle is 4.20 MB compressed (3.60 MB unpacked), over the 4.00 MB this deploy allows. Biggest packages: libphonenumber-js 1.90 MB, zod 0.58 MB.',
    );
    expect(tooBig.calls).toEqual([]);
    expect(tooBig.stage.removed).toBe(1);

    const bigUpload = fakeDeploy({
      size: { ...smallFunction, uploadBytes: 4_100_000, bundleBytes: 4_100_000 },
    });
    expect(await runDeploy(['--dry-run'], bigUpload.io)).toBe(1);
    expect(bigUpload.output()).toContain('FAIL  route function size: uploads 4.10 MB in 45 files');
  });

  it('refuses when the bundle cannot be built, with the reason', async () => {
    const deploy = fakeDeploy({ buildError: 'deno bundle failed:\nThe lockfile is out of date.' });

    expect(await runDeploy(['--dry-run'], deploy.io)).toBe(1);
    expect(deploy.output()).toContain(
      'FAIL  route function size: could not build it: deno bundle failed:',
    );
    expect(deploy.calls).toEqual([]);
  });

  it('refuses when it cannot reach the project, with the reason the CLI gave', async () => {
    const deploy = fakeDeploy({
      answer: () => ({
        exitCode: 1,
        stdout: '',
        stderr: 'Access token not provided. Supply an access token by running supabase login',
      }),
    });

    expect(await runDeploy(['--dry-run'], deploy.io)).toBe(1);
    expect(deploy.output()).toContain(
      `could not compare with project ${productionRef}: Access token not provided.`,
    );
  });
});

describe('npm run deploy', () => {
  it('runs the steps in the order a first deploy needs, with the environment the checks saw', async () => {
    const deploy = fakeDeploy();

    expect(await runDeploy(['--yes'], deploy.io)).toBe(0);
    expect(deploy.calls.map((call) => call.args)).toEqual([
      ['config', 'diff', '--project-ref', productionRef, '--output-format', 'json'],
      ['link', '--project-ref', productionRef],
      ['db', 'push', '--linked', '--yes'],
      ['secrets', 'set', '--env-file', '/tmp/private/secrets.env', '--project-ref', productionRef],
      ['functions', 'deploy', 'route', '--project-ref', productionRef, '--use-api'],
      ['config', 'push', '--project-ref', productionRef, '--yes'],
    ]);
    // env(…) in config.toml reads .env.production.local through the CLI's environment.
    expect(deploy.calls.at(-1)?.options?.env).toMatchObject(smtpEnvironment);
    // The function goes from the folder its bundle was built in; everything else from the
    // repository. The folder is removed once the deploy is over.
    expect(deploy.calls.map((call) => call.options?.cwd)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      stagedFolder,
      undefined,
    ]);
    expect(deploy.stage).toEqual({ prepared: 1, removed: 1 });
    // Only the production file's non-blank values are sent (a blank one would wipe a key set
    // in the dashboard), from a file written for the secrets step alone and removed after it.
    expect(deploy.secretsFiles).toEqual([
      { secrets: { OPENAI_API_KEY: 'sk-secret-value' }, removed: true, writtenBefore: 3 },
    ]);
    expect(deploy.output()).not.toContain('sk-local-value');
    expect(deploy.output()).toContain(`Deployed to ${productionRef}.`);
  });

  it('stops at the first step that fails, and still removes the secrets file', async () => {
    const deploy = fakeDeploy({
      answer: (args) => (args[0] === 'functions' ? { exitCode: 1 } : {}),
    });

    expect(await runDeploy([], deploy.io)).toBe(1);
    expect(commands(deploy.calls).at(-1)).toBe('functions deploy');
    expect(deploy.secretsFiles[0]?.removed).toBe(true);
    expect(deploy.output()).toContain('"Deploy the route function" failed (exit code 1)');
  });

  it('removes the secrets file when the secrets step itself fails or throws', async () => {
    const failing = fakeDeploy({
      answer: (args) => (args[0] === 'secrets' ? { exitCode: 1 } : {}),
    });
    expect(await runDeploy([], failing.io)).toBe(1);
    expect(failing.secretsFiles.map((file) => file.removed)).toEqual([true]);

    const throwing = fakeDeploy({ throwAt: 'secrets' });
    await expect(runDeploy([], throwing.io)).rejects.toThrow('secrets could not start');
    expect(throwing.secretsFiles.map((file) => file.removed)).toEqual([true]);
  });

  it('writes no secrets file for a dry run or a refused deploy', async () => {
    const dryRun = fakeDeploy();
    expect(await runDeploy(['--dry-run'], dryRun.io)).toBe(0);
    expect(dryRun.output()).toContain(
      `3. Set the function's secrets: supabase secrets set --env-file <private temporary file> --project-ref ${productionRef}`,
    );

    const refused = fakeDeploy({
      files: {
        'supabase/functions/.env.production': { OPENAI_API_KEY: 'sk-live', PRIVACY_SHIELD: 'off' },
      },
    });
    expect(await runDeploy(['--yes'], refused.io)).toBe(1);
    expect(refused.output()).toContain(
      'FAIL  supabase/functions/.env.production: PRIVACY_SHIELD: off',
    );
    expect([...dryRun.secretsFiles, ...refused.secretsFiles]).toEqual([]);
  });

  it('skips the secrets when the function has none to set', async () => {
    expect(
      deploySteps({ projectRef: productionRef, hasSecrets: false, yes: false }).map(
        (step) => step.args[0],
      ),
    ).toEqual(['link', 'db', 'functions', 'config']);
  });

  it('lets the environment win over .env.production.local', async () => {
    const deploy = fakeDeploy({
      environment: { SMTP_HOST: '10.0.0.5', SUPABASE_ACCESS_TOKEN: 'sbp_token' },
    });

    expect(await runDeploy(['--dry-run'], deploy.io)).toBe(1);
    expect(deploy.output()).toContain(
      'FAIL  auth.email.smtp: smtp://10.0.0.5 is a loopback or private address',
    );
  });
});

describe('its arguments', () => {
  it('print the usage for --help, and refuse unknown ones with exit code 2', async () => {
    const help = fakeDeploy();
    expect(await runDeploy(['--help'], help.io)).toBe(0);
    expect(help.output()).toContain('npm run deploy -- --dry-run');

    const wrong = fakeDeploy();
    expect(await runDeploy(['--force'], wrong.io)).toBe(2);
    expect(wrong.calls).toEqual([]);
    expect(await runDeploy(['--remote', 'prod/../x'], wrong.io)).toBe(2);
  });

  it('deploy another block with --remote', async () => {
    const deploy = fakeDeploy();

    expect(await runDeploy(['--dry-run', '--remote', 'staging'], deploy.io)).toBe(1);
    expect(deploy.output()).toContain(
      '[remotes.staging]: supabase/config.toml has no such block (it has production)',
    );
  });
});
