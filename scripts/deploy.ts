import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { runDeploy } from './deploy/deploy-run';
import { measureRouteFunction } from './deploy/route-function-size';
import { repositoryRoot, runSupabaseCli } from './supabase-cli';

async function readEnvFile(relativePath: string) {
  try {
    return parseEnv(await readFile(path.join(repositoryRoot, relativePath), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A private file for `supabase secrets set --env-file`, deleted once the deploy is done. */
async function writeSecretsFile(secrets: Record<string, string>) {
  const folder = await mkdtemp(path.join(tmpdir(), 'associate-deploy-'));
  await chmod(folder, 0o700);
  const file = path.join(folder, 'secrets.env');
  const lines = Object.entries(secrets).map(([name, value]) => `${name}='${value}'`);
  await writeFile(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return { path: file, remove: () => rm(folder, { recursive: true, force: true }) };
}

process.exitCode = await runDeploy(process.argv.slice(2), {
  runCli: runSupabaseCli,
  environment: process.env,
  readConfig: () => readFile(path.join(repositoryRoot, 'supabase', 'config.toml'), 'utf8'),
  readEnvFile,
  writeSecretsFile,
  hasStoredLogin: () => existsSync(path.join(homedir(), '.supabase', 'access-token')),
  measureFunction: measureRouteFunction,
  write: (text) => process.stdout.write(text),
});
