import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { startReadyProcess } from './ready-process';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const envExample = fileURLToPath(new URL('../../supabase/functions/.env.example', import.meta.url));

/** `npm run stack -- --memory` on free loopback ports, as the load benchmark drives it. */
export interface LoadStack {
  apiUrl: string;
  mailUrl: string;
  stop(): Promise<void>;
}

/**
 * Every variable the functions read gets a value here: the given ones, and empty (the
 * function's default, or "vendor left out") for the rest, so a developer's
 * supabase/functions/.env cannot change what the benchmark measures. `<VENDOR>_BASE_URL` is
 * left alone: an empty one stops the AI SDK's Anthropic provider at import, and without its
 * key (and outside ROUTER_VENDORS) a vendor is left out anyway.
 */
export async function functionVariablesFor(
  given: Record<string, string>,
): Promise<Record<string, string>> {
  const documented = parseEnv(await readFile(envExample, 'utf8'));
  const blanks = Object.fromEntries(
    Object.keys(documented)
      .filter((name) => !name.endsWith('_BASE_URL'))
      .map((name) => [name, '']),
  );
  return { ...blanks, ...given };
}

/** Starts the stack CLI in its own process, so the load generator does not share its CPU. */
export async function startLoadStack(
  functionVariables: Record<string, string>,
): Promise<LoadStack> {
  const started = await startReadyProcess(
    tsx,
    [
      'local-supabase/cli/stack-cli.ts',
      '--memory',
      '--api-port',
      '0',
      '--mail-port',
      '0',
      '--quiet',
    ],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        ...(await functionVariablesFor(functionVariables)),
        LITE_TELEMETRY: '0',
        DO_NOT_TRACK: '1',
      },
      readLine: collectUrls(),
      readyTimeoutMs: 180_000,
      label: 'the local stack',
    },
  );
  return { ...started.announcement, stop: started.stop };
}

/** The banner prints the API URL, then the mailbox: ready once both were seen. */
function collectUrls(): (line: string) => { apiUrl: string; mailUrl: string } | undefined {
  let apiUrl = '';
  return (line) => {
    apiUrl = /API URL:\s+(\S+)/.exec(line)?.[1] ?? apiUrl;
    const mailUrl = /Mailbox:\s+(\S+)/.exec(line)?.[1];
    return apiUrl && mailUrl ? { apiUrl, mailUrl } : undefined;
  };
}
