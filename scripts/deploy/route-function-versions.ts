import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  edgeRuntimeDenoPath,
  machineEnvironment,
} from '../../local-supabase/functions/edge-runtime-deno-binary';
import { repositoryRoot } from '../supabase-cli';
import { compareVersions, lockedVersions, type VersionComparison } from './function-versions';

const run = promisify(execFile);

/**
 * Resolves a function as the platform's bundler will: the Deno of the Edge Runtime's
 * generation, deno.json as the only source of versions (the upload carries no deno.lock), an
 * empty cache and the registry as it is today. It writes what it resolved to a lock of its own,
 * which is compared with the function's deno.lock. Takes about ten seconds for the route
 * function (it downloads every package once).
 */
export async function resolveFunctionVersions(folder: string): Promise<VersionComparison> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'function-versions-'));
  try {
    const resolvedLock = path.join(scratch, 'resolved.lock');
    await run(
      edgeRuntimeDenoPath(),
      [
        'cache',
        `--lock=${resolvedLock}`,
        '--config',
        path.join(folder, 'deno.json'),
        path.join(folder, 'index.ts'),
      ],
      {
        env: { ...machineEnvironment(process.env), DENO_DIR: path.join(scratch, 'deno-dir') },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return compareVersions(
      lockedVersions(await readFile(path.join(folder, 'deno.lock'), 'utf8')),
      lockedVersions(await readFile(resolvedLock, 'utf8')),
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The route function's versions as the platform will resolve them, against its deno.lock. */
export function resolveRouteFunctionVersions(): Promise<VersionComparison> {
  return resolveFunctionVersions(path.join(repositoryRoot, 'supabase', 'functions', 'route'));
}
