import { parseArgs } from 'node:util';
import type { StackOptions } from '../stack-options';

export const stackUsage = `Usage: npm run stack -- [options]

Runs the embedded Supabase (Auth, Data API, edge functions, mailbox) on this machine.

Options:
  --reset                 delete the local database first (migrations and seed run again)
  --memory                keep the database in memory (nothing is saved)
  --data-dir <folder>     database folder (default .local-supabase/data)
  --api-port <port>       API port (default 54321; 0 = any free port)
  --mail-port <port>      mailbox port (default 54324; 0 = any free port)
  --functions-dir <dir>   edge functions folder (default supabase/functions)
  --no-functions          run no edge functions
  --site-url <url>        the app's URL, where e-mail links land by default
  --quiet                 print only warnings and errors
  --help                  show this help

Environment (flags win): LOCAL_SUPABASE_API_PORT, LOCAL_SUPABASE_MAIL_PORT,
LOCAL_SUPABASE_DATA_DIR, LOCAL_SUPABASE_MEMORY=1, LOCAL_SUPABASE_SITE_URL.`;

export type CliRequest = { kind: 'help' } | { kind: 'start'; options: StackOptions };

/** Reads flags, then the LOCAL_SUPABASE_* variables; throws a readable error on bad input. */
export function parseStackArguments(
  argv: readonly string[],
  environment: NodeJS.ProcessEnv,
): CliRequest {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      reset: { type: 'boolean' },
      memory: { type: 'boolean' },
      'data-dir': { type: 'string' },
      'api-port': { type: 'string' },
      'mail-port': { type: 'string' },
      'functions-dir': { type: 'string' },
      'no-functions': { type: 'boolean' },
      'site-url': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { kind: 'help' };
  const options: StackOptions = {
    reset: values.reset ?? false,
    memory: values.memory ?? environment.LOCAL_SUPABASE_MEMORY === '1',
    quiet: values.quiet ?? false,
  };
  const dataFolder = values['data-dir'] ?? environment.LOCAL_SUPABASE_DATA_DIR;
  if (dataFolder) options.dataFolder = dataFolder;
  const apiPort = values['api-port'] ?? environment.LOCAL_SUPABASE_API_PORT;
  if (apiPort !== undefined) options.apiPort = parsePort(apiPort, '--api-port');
  const mailPort = values['mail-port'] ?? environment.LOCAL_SUPABASE_MAIL_PORT;
  if (mailPort !== undefined) options.mailPort = parsePort(mailPort, '--mail-port');
  if (values['no-functions']) options.functionsFolder = null;
  else if (values['functions-dir']) options.functionsFolder = values['functions-dir'];
  const siteUrl = values['site-url'] ?? environment.LOCAL_SUPABASE_SITE_URL;
  if (siteUrl) options.siteUrl = siteUrl;
  return { kind: 'start', options };
}

function parsePort(text: string, flag: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(port) || port > 65_535) {
    throw new Error(`${flag} must be a port number from 0 to 65535, not "${text}"`);
  }
  return port;
}
