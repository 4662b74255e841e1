/**
 * Asks `probe` again until `done` accepts its answer or `timeoutMs` passes, then returns the last
 * answer for the test to assert on. Waiting for an outcome instead of a fixed time keeps tests
 * fast when the machine is idle and correct when a loaded CI runner is slow.
 */
export async function pollUntil<T>(
  probe: () => T | Promise<T>,
  done: (value: T) => boolean,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const intervalMs = options.intervalMs ?? 20;
  const giveUpAt = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || performance.now() >= giveUpAt) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
