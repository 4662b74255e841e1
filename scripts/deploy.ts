import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { runDeploy } from './deploy/deploy-run';
import { measureBundle } from './deploy/function-size';
import { stageRouteDeploy } from './deploy/route-deploy-stage';
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

const readConfig = () => readFile(path.join(repositoryRoot, 'supabase', 'config.toml'), 'utf8');

process.exitCode = await runDeploy(process.argv.slice(2), {
  runCli: runSupabaseCli,
  environment: process.env,
  readConfig,
  readEnvFile,
  writeSecretsFile: (secrets) => writeSecretsFile(secrets),
  hasStoredLogin: () => existsSync(path.join(homedir(), '.supabase', 'access-token')),
  async prepareFunction() {
    const stage = await stageRouteDeploy(await readConfig());
    try {
      return { ...stage, size: await measureBundle(stage.bundle.files) };
    } catch (error) {
      await stage.remove();
      throw error;
    }
  },
  write: (text) => process.stdout.write(text),
});
