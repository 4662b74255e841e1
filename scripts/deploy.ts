import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { runDeploy } from './deploy/deploy-run';
import { measureRouteFunction } from './deploy/route-function-size';
import { resolveRouteFunctionVersions } from './deploy/route-function-versions';
import { writeSecretsFile } from './deploy/secrets-file';
import { repositoryRoot, runSupabaseCli } from './supabase-cli';

async function readEnvFile(relativePath: string) {
  try {
    return parseEnv(await readFile(path.join(repositoryRoot, relativePath), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

process.exitCode = await runDeploy(process.argv.slice(2), {
  runCli: runSupabaseCli,
  environment: process.env,
  readConfig: () => readFile(path.join(repositoryRoot, 'supabase', 'config.toml'), 'utf8'),
  readEnvFile,
  writeSecretsFile: (secrets) => writeSecretsFile(secrets),
  hasStoredLogin: () => existsSync(path.join(homedir(), '.supabase', 'access-token')),
  measureFunction: measureRouteFunction,
  resolveFunctionVersions: resolveRouteFunctionVersions,
  write: (text) => process.stdout.write(text),
});
