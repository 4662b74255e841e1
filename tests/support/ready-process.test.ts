import { describe, expect, it } from 'vitest';
import { startReadyProcess } from './ready-process.ts';

const options = {
  env: process.env,
  timeoutMs: 10_000,
  label: 'the test server',
  readLine: (line: string) => /listening on (\S+)/.exec(line)?.[1],
};
const node = (script: string) => [process.execPath, ['-e', script]] as const;

describe('startReadyProcess', () => {
  it('resolves with what the process announced, and stops it', async () => {
    const started = await startReadyProcess(
      ...node(
        'console.log("booting"); console.log("listening on http://127.0.0.1:9"); setInterval(() => {}, 1000)',
      ),
      options,
    );
    expect(started.ready).toBe('http://127.0.0.1:9');
    expect(started.readyAfterMs).toBeGreaterThan(0);
    await started.stop();
    await started.stop();
  });

  it('asks until the process answers, when it announces nothing', async () => {
    let asked = 0;
    const started = await startReadyProcess(...node('setInterval(() => {}, 1000)'), {
      ...options,
      readLine: undefined,
      poll: async () => (++asked === 3 ? 'answered' : undefined),
    });
    expect(started.ready).toBe('answered');
    await started.stop();
  });

  it('rejects with the output of a process that exits before it is ready', async () => {
    await expect(
      startReadyProcess(...node('console.error("port in use"); process.exit(3)'), options),
    ).rejects.toThrow(/the test server exited \(3\) before it was ready:\s+port in use/);
  });

  it('stops a process that stays silent past the time limit', async () => {
    await expect(
      startReadyProcess(...node('setInterval(() => {}, 1000)'), { ...options, timeoutMs: 300 }),
    ).rejects.toThrow(/the test server was not ready within 300 ms/);
  });
});
