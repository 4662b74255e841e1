import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  edgeRuntimeDenoPath,
  machineEnvironment,
} from '../../local-supabase/functions/edge-runtime-deno-binary';
import { repositoryRoot } from '../supabase-cli';
import { type FunctionSize, isFile, measureFunctionSize, parseModuleGraph } from './function-size';

const run = promisify(execFile);

/** Deno's npm cache holds one folder per registry host; the one that holds this package. */
async function registryFolder(npmCache: string, name: string, version: string): Promise<string> {
  for (const host of await readdir(npmCache).catch(() => [])) {
    const folder = path.join(npmCache, host);
    if (await isFile(path.join(folder, name, version, 'package.json'))) return folder;
  }
  throw new Error(`${name}@${version} is not in Deno's cache (${npmCache}): run npm install`);
}

/**
 * The route function's size, read with the Deno of the Edge Runtime's generation from the
 * function's module graph (deno.json's pins resolve it, as the platform's bundler does).
 */
export async function measureRouteFunction(): Promise<FunctionSize> {
  const denoPath = edgeRuntimeDenoPath();
  const env = machineEnvironment(process.env);
  const folder = path.join(repositoryRoot, 'supabase', 'functions', 'route');
  const importMapFile = path.join(folder, 'deno.json');
  const options = { env, maxBuffer: 64 * 1024 * 1024 };
  const { stdout } = await run(
    denoPath,
    ['info', '--json', '--no-lock', '--config', importMapFile, path.join(folder, 'index.ts')],
    options,
  );
  const graph = parseModuleGraph(stdout);
  const { stdout: info } = await run(denoPath, ['info', '--json'], options);
  const npmCache = (JSON.parse(info) as { npmCache: string }).npmCache;
  const first = Object.values(graph.npmPackages)[0];
  const npmCacheFolder = first
    ? await registryFolder(npmCache, first.name, first.version)
    : npmCache;
  return measureFunctionSize({ graph, importMapFile, npmCacheFolder });
}
