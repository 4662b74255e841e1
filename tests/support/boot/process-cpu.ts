import { readdir, readFile } from 'node:fs/promises';

/** Nanoseconds a thread has spent on the CPU, from `/proc/<pid>/task/<tid>/schedstat`. */
async function threadCpuNanoseconds(pid: number, thread: string): Promise<number> {
  const schedstat = await readFile(`/proc/${pid}/task/${thread}/schedstat`, 'utf8');
  return Number(schedstat.split(' ')[0]);
}

/**
 * CPU time a process has used so far, in milliseconds, across all its threads. Deno compiles and
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
      nanoseconds += await threadCpuNanoseconds(pid, thread);
    } catch {
      // A thread that ended between the listing and the read took its time with it.
    }
  }
  return nanoseconds / 1e6;
}

/**
 * CPU time of the process's main thread alone, in milliseconds: the thread `deno run` runs the
 * function's JavaScript on. The Edge Runtime's CPU limit counts this much: it times each
 * worker's own thread (a `CLOCK_THREAD_CPUTIME_ID` timer), not V8's helper threads. Linux only;
 * undefined elsewhere or once the process is gone.
 */
export async function mainThreadCpuMs(pid: number): Promise<number | undefined> {
  try {
    return (await threadCpuNanoseconds(pid, String(pid))) / 1e6;
  } catch {
    return undefined;
  }
}
