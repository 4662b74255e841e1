import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { denoRuntimeEnvironment } from '../../local-supabase/functions/deno-runtime-environment';
import { findFreePort, isAcceptingConnections } from '../../local-supabase/functions/free-port';

const require = createRequire(import.meta.url);
const run = promisify(execFile);

/**
 * Supabase's Edge Runtime is built on Deno 2.1 (V8 13); the project's own Deno (the `deno`
 * devDependency) is newer. The 2.1 binary comes from the registry as one optional alias per
 * platform (package.json `optionalDependencies`, `deno-edge-*`), because the `deno` package
 * itself, installed twice under an alias, fights over `node_modules/.bin/deno`.
 */
const platformPackages: Record<string, string> = {
  'linux-x64': 'deno-edge-linux-x64',
  'linux-arm64': 'deno-edge-linux-arm64',
  'darwin-x64': 'deno-edge-darwin-x64',
  'darwin-arm64': 'deno-edge-darwin-arm64',
};

export function edgeRuntimeDenoPath(): string {
  const name = platformPackages[`${process.platform}-${process.arch}`];
  if (!name) {
    throw new Error(
      `No Deno of the Edge Runtime's generation is pinned for ${process.platform}-${process.arch} ` +
        '(package.json optionalDependencies, deno-edge-*).',
    );
  }
  try {
    return path.join(path.dirname(require.resolve(`${name}/package.json`)), 'deno');
  } catch {
    throw new Error(
      `${name} (Deno 2.1, the Edge Runtime's generation) is missing: run npm install.`,
    );
  }
}

/**
 * What the Deno processes get from the machine: the stack's list (cache, trust, proxies, with
 * loopback kept off the proxy). Deno 2.1 reads a proxy's CA from DENO_CERT only, not from
 * NODE_EXTRA_CA_CERTS as newer Denos do, so DENO_CERT is filled from it when unset.
 */
export function machineEnvironment(processEnvironment: NodeJS.ProcessEnv): Record<string, string> {
  const variables = denoRuntimeEnvironment(processEnvironment);
  if (!variables.DENO_CERT && variables.NODE_EXTRA_CA_CERTS) {
    variables.DENO_CERT = variables.NODE_EXTRA_CA_CERTS;
  }
  return variables;
}

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
