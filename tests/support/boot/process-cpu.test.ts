import { describe, expect, it } from 'vitest';
import { mainThreadCpuMs, processCpuMs } from './process-cpu';

/** Work on this thread, the process's main one: a sum no engine can skip. */
function work(): number {
  let sum = 0;
  for (let index = 0; index < 20_000_000; index++) sum = (sum + index * index) % 1_000_003;
  return sum;
}

describe.runIf(process.platform === 'linux')('process CPU', () => {
  it('counts the main thread within the whole process', async () => {
    const mainThread = await mainThreadCpuMs(process.pid);
    const allThreads = await processCpuMs(process.pid);
    expect(mainThread).toBeGreaterThan(0);
    expect(allThreads).toBeGreaterThanOrEqual(mainThread!);
  });

  it("counts the main thread's work as it happens", async () => {
    const before = (await mainThreadCpuMs(process.pid))!;
    expect(work()).toBeGreaterThanOrEqual(0);
    const after = (await mainThreadCpuMs(process.pid))!;
    expect(after).toBeGreaterThan(before);
  });

  it('answers undefined for a process that is gone', async () => {
    expect(await mainThreadCpuMs(2 ** 22 + 1)).toBeUndefined();
    expect(await processCpuMs(2 ** 22 + 1)).toBeUndefined();
  });
});
