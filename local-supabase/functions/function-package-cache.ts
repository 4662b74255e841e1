import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { explainDenoFailure, type DenoFailure } from './deno-failure';
import { denoRuntimeEnvironment } from './deno-runtime-environment';
import { discoverFunctions, type EdgeFunction } from './function-discovery';

export interface PackageCacheOptions {
  functionsFolder: string;
  denoPath: string;
  processEnvironment: NodeJS.ProcessEnv;
}

/** What caching one function's packages did. */
export type PackageCacheOutcome =
  | { name: string; ok: true; downloads: number; milliseconds: number }
  | { name: string; ok: false; failure: DenoFailure };

/** Every function's outcome, and the cache folder Deno used (the one the stack will read). */
export interface PackageCacheReport {
  denoDir: string | null;
  outcomes: PackageCacheOutcome[];
}

/**
 * Fetches the packages of every function under the folder into Deno's cache, with Deno's own
 * command (`deno install --entrypoint`, reading the function's deno.json and deno.lock), in the
 * environment the stack gives its functions, so that they start later without the network.
 */
export async function cacheFunctionPackages(
  options: PackageCacheOptions,
): Promise<PackageCacheReport> {
  await access(options.denoPath);
  const environment = denoRuntimeEnvironment(options.processEnvironment);
  const outcomes: PackageCacheOutcome[] = [];
  for (const definition of await discoverFunctions(options.functionsFolder)) {
    outcomes.push(await cacheOne(definition, options.denoPath, environment));
  }
  return { denoDir: await denoCacheFolder(options.denoPath, environment), outcomes };
}

async function cacheOne(
  definition: EdgeFunction,
  denoPath: string,
  environment: Record<string, string>,
): Promise<PackageCacheOutcome> {
  const startedAt = performance.now();
  const config = definition.configFile ? ['--config', definition.configFile] : [];
  const run = await runDeno(
    denoPath,
    ['install', ...config, '--entrypoint', definition.entrypoint],
    environment,
  );
  const downloads = run.lines.filter((line) => line.startsWith('Download ')).length;
  const milliseconds = performance.now() - startedAt;
  if (run.code === 0) return { name: definition.name, ok: true, downloads, milliseconds };
  return { name: definition.name, ok: false, failure: explainDenoFailure(run.lines, 'install') };
}

async function denoCacheFolder(
  denoPath: string,
  environment: Record<string, string>,
): Promise<string | null> {
  const run = await runDeno(denoPath, ['info', '--json'], environment);
  try {
    return (JSON.parse(run.lines.join('\n')) as { denoDir?: string }).denoDir ?? null;
  } catch {
    return null;
  }
}

function runDeno(
  denoPath: string,
  args: string[],
  environment: Record<string, string>,
): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(denoPath, args, { env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
    createInterface({ input: child.stderr }).on('line', (line) => lines.push(line));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, lines }));
  });
}
