import { spawn } from 'node:child_process';

/**
 * If this process dies without stopping the server (SIGKILL, a crash, a runner that exits
 * before its teardown), a detached shell notices within a second, shuts the server down and
 * deletes its folder. `cancel()` after a normal stop.
 */
const watchdogScript = `
parent=$1; root=$2; data=$3
while kill -0 "$parent" 2>/dev/null; do sleep 1; done
if [ -f "$data/postmaster.pid" ]; then
  server=$(head -n 1 "$data/postmaster.pid")
  kill -INT "$server" 2>/dev/null
  tries=0
  while kill -0 "$server" 2>/dev/null && [ "$tries" -lt 50 ]; do sleep 0.2; tries=$((tries + 1)); done
  kill -KILL "$server" 2>/dev/null
fi
rm -rf "$root"
`;

export function startCleanupWatchdog(options: { root: string; dataFolder: string }): {
  cancel(): void;
} {
  const watchdog = spawn(
    'sh',
    [
      '-c',
      watchdogScript,
      'postgres-watchdog',
      String(process.pid),
      options.root,
      options.dataFolder,
    ],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.unref();
  return {
    cancel: () => {
      if (watchdog.exitCode !== null || watchdog.signalCode !== null || !watchdog.pid) return;
      // The whole group: the shell and the `sleep` it may be in.
      process.kill(-watchdog.pid, 'SIGKILL');
    },
  };
}
