import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StackLogger } from '../stack-logger';
import { describeDenoFailure, explainDenoFailure, type DenoFailure } from './deno-failure';
import type { EdgeFunction } from './function-discovery';
import { FunctionOutput } from './function-output';
import { findFreePort, isAcceptingConnections } from './free-port';
import { RestartBackoff, type RestartBackoffOptions } from './restart-backoff';

export interface FunctionProcessOptions {
  denoPath: string;
  host: string;
  /** The function's variables plus what Deno itself needs (PATH, HOME, proxies…). */
  environment: Record<string, string>;
  /** Folders the function may read (its own and `_shared`). */
  readableFolders: string[];
  logger: StackLogger;
  backoff?: RestartBackoffOptions;
}

/**
 * Where a function is: starting (or restarting), serving, or failed to start and waiting for its
 * next attempt. The banner shows it and the gateway answers by it.
 */
export type FunctionState =
  | { kind: 'starting' }
  | { kind: 'ready' }
  | { kind: 'failed'; failure: DenoFailure; retryAt: number };

// Makes Deno exit when the stack's process is gone, even after a SIGKILL (see the file).
const parentWatch = fileURLToPath(new URL('./parent-watch.deno.ts', import.meta.url));

/**
 * One edge function in real Deno, serving on a private port (`DENO_SERVE_ADDRESS`, so the
 * unmodified `Deno.serve` entry point runs). If it exits it is started again, later and later
 * (see RestartBackoff). A start that fails is explained once, in one line with the fix; the
 * same failure again is not repeated.
 */
export class FunctionProcess {
  port = 0;
  #child: ChildProcess | null = null;
  #state: FunctionState = { kind: 'starting' };
  #stopped = false;
  #startedAt = 0;
  #starts = 0;
  #backoff: RestartBackoff;
  #reportedFailure: string | null = null;
  #settleWaiters: Array<() => void> = [];
  // Node runs 'exit' listeners synchronously on any exit it sees (process.exit, a crash).
  readonly #killOnExit = () => this.#child?.kill('SIGKILL');

  constructor(
    readonly definition: EdgeFunction,
    private readonly options: FunctionProcessOptions,
  ) {
    this.#backoff = new RestartBackoff(options.backoff);
  }

  get state(): FunctionState {
    return this.#state;
  }

  /** How many times Deno was started for this function. */
  get starts(): number {
    return this.#starts;
  }

  /** The running Deno process's id, if one is running. */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  get #label(): string {
    return `fn:${this.definition.name}`;
  }

  /** Starts Deno; the state tells when it serves or why it could not. */
  async start(): Promise<void> {
    this.port = await findFreePort(this.options.host);
    if (this.#stopped) return;
    this.#startedAt = Date.now();
    this.#starts += 1;
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
    const output = new FunctionOutput(this.#label, this.options.logger);
    output.follow(child);
    // 'close' comes after the last line of output, which the failure is read from.
    child.once('close', (code, signal) => this.#onExit({ child, output, code, signal }));
    void this.#pollUntilListening(child, output);
  }

  /**
   * Waits up to `timeoutMs` while the function is starting; resolves with its state then
   * (ready, failed, or still starting after a long download).
   */
  async settled(timeoutMs: number): Promise<FunctionState> {
    if (this.#state.kind !== 'starting') return this.#state;
    const settled = new Promise<void>((resolve) => this.#settleWaiters.push(resolve));
    const timer = new AbortController();
    await Promise.race([settled, sleep(timeoutMs, undefined, { signal: timer.signal })]).catch(
      () => {},
    );
    timer.abort();
    return this.#state;
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

  #setState(state: FunctionState): void {
    this.#state = state;
    if (state.kind !== 'starting') for (const resolve of this.#settleWaiters.splice(0)) resolve();
  }

  async #pollUntilListening(child: ChildProcess, output: FunctionOutput): Promise<void> {
    while (this.#child === child && child.exitCode === null && child.signalCode === null) {
      if (await isAcceptingConnections(this.options.host, this.port)) {
        if (this.#child !== child || child.exitCode !== null) return;
        output.release();
        if (this.#reportedFailure) this.options.logger.info(this.#label, 'serving again');
        this.#reportedFailure = null;
        this.#setState({ kind: 'ready' });
        return;
      }
      await sleep(100);
    }
  }

  #onExit(exit: {
    child: ChildProcess;
    output: FunctionOutput;
    code: number | null;
    signal: NodeJS.Signals | null;
  }): void {
    if (this.#child !== exit.child) return;
    this.#child = null;
    if (this.#stopped) return;
    const wasServing = this.#state.kind === 'ready';
    const delay = this.#backoff.delayAfterExit(Date.now() - this.#startedAt);
    if (wasServing) {
      const reason = exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
      this.options.logger.warn(this.#label, `exited (${reason}); restarting in ${delay} ms`);
      this.#setState({ kind: 'starting' });
    } else {
      this.#reportStartFailure(exit.output, delay);
    }
    setTimeout(() => {
      if (!this.#stopped) void this.start();
    }, delay).unref();
  }

  #reportStartFailure(output: FunctionOutput, delay: number): void {
    const lines = output.heldLines();
    const failure = explainDenoFailure(lines, 'stack');
    this.#setState({ kind: 'failed', failure, retryAt: Date.now() + delay });
    const description = describeDenoFailure(failure);
    if (description === this.#reportedFailure) return;
    this.#reportedFailure = description;
    // Deno's own words are worth reading once for an error in the code; a fetch failure is
    // said better by the one line.
    if (failure.kind === 'other')
      for (const line of lines) this.options.logger.warn(this.#label, line);
    this.options.logger.warn(
      this.#label,
      `cannot start: ${description}. Calls get 503 until it starts; next try in ${formatDelay(delay)}, then less and less often.`,
    );
  }
}

function formatDelay(milliseconds: number): string {
  return milliseconds < 1000 ? `${milliseconds} ms` : `${milliseconds / 1000} s`;
}
