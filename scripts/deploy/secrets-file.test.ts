import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeSecretsFile } from './secrets-file';

const child = fileURLToPath(new URL('./secrets-file-child.test-support.ts', import.meta.url));

/** Starts a process that holds a secrets file, sends it `signal`, and reports how it ended. */
async function interrupted(signal: NodeJS.Signals) {
  const deploy = spawn(process.execPath, ['--import', 'tsx', child], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const file = await new Promise<string>((resolve, reject) => {
    let out = '';
    deploy.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.trim());
    });
    deploy.once('exit', () => reject(new Error(`exited before writing: ${out}`)));
  });
  const existed = existsSync(file);
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    deploy.once('exit', (code, endedBy) => resolve({ code, signal: endedBy })),
  );
  deploy.kill(signal);
  return { file, existed, ...(await ended) };
}

describe('the secrets file of a deploy', () => {
  it('is private, holds the values quoted, and is gone after remove()', async () => {
    const file = await writeSecretsFile({ OPENAI_API_KEY: 'sk-a b', ROUTE_QUOTA_PER_DAY: '300' });

    expect(await readFile(file.path, 'utf8')).toBe(
      "OPENAI_API_KEY='sk-a b'\nROUTE_QUOTA_PER_DAY='300'\n",
    );
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file.path)).mode & 0o777).toBe(0o700);
    const listening = process.listenerCount('SIGINT');
    await file.remove();
    await file.remove();
    expect(existsSync(path.dirname(file.path))).toBe(false);
    // It stops listening for signals once removed.
    expect(process.listenerCount('SIGINT')).toBe(listening - 1);
  });

  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)(
    'is removed when %s stops the deploy, which then ends by that signal',
    async (signal) => {
      const { file, existed, signal: endedBy } = await interrupted(signal);

      expect(existed).toBe(true);
      expect(existsSync(path.dirname(file))).toBe(false);
      expect(endedBy).toBe(signal);
    },
    20_000,
  );
});
