import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Writes a lock Deno 2.1 can read for a function (`deno cache --lock`), resolving its npm
 * packages from deno.json's pins. A function started with it skips resolving packages at
 * start-up, as a function on the Edge Runtime does: its bundle holds the resolution made at
 * deploy. Our own deno.lock is version 5, which Deno 2.1 cannot read.
 */
export async function writeEdgeLock(options: {
  denoPath: string;
  configFile: string;
  entry: string;
  lockFile: string;
  environment: Record<string, string>;
}): Promise<void> {
  const { denoPath, configFile, entry, lockFile, environment } = options;
  await run(denoPath, ['cache', `--lock=${lockFile}`, '--config', configFile, entry], {
    env: environment,
    maxBuffer: 16 * 1024 * 1024,
  });
}
