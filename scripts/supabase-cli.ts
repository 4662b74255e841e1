import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root: where `supabase/config.toml` is, so the CLI finds the project. */
export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** The pinned CLI (the `supabase` devDependency), never one from the PATH. */
const cliPath = fileURLToPath(new URL('../node_modules/.bin/supabase', import.meta.url));

export interface CliResult {
  exitCode: number;
  /** Empty when the output went to the terminal. */
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Variables on top of this process's environment. */
  env?: Record<string, string>;
  /** `inherit`: the CLI talks to the terminal (its prompts included); `capture`: read back. */
  output?: 'inherit' | 'capture';
  cwd?: string;
}

/** How scripts run the CLI; tests pass their own, so nothing ever reaches a real project. */
export type RunCli = (args: readonly string[], options?: CliOptions) => Promise<CliResult>;

/**
 * Runs the pinned Supabase CLI. Its update notice is off: the version is the one package.json
 * pins, and upgrading it is a change to the repository, not a command.
 */
export const runSupabaseCli: RunCli = (args, options = {}) =>
  new Promise((resolve, reject) => {
    const capture = options.output === 'capture';
    const child = spawn(cliPath, args, {
      cwd: options.cwd ?? repositoryRoot,
      env: { ...process.env, SUPABASE_NO_UPDATE_NOTIFIER: '1', ...options.env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) =>
      resolve({ exitCode: code ?? (signal ? 128 : 1), stdout, stderr }),
    );
  });
