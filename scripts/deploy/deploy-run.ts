import type { CliResult, RunCli } from '../supabase-cli';
import { checkAuthSettings } from './auth-settings-checks';
import { checkConfigDiff } from './config-diff-check';
import type { FunctionSize } from './function-size';
import { checkFunctionSize } from './function-size-check';
import { failed, formatChecks, type Check } from './deploy-check';
import {
  checkAccess,
  checkAppKeys,
  checkFunctionSecrets,
  productionSettingsFile,
} from './deploy-key-checks';
import {
  deployUsage,
  DeployUsageError,
  parseDeployArguments,
  type DeployRequest,
} from './deploy-arguments';
import { readProductionConfig } from './production-config';

type Variables = Record<string, string | undefined>;

/** Everything the deploy touches outside itself; tests pass fakes. */
export interface DeployIo {
  runCli: RunCli;
  /** The process environment; `.env.production.local` fills what it leaves unset. */
  environment: Variables;
  readConfig(): Promise<string>;
  /** A dotenv file of the repository, or undefined when it does not exist. */
  readEnvFile(relativePath: string): Promise<Variables | undefined>;
  /** Writes the secrets to a private temporary env file; `remove` deletes it. */
  writeSecretsFile(
    secrets: Record<string, string>,
  ): Promise<{ path: string; remove(): Promise<void> }>;
  hasStoredLogin(): boolean;
  /**
   * Builds what deploying the route function uploads (its bundle, in a project folder of its
   * own: route-deploy-stage.ts) and measures it; `remove` deletes the folder.
   */
  prepareFunction(): Promise<PreparedFunction>;
  write(text: string): void;
}

export interface PreparedFunction {
  /** Where the CLI deploys the function from. */
  projectFolder: string;
  size: FunctionSize;
  remove(): Promise<void>;
}

export interface DeployStep {
  title: string;
  args: string[];
  /** The step reads the secrets file, written just before it and removed right after. */
  usesSecretsFile?: true;
  /** The step runs in the prepared function's project folder (the bundle), not the repository. */
  usesPreparedFunction?: true;
}

/** Where the secrets step's arguments name the file, until it is written. */
export const secretsFileSlot = '<private temporary file>';

/** The CLI calls of a deploy, in the order a first deploy needs; each is safe to repeat. */
export function deploySteps(options: {
  projectRef: string;
  hasSecrets: boolean;
  yes: boolean;
}): DeployStep[] {
  const ref = ['--project-ref', options.projectRef];
  const yes = options.yes ? ['--yes'] : [];
  return [
    { title: 'Link the project', args: ['link', ...ref] },
    { title: 'Apply new migrations (never the seed)', args: ['db', 'push', '--linked', ...yes] },
    ...(options.hasSecrets
      ? [
          {
            title: "Set the function's secrets",
            args: ['secrets', 'set', '--env-file', secretsFileSlot, ...ref],
            usesSecretsFile: true as const,
          },
        ]
      : []),
    // The bundle the deploy built, bundled again by the platform (its eszip), so no Docker is
    // needed; verify_jwt comes from (the copy of) config.toml.
    {
      title: 'Deploy the route function',
      args: ['functions', 'deploy', 'route', ...ref, '--use-api'],
      usesPreparedFunction: true,
    },
    { title: 'Push the production Auth settings', args: ['config', 'push', ...ref, ...yes] },
  ];
}

/**
 * Runs one step. The secrets step gets its file written just before the CLI reads it and
 * removed as soon as it returns, whatever it returned: the values live on disk for that one
 * call (an interrupt in between is `writeSecretsFile`'s to clean up).
 */
async function runStep(
  io: DeployIo,
  step: DeployStep,
  context: { secrets: Record<string, string>; env: Record<string, string>; functionFolder: string },
): Promise<CliResult> {
  if (step.usesPreparedFunction) {
    return io.runCli(step.args, {
      output: 'inherit',
      env: context.env,
      cwd: context.functionFolder,
    });
  }
  if (!step.usesSecretsFile) return io.runCli(step.args, { output: 'inherit', env: context.env });
  const file = await io.writeSecretsFile(context.secrets);
  try {
    const args = step.args.map((arg) => (arg === secretsFileSlot ? file.path : arg));
    return await io.runCli(args, { output: 'inherit', env: context.env });
  } finally {
    await file.remove();
  }
}

const nonBlank = (variables: Variables): Record<string, string> =>
  Object.fromEntries(
    Object.entries(variables).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
  );

function lastLine(result: CliResult): string {
  const lines = `${result.stderr}\n${result.stdout}`.split('\n').map((line) => line.trim());
  return lines.filter((line) => line !== '').at(-1) ?? `exit code ${result.exitCode}`;
}

async function compareWithProject(
  io: DeployIo,
  ref: string,
  remote: string,
  env: Record<string, string>,
): Promise<Check[]> {
  const result = await io.runCli(
    ['config', 'diff', '--project-ref', ref, '--output-format', 'json'],
    {
      output: 'capture',
      env,
    },
  );
  if (result.exitCode !== 0) {
    return [
      failed('supabase config diff', `could not compare with project ${ref}: ${lastLine(result)}`),
    ];
  }
  return checkConfigDiff(result.stdout, remote);
}

async function deploy(request: DeployRequest, io: DeployIo): Promise<number> {
  const prepared = await io.prepareFunction().then(
    (value) => ({ value, check: checkFunctionSize(value.size) }),
    (error: unknown) => ({
      value: undefined,
      check: failed('route function size', `could not build it: ${(error as Error).message}`),
    }),
  );
  try {
    return await deployPrepared(request, io, prepared.check, prepared.value);
  } finally {
    await prepared.value?.remove();
  }
}

async function deployPrepared(
  request: DeployRequest,
  io: DeployIo,
  sizeCheck: Check,
  prepared: PreparedFunction | undefined,
): Promise<number> {
  const fromFile = (await io.readEnvFile('.env.production.local')) ?? {};
  const environment = { ...fromFile, ...io.environment };
  // The CLI resolves config.toml's env(…) from its environment: give it what the checks saw.
  const cliEnvironment = nonBlank(
    Object.fromEntries(
      Object.entries(fromFile).filter(([name]) => io.environment[name] === undefined),
    ),
  );
  const config = readProductionConfig(await io.readConfig(), request.remote, environment);
  const functionSettings = checkFunctionSecrets(await io.readEnvFile(productionSettingsFile));
  const projectRef = config.remote?.projectRef;
  const checks = [
    ...checkAuthSettings(config),
    functionSettings.check,
    ...checkAppKeys(environment, projectRef),
    ...checkAccess(environment, io.hasStoredLogin()),
    sizeCheck,
  ];
  const offlineFailed = checks.some((check) => check.status === 'fail');
  if (projectRef && !offlineFailed) {
    checks.push(...(await compareWithProject(io, projectRef, request.remote, cliEnvironment)));
  }
  io.write(
    `Deploy to ${projectRef ?? '(no project)'} with [remotes.${request.remote}]:\n${formatChecks(checks)}\n`,
  );
  if (!projectRef || !prepared || checks.some((check) => check.status === 'fail')) {
    io.write(
      '\nNothing was deployed: fix each FAIL above, then run `npm run deploy -- --dry-run` again.\n',
    );
    return 1;
  }
  const secrets = functionSettings.toPush;
  const steps = deploySteps({
    projectRef,
    hasSecrets: Object.keys(secrets).length > 0,
    yes: request.yes,
  });
  io.write(
    `\nSteps:\n${steps.map((step, index) => `  ${index + 1}. ${step.title}: supabase ${step.args.join(' ')}`).join('\n')}\n`,
  );
  if (request.dryRun) {
    io.write(
      '\nDry run: every prerequisite is met and nothing was changed. `npm run deploy` runs the steps.\n',
    );
    return 0;
  }
  for (const [index, step] of steps.entries()) {
    io.write(`\n${index + 1}. ${step.title}\n`);
    const result = await runStep(io, step, {
      secrets,
      env: cliEnvironment,
      functionFolder: prepared.projectFolder,
    });
    if (result.exitCode !== 0) {
      io.write(
        `\n"${step.title}" failed (exit code ${result.exitCode}); the steps after it did not run. Every step is safe to repeat: fix the cause and run \`npm run deploy\` again.\n`,
      );
      return 1;
    }
  }
  io.write(
    `\nDeployed to ${projectRef}. Next (docs/deploying.md): approve the first users with\n` +
      `  SUPABASE_URL=https://${projectRef}.supabase.co SUPABASE_SECRET_KEY=sb_secret_… npm run allowlist -- add you@your.domain\n` +
      'then `npm run build` with .env.production.local and serve dist/ from your static host.\n',
  );
  return 0;
}

/** `npm run deploy -- …`; returns the exit code (0 done, 1 refused or failed, 2 usage). */
export async function runDeploy(argv: readonly string[], io: DeployIo): Promise<number> {
  let request;
  try {
    request = parseDeployArguments(argv);
  } catch (error) {
    if (!(error instanceof DeployUsageError)) throw error;
    io.write(`${error.message}\n\n${deployUsage}\n`);
    return 2;
  }
  if (request.kind === 'help') {
    io.write(`${deployUsage}\n`);
    return 0;
  }
  return deploy(request, io);
}
