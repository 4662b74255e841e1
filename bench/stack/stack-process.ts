import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** `npm run stack` as a user runs it, in its own process, on free ports. */
export interface StackProcess {
  apiUrl: string;
  mailUrl: string;
  /** From spawning the process to its banner (printed once everything answers). */
  readyAfterMs: number;
  stop(): Promise<void>;
}

/** Starts the stack CLI with `--data-dir` and waits for its banner; rejects if it exits first. */
export async function startStackProcess(dataFolder: string): Promise<StackProcess> {
  const startedAt = performance.now();
  const child = spawn(
    tsx,
    [
      'local-supabase/cli/stack-cli.ts',
      '--data-dir',
      dataFolder,
      '--api-port',
      '0',
      '--mail-port',
      '0',
      '--quiet',
    ],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
  );
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const urls = await new Promise<{ apiUrl: string; mailUrl: string }>((resolve, reject) => {
    let apiUrl = '';
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      apiUrl = /API URL:\s+(\S+)/.exec(line)?.[1] ?? apiUrl;
      const mailUrl = /Mailbox:\s+(\S+)/.exec(line)?.[1];
      if (apiUrl && mailUrl) resolve({ apiUrl, mailUrl });
    });
    child.once('exit', (code) =>
      reject(new Error(`the stack exited (${code}) before it was ready:\n${output.join('\n')}`)),
    );
  });
  const readyAfterMs = performance.now() - startedAt;
  return { ...urls, readyAfterMs, stop: () => stopProcess(child) };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}
