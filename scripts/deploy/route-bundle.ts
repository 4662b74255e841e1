import { execFile } from 'node:child_process';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { machineEnvironment } from '../../local-supabase/functions/edge-runtime-deno-binary';

const run = promisify(execFile);

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The project's Deno (the `deno` devDependency): its `deno bundle` is esbuild inside. */
const projectDeno = path.join(repositoryRoot, 'node_modules', '.bin', 'deno');
/** The route function's folder and the zod/mini parts' entry in a checkout of the project. */
const routeFolderIn = (root: string) => path.join(root, 'supabase', 'functions', 'route');
const zodMiniPartsEntryIn = (root: string) =>
  path.join(root, 'scripts', 'deploy', 'zod-mini-parts.ts');

/** The file the bundle starts from; the platform's entrypoint. */
export const bundleEntryName = 'index.js';

export interface RouteBundle {
  folder: string;
  /** The entry first, then every chunk, by name. */
  files: string[];
}

/** Runs `deno bundle`; a bundler warning (an import that will be undefined) refuses the build. */
async function denoBundle(args: string[]): Promise<void> {
  let stderr: string;
  try {
    ({ stderr } = await run(projectDeno, ['bundle', '--platform=deno', '--format=esm', ...args], {
      env: machineEnvironment(process.env),
      maxBuffer: 16 * 1024 * 1024,
    }));
  } catch (error) {
    const { stderr: output } = error as { stderr?: string };
    throw new Error(`deno bundle failed:\n${output ?? error}`, { cause: error });
  }
  if (/bundler warning/.test(stderr)) throw new Error(`deno bundle warned:\n${stderr}`);
}

/**
 * Builds zod-mini-parts.ts into one file and answers its path. The path is the same on every
 * build, so the same code gives chunks of the same names, and it is shaped like Deno's npm
 * cache (`…/npm/<source>/zod/<version>/`), so bundle-contents.ts counts it as zod. Built beside
 * it and renamed into place, so builds running at once never read half a file.
 */
async function buildZodMiniParts(routeConfig: { imports: Record<string, string> }, root: string) {
  const version = /^npm:zod@(.+)$/.exec(routeConfig.imports.zod ?? '')?.[1];
  if (!version) throw new Error('route/deno.json pins no zod version');
  const cache = path.join(repositoryRoot, 'node_modules', '.cache', 'route-bundle');
  const file = path.join(cache, 'npm', 'prebuilt', 'zod', version, 'mini-parts.js');
  await mkdir(path.dirname(file), { recursive: true });
  const building = `${file}.${process.pid}.${Date.now()}.tmp.js`;
  try {
    await denoBundle([
      '--frozen',
      '--config',
      path.join(routeFolderIn(root), 'deno.json'),
      '--output',
      building,
      zodMiniPartsEntryIn(root),
    ]);
    await rename(building, file);
  } finally {
    await rm(building, { force: true });
  }
  return file;
}

/**
 * Builds what the deploy uploads: the route function and every npm package it imports, in one
 * entry and the chunks its `import()`s load (code splitting), with the versions deno.lock
 * pins (`--frozen`: a lock out of date refuses the build instead of resolving anew).
 *
 * `zod/mini` resolves to the zod-mini-parts.ts build (see there why): through a copy of
 * route/deno.json and its lock that maps it so, the sources themselves unchanged.
 *
 * Not minified, on purpose: the CLI finds the files to upload by reading `import … from '…'`
 * and `import('…')` with a pattern that needs the space an unminified `import {` has, and
 * what a module says its path is stays readable (bundle-contents.ts counts by it).
 */
export async function buildRouteBundle(
  outputFolder: string,
  /** The checkout whose function is built (bench:boot's `--before`); this one by default. */
  sourceRoot = repositoryRoot,
): Promise<RouteBundle> {
  const routeFolder = routeFolderIn(sourceRoot);
  const routeConfig = JSON.parse(await readFile(path.join(routeFolder, 'deno.json'), 'utf8'));
  const zodMiniParts = await buildZodMiniParts(routeConfig, sourceRoot);
  const configFolder = await mkdtemp(path.join(tmpdir(), 'route-bundle-'));
  try {
    routeConfig.imports['zod/mini'] = pathToFileURL(zodMiniParts).href;
    await writeFile(path.join(configFolder, 'deno.json'), JSON.stringify(routeConfig));
    await copyFile(path.join(routeFolder, 'deno.lock'), path.join(configFolder, 'deno.lock'));
    await denoBundle([
      '--code-splitting',
      '--frozen',
      '--config',
      path.join(configFolder, 'deno.json'),
      '--outdir',
      outputFolder,
      path.join(routeFolder, 'index.ts'),
    ]);
  } finally {
    await rm(configFolder, { recursive: true, force: true });
  }
  const names = (await readdir(outputFolder)).filter((name) => name.endsWith('.js')).sort();
  if (!names.includes(bundleEntryName)) {
    throw new Error(`deno bundle wrote no ${bundleEntryName} in ${outputFolder}`);
  }
  return {
    folder: outputFolder,
    files: [bundleEntryName, ...names.filter((name) => name !== bundleEntryName)].map((name) =>
      path.join(outputFolder, name),
    ),
  };
}
