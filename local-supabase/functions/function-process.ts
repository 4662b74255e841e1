import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StackLogger } from '../stack-logger';
import type { EdgeFunction } from './function-discovery';
import { findFreePort, isAcceptingConnections } from './free-port';

export interface FunctionProcessOptions {
  denoPath: string;
  host: string;
  /** The function's variables plus what Deno itself needs (PATH, HOME, proxies…). */
  environment: Record<string, string>;
  /** Folders the function may read (its own and `_shared`). */
  readableFolders: string[];
  logger: StackLogger;
}

// Makes Deno exit when the stack's process is gone, even after a SIGKILL (see the file).
const parentWatch = fileURLToPath(new URL('./parent-watch.deno.ts', import.meta.url));

const firstRestartDelayMs = 250;
const longestRestartDelayMs = 10_000;
// A process that stayed up this long is healthy again: the next crash restarts it at once.
const stableAfterMs = 30_000;

/**
 * One edge function in real Deno, serving on a private port (`DENO_SERVE_ADDRESS`, so the
 * unmodified `Deno.serve` entry point runs). If it exits, it is restarted with a growing delay
 * and its output stays in the stack's log under `fn:<name>`.
 */
export class FunctionProcess {
  port = 0;
  #child: ChildProcess | null = null;
  #ready = false;
  #stopped = false;
  #restartDelayMs = firstRestartDelayMs;
  #startedAt = 0;
  #readyWaiters: Array<() => void> = [];
  // Node runs 'exit' listeners synchronously on any exit it sees (process.exit, a crash).
  readonly #killOnExit = () => this.#child?.kill('SIGKILL');

  constructor(
    readonly definition: EdgeFunction,
    private readonly options: FunctionProcessOptions,
  ) {}

  get isReady(): boolean {
    return this.#ready;
  }

  /** The running Deno process's id, if one is running. */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** Starts Deno; resolves once the function answers or its first attempt has failed. */
  async start(): Promise<void> {
    this.port = await findFreePort(this.options.host);
    this.#startedAt = Date.now();
    const child = spawn(this.options.denoPath, this.#denoArguments(), {
      env: {
        ...this.options.environment,
        DENO_SERVE_ADDRESS: `tcp:${this.options.host}:${this.port}`,
      },
      // stdin stays open and unused: its closing is how Deno learns the stack is gone.
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.#child = child;
    process.off('exit', this.#killOnExit);
    process.on('exit', this.#killOnExit);
    this.#forwardOutput(child);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.once('exit', (code, signal) => this.#onExit(child, code, signal));
    await Promise.race([this.#pollUntilListening(child), exited]);
  }

  /** Waits up to `timeoutMs` for the function to be serving; false if it is not by then. */
  async waitUntilReady(timeoutMs: number): Promise<boolean> {
    if (this.#ready) return true;
    const ready = new Promise<void>((resolve) => this.#readyWaiters.push(resolve));
    await Promise.race([ready, sleep(timeoutMs)]);
    return this.#ready;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    process.off('exit', this.#killOnExit);
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
  }

  #denoArguments(): string[] {
    const { definition, options } = this;
    return [
      'run',
      '--no-prompt',
      '--allow-net',
      '--allow-env',
      `--allow-read=${options.readableFolders.join(',')}`,
      '--preload',
      parentWatch,
      ...(definition.configFile ? ['--config', definition.configFile] : []),
      definition.entrypoint,
    ];
  }

  async #pollUntilListening(child: ChildProcess): Promise<void> {
    while (this.#child === child && child.exitCode === null && child.signalCode === null) {
      if (await isAcceptingConnections(this.options.host, this.port)) {
        this.#ready = true;
        for (const resolve of this.#readyWaiters.splice(0)) resolve();
        return;
      }
      await sleep(100);
    }
  }

  #forwardOutput(child: ChildProcess): void {
    const label = `fn:${this.definition.name}`;
    if (child.stdout) {
      createInterface({ input: child.stdout }).on('line', (line) =>
        this.options.logger.info(label, line),
      );
    }
    if (child.stderr) {
      // Deno reports its listening address on stderr; that line is news, not a problem.
      createInterface({ input: child.stderr }).on('line', (line) =>
        line.startsWith('Listening on ')
          ? this.options.logger.info(label, line)
          : this.options.logger.warn(label, line),
      );
    }
  }

  #onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.#child !== child) return;
    this.#ready = false;
    if (this.#stopped) return;
    if (Date.now() - this.#startedAt > stableAfterMs) this.#restartDelayMs = firstRestartDelayMs;
    const delay = this.#restartDelayMs;
    this.#restartDelayMs = Math.min(delay * 2, longestRestartDelayMs);
    const reason = signal ? `signal ${signal}` : `code ${code}`;
    this.options.logger.warn(
      `fn:${this.definition.name}`,
      `exited (${reason}); restarting in ${delay} ms`,
    );
    setTimeout(() => {
      if (!this.#stopped) void this.start();
    }, delay).unref();
  }
}
