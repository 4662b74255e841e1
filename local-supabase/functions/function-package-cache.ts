import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { explainDenoFailure, retryAdvice, type DenoFailure } from './deno-failure';
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
  if (run.code !== 0) {
    return { name: definition.name, ok: false, failure: explainDenoFailure(run.lines, 'install') };
  }
  const missing = await uncachedModules(definition, denoPath, environment);
  if (missing) return { name: definition.name, ok: false, failure: missing };
  const milliseconds = performance.now() - startedAt;
  return { name: definition.name, ok: true, downloads, milliseconds };
}

const moduleGraphSchema = z.object({
  modules: z.array(z.object({ specifier: z.string(), error: z.string().optional() })),
});

/**
 * What the install left out. A module a function imports only on first use (`import()` with a
 * fixed name, as the route's privacy shield loads libphonenumber-js and the other validators)
 * is fetched with the rest, but Deno does not fail the install when it cannot fetch one: the
 * function would then start offline and fail on the first draft that needs it. Deno's module
 * graph, read from the cache, names each module it could not cache.
 */
async function uncachedModules(
  definition: EdgeFunction,
  denoPath: string,
  environment: Record<string, string>,
): Promise<DenoFailure | undefined> {
  const config = definition.configFile ? ['--config', definition.configFile] : [];
  const run = await runDeno(
    denoPath,
    ['info', '--json', ...config, definition.entrypoint],
    environment,
  );
  const start = run.lines.findIndex((line) => line.startsWith('{'));
  const graph = moduleGraphSchema.safeParse(
    (() => {
      try {
        return JSON.parse(run.lines.slice(start).join('\n'));
      } catch {
        return undefined;
      }
    })(),
  );
  if (run.code !== 0 || start === -1 || !graph.success) {
    return explainDenoFailure(run.lines, 'install');
  }
  const errors = graph.data.modules.flatMap((module) =>
    module.error ? [`${module.specifier}: ${module.error}`] : [],
  );
  if (errors.length === 0) return undefined;
  const fetching = errors.some((error) =>
    /Failed (?:caching|loading)|error sending request/.test(error),
  );
  return {
    kind: fetching ? 'network' : 'other',
    cause: `Deno could not cache what the function imports on first use (${errors.join('; ')})`,
    fix: fetching
      ? `check the network and HTTPS_PROXY/NO_PROXY, ${retryAdvice.install}`
      : "fix the import, or run `npm run cache:functions` to see Deno's whole output",
  };
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
