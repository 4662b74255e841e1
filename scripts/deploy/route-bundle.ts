import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { machineEnvironment } from '../../local-supabase/functions/edge-runtime-deno-binary';

const run = promisify(execFile);

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The project's Deno (the `deno` devDependency): its `deno bundle` is esbuild inside. */
const projectDeno = path.join(repositoryRoot, 'node_modules', '.bin', 'deno');
const routeFolder = path.join(repositoryRoot, 'supabase', 'functions', 'route');

/** The file the bundle starts from; the platform's entrypoint. */
export const bundleEntryName = 'index.js';

export interface RouteBundle {
  folder: string;
  /** The entry first, then every chunk, by name. */
  files: string[];
}

/**
 * Builds what the deploy uploads: the route function and every npm package it imports, in one
 * entry and the chunks its `import()`s load (code splitting), with the versions deno.lock
 * pins (`--frozen`: a lock out of date refuses the build instead of resolving anew).
 *
 * Not minified, on purpose: the CLI finds the files to upload by reading `import … from '…'`
 * and `import('…')` with a pattern that needs the space an unminified `import {` has, and
 * what a module says its path is stays readable (bundle-contents.ts counts by it).
 */
export async function buildRouteBundle(outputFolder: string): Promise<RouteBundle> {
  try {
    await run(
      projectDeno,
      [
        'bundle',
        '--code-splitting',
        '--platform=deno',
        '--format=esm',
        '--frozen',
        '--config',
        path.join(routeFolder, 'deno.json'),
        '--outdir',
        outputFolder,
        path.join(routeFolder, 'index.ts'),
      ],
      { env: machineEnvironment(process.env), maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`deno bundle failed:\n${stderr ?? error}`, { cause: error });
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
