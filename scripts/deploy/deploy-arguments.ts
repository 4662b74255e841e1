import { parseArgs } from 'node:util';

export const deployUsage = `Usage:
  npm run deploy -- --dry-run      check every prerequisite, change nothing
  npm run deploy                   deploy (the CLI asks before it changes the database)
  npm run deploy -- --yes          deploy without the CLI's questions (CI)
  npm run deploy -- --remote <name>   another [remotes.<name>] block (default: production)

Deploys the backend to the hosted project of [remotes.<name>] in supabase/config.toml, in the
order a first deploy needs: supabase link, db push (migrations, never the seed), secrets set
(the production settings of supabase/functions/.env.production), functions deploy route,
config push (the Auth settings, with that block's production values). Reads
.env.production.local (git-ignored) under the environment. Nothing runs unless every check passes. See docs/deploying.md.`;

export interface DeployRequest {
  kind: 'deploy';
  dryRun: boolean;
  yes: boolean;
  remote: string;
}

/** Bad input; the message is for the person who typed it. */
export class DeployUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployUsageError';
  }
}

const remoteNamePattern = /^[A-Za-z0-9_-]+$/;

export function parseDeployArguments(argv: readonly string[]): DeployRequest | { kind: 'help' } {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        'dry-run': { type: 'boolean', default: false },
        yes: { type: 'boolean', short: 'y', default: false },
        remote: { type: 'string', default: 'production' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new DeployUsageError((error as Error).message);
  }
  if (values.help) return { kind: 'help' };
  if (!remoteNamePattern.test(values.remote)) {
    throw new DeployUsageError(`"${values.remote}" is not a [remotes.<name>] name`);
  }
  return { kind: 'deploy', dryRun: values['dry-run'], yes: values.yes, remote: values.remote };
}
