/**
 * Runs work that starts or closes PGlite and gives the process back the exit code it had.
 * PGlite's Emscripten runtime writes its own status into `process.exitCode` as it starts (99)
 * and as it closes (0): a test run that stopped a stack exited 0 with failures, and one that kept
 * the code PGlite wrote at start exited 100 with every test passing.
 */
export async function keepingExitCode<Result>(work: () => Promise<Result>): Promise<Result> {
  const exitCode = process.exitCode;
  try {
    return await work();
  } finally {
    process.exitCode = exitCode;
  }
}
