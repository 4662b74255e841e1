import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleEntryName, buildRouteBundle, type RouteBundle } from './route-bundle';

/**
 * Where the deploy runs `supabase functions deploy route --use-api` from: a project of its own
 * holding the bundle and a copy of config.toml whose `[functions.route]` names the bundle's
 * entry. The CLI uploads the entrypoint and every file its `import`s and `import()`s reach
 * (every chunk), with config.toml's settings for the function (`verify_jwt`); the platform
 * builds its bundle from those files. The repository itself stays as it is: the local stack,
 * the tests and `deno run` keep running the sources.
 */
export interface RouteDeployStage {
  /** The folder to run the CLI in (it holds `supabase/`). */
  projectFolder: string;
  bundle: RouteBundle;
  remove(): Promise<void>;
}

const routeTable = /^\[functions\.route\][ \t]*(?:#.*)?$/m;

/** config.toml with `[functions.route]` pointing at the bundle's entry, all else unchanged. */
export function withBundleEntrypoint(config: string): string {
  const header = routeTable.exec(config);
  if (!header) throw new Error('config.toml has no [functions.route] table to deploy');
  const tableEnd = config.slice(header.index + header[0].length).search(/^\[/m);
  const table = config.slice(
    header.index,
    tableEnd === -1 ? undefined : header.index + header[0].length + tableEnd,
  );
  if (/^\s*entrypoint\s*=/m.test(table)) {
    throw new Error('config.toml sets [functions.route] entrypoint: the deploy sets it itself');
  }
  const at = header.index + header[0].length;
  return (
    `${config.slice(0, at)}\n# Set by the deploy: the bundle it built.\n` +
    `entrypoint = "./functions/route/${bundleEntryName}"${config.slice(at)}`
  );
}

/** Builds the bundle into a new project folder beside a copy of config.toml. */
export async function stageRouteDeploy(config: string): Promise<RouteDeployStage> {
  const projectFolder = await mkdtemp(path.join(tmpdir(), 'associate-deploy-'));
  const remove = () => rm(projectFolder, { recursive: true, force: true });
  try {
    const supabaseFolder = path.join(projectFolder, 'supabase');
    await mkdir(supabaseFolder);
    await writeFile(path.join(supabaseFolder, 'config.toml'), withBundleEntrypoint(config));
    const bundle = await buildRouteBundle(path.join(supabaseFolder, 'functions', 'route'));
    return { projectFolder, bundle, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
