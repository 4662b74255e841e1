/**
 * `npm run scan:dist [folder]`: fails (exit 1) if the build holds a secret, listing each one
 * masked. Run it after `npm run build`, before publishing `dist/`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { localKeys } from '../local-supabase/stack-defaults';
import { scanFolderForSecrets, secretValuesOf } from './dist-secret-scan.ts';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));

/** Every env file Vite or the edge functions might read on this machine. */
const environmentFiles = [
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  '.env.development',
  '.env.development.local',
  'supabase/functions/.env',
  'supabase/functions/.env.production',
];

function readEnvFile(file: string): Record<string, string> {
  try {
    return parseEnv(readFileSync(path.join(repositoryRoot, file), 'utf8')) as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}

/** The secrets this machine holds: its environment, its env files and the local stack's keys. */
export function machineSecrets(): string[] {
  const values = [
    ...secretValuesOf(process.env),
    ...environmentFiles.flatMap((file) => secretValuesOf(readEnvFile(file))),
    localKeys.secretKey,
    localKeys.jwtSecret,
  ];
  return [...new Set(values)];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const folder = path.resolve(process.argv[2] ?? 'dist');
  const findings = scanFolderForSecrets(folder, { knownSecrets: machineSecrets() });
  for (const finding of findings) {
    console.error(`${finding.file}: ${finding.kind}: ${finding.excerpt}`);
  }
  if (findings.length > 0) {
    console.error(`${findings.length} secret(s) in ${folder}: do not publish it.`);
    process.exit(1);
  }
  console.log(`No secret in ${folder}.`);
}
