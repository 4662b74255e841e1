import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A child process that announced it was ready, with what it announced. */
export interface ReadyProcess<Announcement> {
  announcement: Announcement;
  /** Sends SIGINT (the clean stop every one of our servers handles) and waits for the exit. */
  stop(): Promise<void>;
}

export interface ReadyProcessOptions<Announcement> {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Reads each stdout line; the first non-undefined answer means the process is ready. */
  readLine(line: string): Announcement | undefined;
  /** How long to wait for the announcement before the process is killed. */
  readyTimeoutMs: number;
  label: string;
}

/**
 * Spawns `command` and resolves once one of its stdout lines announces that it is ready. If it
 * exits or stays silent too long, the error carries its output, so a failed run says why.
 */
export async function startReadyProcess<Announcement>(
  command: string,
  args: readonly string[],
  options: ReadyProcessOptions<Announcement>,
): Promise<ReadyProcess<Announcement>> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A runner that exits without stopping it (a crash, a killed Playwright worker) must not
  // leave the child behind on the shared machine.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const output: string[] = [];
  const keep = (line: string) => {
    output.push(line);
    if (output.length > 200) output.shift();
  };
  child.stderr?.on('data', (chunk: Buffer) => keep(chunk.toString()));
  const announcement = await new Promise<Announcement>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${options.label} was not ready within ${options.readyTimeoutMs} ms`));
    }, options.readyTimeoutMs);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      keep(line);
      const answer = options.readLine(line);
      if (answer !== undefined) {
        clearTimeout(timer);
        resolve(answer);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `${options.label} exited (${code ?? signal}) before it was ready:\n${output.join('\n')}`,
        ),
      );
    });
  });
  return { announcement, stop: () => stopProcess(child) };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // A stop that hangs must not keep the benchmark (and the machine) busy.
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}
