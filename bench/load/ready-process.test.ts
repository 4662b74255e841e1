import { describe, expect, it } from 'vitest';
import { startReadyProcess } from './ready-process';

const options = {
  cwd: process.cwd(),
  env: process.env,
  readyTimeoutMs: 10_000,
  label: 'the test server',
  readLine: (line: string) => /listening on (\S+)/.exec(line)?.[1],
};

describe('startReadyProcess', () => {
  it('resolves with what the process announced, and stops it', async () => {
    const started = await startReadyProcess(
      process.execPath,
      [
        '-e',
        'console.log("booting"); console.log("listening on http://127.0.0.1:9"); setInterval(() => {}, 1000)',
      ],
      options,
    );
    expect(started.announcement).toBe('http://127.0.0.1:9');
    await started.stop();
    await started.stop();
  });

  it('rejects with the output of a process that exits before it is ready', async () => {
    await expect(
      startReadyProcess(
        process.execPath,
        ['-e', 'console.error("port in use"); process.exit(3)'],
        options,
      ),
    ).rejects.toThrow(/the test server exited \(3\) before it was ready:\s+port in use/);
  });

  it('kills a process that stays silent past the timeout', async () => {
    await expect(
      startReadyProcess(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
        ...options,
        readyTimeoutMs: 300,
      }),
    ).rejects.toThrow(/the test server was not ready within 300 ms/);
  });
});
