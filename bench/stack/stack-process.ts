import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { startReadyProcess } from '../../tests/support/ready-process.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const envExample = fileURLToPath(new URL('../../supabase/functions/.env.example', import.meta.url));

/** `npm run stack` as a user runs it, in its own process on free ports. */
export interface StackProcess {
  apiUrl: string;
  mailUrl: string;
  /** From spawn to the banner, which it prints once everything answers. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

/**
 * Every variable the functions read gets a value: the given ones, and empty (the function's
 * default, or "vendor left out") for the rest, so a developer's supabase/functions/.env cannot
 * change what a benchmark measures. `<VENDOR>_BASE_URL` is left alone: an empty one stops the
 * AI SDK's Anthropic provider at import, and a vendor without its key is left out anyway.
 */
async function functionVariables(given: Record<string, string>): Promise<Record<string, string>> {
  const documented = parseEnv(await readFile(envExample, 'utf8'));
  const blanks = Object.keys(documented)
    .filter((name) => !name.endsWith('_BASE_URL'))
    .map((name) => [name, '']);
  return { ...Object.fromEntries(blanks), ...given };
}

/**
 * Starts the stack CLI in its own process (so a load generator does not share its CPU), on a
 * new in-memory database or in `dataFolder`, its functions with `variables` (by default the
 * offline engine), and waits for its banner.
 */
export async function startStack(
  options: { dataFolder?: string; variables?: Record<string, string> } = {},
): Promise<StackProcess> {
  const where = options.dataFolder ? ['--data-dir', options.dataFolder] : ['--memory'];
  let apiUrl = '';
  const started = await startReadyProcess(
    tsx,
    ['local-supabase/cli/stack-cli.ts', ...where, '--api-port', '0', '--mail-port', '0', '--quiet'],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        ...(await functionVariables(options.variables ?? {})),
        LITE_TELEMETRY: '0',
        DO_NOT_TRACK: '1',
      },
      // The banner prints the API URL, then the mailbox's: ready once both were seen.
      readLine: (line) => {
        apiUrl = /API URL:\s+(\S+)/.exec(line)?.[1] ?? apiUrl;
        const mailUrl = /Mailbox:\s+(\S+)/.exec(line)?.[1];
        return apiUrl && mailUrl ? { apiUrl, mailUrl } : undefined;
      },
      timeoutMs: 180_000,
      label: 'the local stack',
    },
  );
  return { ...started.ready, readyAfterMs: started.readyAfterMs, stop: started.stop };
}
