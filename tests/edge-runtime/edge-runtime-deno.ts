import { execFile, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { findFreePort, isAcceptingConnections } from '../../local-supabase/functions/free-port';

const run = promisify(execFile);

export interface FunctionOnDeno {
  denoPath: string;
  /** The function's `index.ts`. */
  entrypoint: string;
  /** Its `deno.json`: the import map that pins its npm packages. */
  configFile: string;
  environment: Record<string, string>;
}

// Deno 2.1 cannot read the lock of a newer Deno (v5), so versions come from deno.json's pins.
const lockOption = '--no-lock';

export async function denoVersion(denoPath: string): Promise<string> {
  const { stdout } = await run(denoPath, ['--version']);
  return /^deno (\S+)/.exec(stdout)?.[1] ?? stdout;
}

/** Fetches the function's npm packages into DENO_DIR (from the registry when it is empty). */
export async function cacheFunction(target: FunctionOnDeno): Promise<void> {
  const { denoPath, configFile, entrypoint, environment } = target;
  try {
    await run(denoPath, ['cache', lockOption, '--config', configFile, entrypoint], {
      env: environment,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`Deno 2.1 could not fetch the function's packages:\n${stderr ?? error}`, {
      cause: error,
    });
  }
}

export interface ServedFunction {
  url: string;
  /** Everything the process printed so far (stdout and stderr, interleaved). */
  output(): string;
  stop(): Promise<void>;
}

const wrapper = fileURLToPath(new URL('./serve-on-port.deno.ts', import.meta.url));

/**
 * The permissions the Edge Runtime gives a function's worker (crates/base/src/runtime/
 * permissions.rs in supabase/edge-runtime): network, environment, reading files (its own, on the
 * runtime's virtual file system) and the host name among system details. Deno 2.1 asks for read
 * access to the working directory on `process.cwd()`, which retext's vfile calls for every text.
 */
const edgeRuntimePermissions = [
  '--allow-net',
  '--allow-env',
  '--allow-read',
  '--allow-sys=hostname',
];

/** Starts the function on a free loopback port and resolves once it accepts connections. */
export async function serveFunction(
  target: FunctionOnDeno,
  options: { readyTimeoutMs: number },
): Promise<ServedFunction> {
  const port = await findFreePort('127.0.0.1');
  const child = spawn(
    target.denoPath,
    [
      'run',
      lockOption,
      '--config',
      target.configFile,
      ...edgeRuntimePermissions,
      wrapper,
      String(port),
      pathToFileURL(target.entrypoint).href,
    ],
    { env: target.environment, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + options.readyTimeoutMs;
  while (!(await isAcceptingConnections('127.0.0.1', port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The function did not start on Deno 2.1:\n${output}`);
    }
    await sleep(100);
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop };
}
