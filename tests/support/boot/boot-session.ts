import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findFreePort } from '../../../local-supabase/functions/free-port.ts';
import { mainThreadCpuMs, processCpuMs } from './process-cpu.ts';

const probe = fileURLToPath(new URL('./boot-probe.deno.ts', import.meta.url));

/**
 * The permissions the Edge Runtime gives a function's worker (as tests/edge-runtime grants
 * them); Deno 2.1 reads the working directory on `process.cwd()`.
 */
const edgeRuntimePermissions = [
  '--allow-net',
  '--allow-env',
  '--allow-read',
  '--allow-sys=hostname',
];

export interface BootTarget {
  /** Deno 2.1, the Edge Runtime's generation. */
  denoPath: string;
  /** The function's deno.json (its import map); none for a bundle, which imports no package. */
  configFile?: string;
  /** The function's entry file. */
  entry: string;
  environment: Record<string, string>;
  /**
   * A lock Deno 2.1 can read (boot-lock.ts): npm versions resolved before the start, as the
   * Edge Runtime has them in its bundle. Without one, Deno resolves every package at start.
   */
  lockFile?: string;
  /** When set, the process runs under `strace` writing every file it opens to this file. */
  traceFile?: string;
  /** When set, V8 logs every script it compiles to this file (compiled-scripts.ts). */
  scriptLogFile?: string;
}

/** One new function process, watched from its spawn. */
export interface BootSession {
  url: string;
  /** performance.now() at spawn. */
  spawnedAt: number;
  /** CPU the function's process has used so far (undefined under strace or off Linux). */
  cpuMs(): Promise<number | undefined>;
  /** CPU of its main thread alone, the one the function runs on (undefined as above). */
  mainThreadCpuMs(): Promise<number | undefined>;
  /** The JS heap after a full garbage collection, as the process reports it. */
  heapUsedBytes(): Promise<number>;
  stop(): Promise<void>;
}

function commandFor(target: BootTarget, port: number): { command: string; args: string[] } {
  const deno = [
    target.denoPath,
    'run',
    // Deno 2.1 cannot read our v5 lock: a lock of its own, or deno.json's pins alone.
    ...(target.lockFile ? [`--lock=${target.lockFile}`, '--frozen'] : ['--no-lock']),
    target.scriptLogFile
      ? `--v8-flags=--expose-gc,--log-function-events,--logfile=${target.scriptLogFile},--no-logfile-per-isolate`
      : '--v8-flags=--expose-gc',
    ...(target.configFile ? ['--config', target.configFile] : ['--no-config']),
    ...edgeRuntimePermissions,
    probe,
    String(port),
    pathToFileURL(target.entry).href,
    ...(target.scriptLogFile ? ['--clock'] : []),
  ];
  if (!target.traceFile) return { command: deno[0]!, args: deno.slice(1) };
  return {
    command: 'strace',
    args: ['-f', '-qq', '-ttt', '-e', 'trace=openat', '-o', target.traceFile, '--', ...deno],
  };
}

/** Spawns the function and resolves once it listens (it has loaded what it loads at start). */
export async function startBootSession(target: BootTarget): Promise<BootSession> {
  const port = await findFreePort('127.0.0.1');
  const { command, args } = commandFor(target, port);
  const spawnedAt = performance.now();
  // A group of its own: stopping it stops Deno itself, not only strace (which would detach).
  const child: ChildProcess = spawn(command, args, {
    env: target.environment,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killGroup);
  const output: string[] = [];
  const listening = new Promise<void>((resolve, reject) => {
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        if (line.includes(`boot-probe: serving on ${port}`)) resolve();
      });
    }
    child.once('exit', (code, signal) =>
      reject(new Error(`the function exited (${code ?? signal}):\n${output.join('\n')}`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
    process.off('exit', killGroup);
  };
  const timeout = setTimeout(() => void stop(), 60_000);
  try {
    await listening;
  } finally {
    clearTimeout(timeout);
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    spawnedAt,
    cpuMs: () => (target.traceFile ? Promise.resolve(undefined) : processCpuMs(child.pid!)),
    mainThreadCpuMs: () =>
      target.traceFile ? Promise.resolve(undefined) : mainThreadCpuMs(child.pid!),
    async heapUsedBytes() {
      const response = await fetch(`${url}/__boot/heap`);
      const { heapUsed } = (await response.json()) as { heapUsed: number };
      return heapUsed;
    },
    stop,
  };
}
