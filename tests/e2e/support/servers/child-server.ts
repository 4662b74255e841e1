import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { readyMarker } from './server-protocol';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A server running in its own process, and how to stop it. */
export interface ChildServer<Ready> {
  ready: Ready;
  /** SIGTERM, then SIGKILL to its whole process group after `graceMs`; safe to call twice. */
  stop(): Promise<void>;
}

export interface ChildServerOptions<Schema extends z.ZodType> {
  /** A TypeScript entry point under tests/e2e/support/servers. */
  entry: string;
  /** Shown in errors and used to name the log file. */
  name: string;
  /** Extra environment for the child (its options as JSON, usually). */
  environment: Record<string, string>;
  readySchema: Schema;
  /** Where the child's stdout and stderr are written. */
  logFolder: string;
  timeoutMs: number;
}

/**
 * Starts `node --import tsx <entry>` in its own process group (so Deno processes the stack
 * spawns can be stopped with it) and resolves once it prints its ready line. Its output goes to
 * `<logFolder>/<name>.log`; the error of a failed start quotes the end of that log.
 */
export async function startChildServer<Schema extends z.ZodType>(
  options: ChildServerOptions<Schema>,
): Promise<ChildServer<z.output<Schema>>> {
  mkdirSync(options.logFolder, { recursive: true });
  const logPath = path.join(options.logFolder, `${options.name}.log`);
  const log = createWriteStream(logPath);
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      ...options.environment,
      LITE_TELEMETRY: '0',
      DO_NOT_TRACK: '1',
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = stopperFor(child);
  const forceStopOnExit = () => killGroup(child.pid, 'SIGKILL');
  process.once('exit', forceStopOnExit);
  child.stderr.pipe(log);
  try {
    const details = await waitForReadyLine(child, { ...options, logPath, log });
    return {
      ready: options.readySchema.parse(details),
      stop: async () => {
        await stop();
        process.off('exit', forceStopOnExit);
        log.end();
      },
    };
  } catch (error) {
    await stop();
    log.end();
    throw error;
  }
}

function waitForReadyLine(
  child: ChildProcess,
  options: { name: string; timeoutMs: number; logPath: string; log: NodeJS.WritableStream },
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    let recent = '';
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(
        new Error(
          `${options.name} did not start: ${reason}\n--- end of ${options.logPath} ---\n${recent}`,
        ),
      );
    };
    const timer = setTimeout(
      () => fail(`no ready line within ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      recent = (recent + chunk.toString()).slice(-4000);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      options.log.write(chunk);
      recent = (recent + chunk.toString()).slice(-4000);
      buffered += chunk.toString();
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        if (line.startsWith(readyMarker)) {
          clearTimeout(timer);
          resolve(JSON.parse(line.slice(readyMarker.length)));
        }
        newline = buffered.indexOf('\n');
      }
    });
    child.once('exit', (code, signal) => fail(`exited with ${signal ?? `code ${code}`}`));
    child.once('error', (error) => fail(error.message));
  });
}

function killGroup(groupId: number | undefined, signal: NodeJS.Signals): void {
  if (groupId === undefined) return;
  try {
    process.kill(-groupId, signal);
  } catch {
    // The group is already empty.
  }
}

function stopperFor(child: ChildProcess, graceMs = 10_000): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        killGroup(child.pid, 'SIGKILL');
        return resolve();
      }
      const force = setTimeout(() => killGroup(child.pid, 'SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(force);
        // Whatever the child left behind in its group (a Deno function) goes too.
        killGroup(child.pid, 'SIGKILL');
        resolve();
      });
      child.kill('SIGTERM');
    });
    return stopping;
  };
}
