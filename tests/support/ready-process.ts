import { type ChildProcess, spawn } from 'node:child_process';
import process from 'node:process';
import { createInterface } from 'node:readline';

/** A child process that said it was ready, with what it said and when. */
export interface ReadyProcess<Ready> {
  ready: Ready;
  /** From spawn to ready: a server's start-up time. */
  readyAfterMs: number;
  /** Sends SIGINT (the clean stop each of our servers handles) and waits for the exit. */
  stop(): Promise<void>;
}

export interface ReadyOptions<Ready> {
  label: string;
  cwd?: string;
  /** The whole environment of the child (nothing is inherited that is not here). */
  env?: Record<string, string | undefined>;
  timeoutMs: number;
  /** Reads each line the child prints; the first answer that is not undefined means ready. */
  readLine?(line: string): Ready | undefined;
  /** Or asks, every 10 ms, until it answers (a server's first reply, say). */
  poll?(): Promise<Ready | undefined>;
  /** Starts the child in a group of its own and stops the whole group (npm and its children). */
  group?: boolean;
}

/**
 * Spawns `command` and resolves once it is ready. If it exits first or stays silent too long,
 * the error carries the end of its output, so a failed run says why.
 */
export async function startReadyProcess<Ready>(
  command: string,
  args: readonly string[],
  options: ReadyOptions<Ready>,
): Promise<ReadyProcess<Ready>> {
  const spawnedAt = performance.now();
  const child = spawn(command, [...args], {
    cwd: options.cwd,
    env: options.env,
    detached: options.group ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A runner that exits without stopping it (a crash, a killed test worker) must not leave the
  // child behind on a shared machine.
  const killOnExit = () => signal(child, options, 'SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const output: string[] = [];
  let settle: (ready: Ready) => void = () => {};
  const readyNow = new Promise<Ready>((resolve) => (settle = resolve));
  const readers = [child.stdout, child.stderr].map((stream) =>
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      if (output.length > 60) output.shift();
      const ready = options.readLine?.(line);
      if (ready !== undefined) settle(ready);
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failed = new Promise<never>((_, reject) => {
    const fail = (why: string) =>
      reject(new Error(`${options.label} ${why}:\n${output.join('\n')}`));
    timer = setTimeout(
      () => fail(`was not ready within ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
    child.once('exit', (code, exitSignal) =>
      fail(`exited (${code ?? exitSignal}) before it was ready`),
    );
  });
  let polling = options.poll !== undefined;
  void (async () => {
    while (polling) {
      const ready = await options.poll!().catch(() => undefined);
      if (ready !== undefined) return settle(ready);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    const ready = await Promise.race([readyNow, failed]);
    return {
      ready,
      readyAfterMs: performance.now() - spawnedAt,
      stop: () => stopProcess(child, options),
    };
  } catch (error) {
    await stopProcess(child, options);
    throw error;
  } finally {
    polling = false;
    clearTimeout(timer);
    failed.catch(() => {});
    // From here on its output is read and dropped unparsed: the benchmark's clock runs in this
    // process, and a full pipe would stall the child.
    for (const reader of readers) reader.close();
    child.stdout.resume();
    child.stderr.resume();
  }
}

function signal(child: ChildProcess, options: { group?: boolean }, name: NodeJS.Signals): void {
  try {
    if (options.group && child.pid !== undefined) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // Already gone.
  }
}

function stopProcess(child: ChildProcess, options: { group?: boolean }): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // A stop that hangs must not keep the benchmark, or the machine, busy.
    const force = setTimeout(() => signal(child, options, 'SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signal(child, options, 'SIGINT');
  });
}
