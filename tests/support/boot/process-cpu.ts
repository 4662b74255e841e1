import { readdir, readFile } from 'node:fs/promises';

/**
 * CPU time a process has used so far, in milliseconds, across all its threads: the sum of each
 * thread's `/proc/<pid>/task/<tid>/schedstat` (nanoseconds on the CPU). Deno compiles and
 * collects garbage on threads beside the main one, and all of it is CPU the host pays for.
 * Linux only; undefined elsewhere or once the process is gone.
 */
export async function processCpuMs(pid: number): Promise<number | undefined> {
  let threads: string[];
  try {
    threads = await readdir(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  let nanoseconds = 0;
  for (const thread of threads) {
    try {
      const schedstat = await readFile(`/proc/${pid}/task/${thread}/schedstat`, 'utf8');
      nanoseconds += Number(schedstat.split(' ')[0]);
    } catch {
      // A thread that ended between the listing and the read took its time with it.
    }
  }
  return nanoseconds / 1e6;
}
