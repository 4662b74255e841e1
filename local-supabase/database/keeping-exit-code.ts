import type { PGlite } from '@electric-sql/pglite';

/*
 * PGlite's Emscripten runtime writes its own status into `process.exitCode`: 99 as it starts,
 * 100 on every SQL error, 0 as it closes. In a test run sharing the stack, a passing suite exited
 * 100 (an approval check refusing bad input is an SQL error) and a failing one exited 0 (the
 * teardown closed the database after the runner had set 1). The process keeps its own code.
 */

/** Runs work that starts or closes PGlite and gives the process back the exit code it had. */
export async function keepingExitCode<Result>(work: () => Promise<Result>): Promise<Result> {
  const exitCode = process.exitCode;
  try {
    return await work();
  } finally {
    process.exitCode = exitCode;
  }
}

/** Every statement PGlite runs passes through its synchronous protocol call: keep the code there. */
export function keepExitCodeAcrossStatements(pglite: PGlite): void {
  const run = pglite.execProtocolRawSync.bind(pglite);
  pglite.execProtocolRawSync = (...message) => {
    const exitCode = process.exitCode;
    try {
      return run(...message);
    } finally {
      process.exitCode = exitCode;
    }
  };
}
