import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineRun, type Caller, wokenRun } from '../support/boot/boot-scenarios';
import type { BootTarget } from '../support/boot/boot-session';
import { biggestParts, loadedCode, megabytes, openedFiles } from '../support/boot/opened-code';
import { startMockVendorProcess, type MockVendorProcess } from '../support/mock-vendor-process';
import { routeSourcesOnDeno } from './route-sources-on-deno';

// A cold start of the route function on Deno 2.1 (the Edge Runtime's generation), in a new
// process, as bench:boot starts it: it answers a 401, then a first offline refinement, and says
// how much code it loaded by each. The figure is printed, not held to a time: timings belong in
// bench:boot.

const functionsFolder = fileURLToPath(new URL('../../supabase/functions', import.meta.url));
const secret = 'boot-test-secret-with-at-least-32-characters';
const hasStrace = (() => {
  try {
    execFileSync('strace', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let mock: MockVendorProcess;
let folder: string;
let target: BootTarget;
let caller: Caller;

beforeAll(async () => {
  mock = await startMockVendorProcess();
  folder = await mkdtemp(path.join(tmpdir(), 'route-boot-'));
  ({ target, caller } = await routeSourcesOnDeno({
    folder,
    supabaseUrl: `${mock.url}/supabase`,
    secret,
  }));
}, 180_000);

afterAll(async () => {
  await mock?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the route function, started cold on Deno 2.1', () => {
  it('answers a 401 and then a first offline refinement, and says what code it loaded', async () => {
    const traceFile = hasStrace ? path.join(folder, 'boot.trace') : undefined;
    const run = await offlineRun({ ...target, traceFile }, caller);
    expect(run.heapUsedBytes).toBeGreaterThan(0);
    if (!traceFile) {
      process.stdout.write('route boot: code loaded not measured (strace is not installed)\n');
      return;
    }
    const files = openedFiles(await readFile(traceFile, 'utf8'));
    const byFirstAnswer = loadedCode(files, functionsFolder, run.answeredAtEpochMs / 1000);
    const afterRefinement = loadedCode(files, functionsFolder, run.refinedAtEpochMs / 1000);
    const biggest = biggestParts(afterRefinement);
    process.stdout.write(
      `route boot: code loaded by the first answer ${megabytes(byFirstAnswer.totalBytes)} ` +
        `(${byFirstAnswer.files} files), after a first offline refinement ` +
        `${megabytes(afterRefinement.totalBytes)} (${afterRefinement.files} files: ${biggest})\n`,
    );
    // The engine loads on the first offline refinement, not before the first answer.
    expect(afterRefinement.totalBytes).toBeGreaterThan(byFirstAnswer.totalBytes);
    expect(byFirstAnswer.byPackage.map((entry) => entry.name)).not.toContain('retext');
  }, 120_000);

  it('answers a wake with 204, then the first offline refinement, and says what each cost', async () => {
    const run = await wokenRun(target, caller);
    expect(run, 'the wake is answered 204').toBeDefined();
    process.stdout.write(
      `route boot: after a wake, the first offline refinement took ${run!.refineCpuMs.toFixed(0)} ms ` +
        `of CPU (${run!.refineWallMs.toFixed(0)} ms wall); the wake's own work ` +
        `${run!.wakeCpuMs.toFixed(0)} ms of CPU, settled ${run!.wakeSettledMs.toFixed(0)} ms after its 204\n`,
    );
  }, 120_000);
});
