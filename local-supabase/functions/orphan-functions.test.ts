import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const stackScript = fileURLToPath(
  new URL('../test-fixtures/stack-with-functions.ts', import.meta.url),
);

/** Starts the fixture stack in one Node process (no tsx relay process in between). */
async function startStackProcess(argument?: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', stackScript, ...(argument ? [argument] : [])],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LITE_TELEMETRY: '0', DO_NOT_TRACK: '1' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the stack exited early (${code})`)));
  });
  const { functionProcessIds } = JSON.parse(firstLine) as { functionProcessIds: number[] };
  return { child, exited, functionProcessIds };
}

/** Running, and not a zombie left for a parent that is gone. */
async function isAlive(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function untilAllGone(pids: number[]): Promise<void> {
  for (;;) {
    const alive = await Promise.all(pids.map(isAlive));
    if (!alive.includes(true)) return;
    await sleep(100);
  }
}

describe('edge function processes', () => {
  it('exit when the stack process is killed with SIGKILL', async () => {
    const stack = await startStackProcess();
    expect(stack.functionProcessIds).toHaveLength(3);
    expect(await Promise.all(stack.functionProcessIds.map(isAlive))).toEqual([true, true, true]);

    stack.child.kill('SIGKILL');
    await stack.exited;

    await untilAllGone(stack.functionProcessIds);
  }, 120_000);

  it('exit when the stack process dies of an uncaught error', async () => {
    const stack = await startStackProcess('crash');
    expect(stack.functionProcessIds).toHaveLength(3);

    await stack.exited;

    expect(stack.child.exitCode).not.toBe(0);
    await untilAllGone(stack.functionProcessIds);
  }, 120_000);
});
