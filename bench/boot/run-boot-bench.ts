import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import {
  octJwks,
  signHs256,
  testIssuer,
  userClaims,
} from '../../supabase/functions/_shared/auth/sign-test-token.test-support.ts';
import {
  edgeRuntimeDenoPath,
  machineEnvironment,
} from '../../local-supabase/functions/edge-runtime-deno-binary.ts';
import { cacheFunction, denoVersion } from '../../tests/edge-runtime/edge-runtime-deno.ts';
import { startRun } from '../shared/bench-result.ts';
import { startMockVendorProcess } from '../../tests/support/mock-vendor-process.ts';
import {
  bareRun,
  type Caller,
  draftWithoutPhone,
  offlineRun,
  oneWordDraft,
  vendorLane,
  vendorRun,
  wokenRun,
} from '../../tests/support/boot/boot-scenarios.ts';
import { writeEdgeLock } from '../../tests/support/boot/boot-lock.ts';
import type { BootTarget } from '../../tests/support/boot/boot-session.ts';
import { bootRows, type CheckoutFigures } from './boot-rows.ts';
import { bundleCodeCompiled, compiledScripts } from '../../tests/support/boot/compiled-scripts.ts';
import { type LoadedCode, loadedCode, openedFiles } from '../../tests/support/boot/opened-code.ts';
import { buildRouteBundle } from '../../scripts/deploy/route-bundle.ts';

const runFile = promisify(execFile);
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const secret = 'boot-bench-secret-with-at-least-32-characters';

function log(line: string): void {
  process.stderr.write(`[bench:boot] ${line}\n`);
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    quick: { type: 'boolean' },
    // Another checkout of the project (main, say) measured in the same rounds: before → after.
    before: { type: 'string' },
  },
  strict: true,
});
const runs = Number(values.runs ?? (values.quick ? 3 : 7));

function functionEnvironment(machine: Record<string, string>, mockUrl: string, vendor: boolean) {
  return {
    ...machine,
    SUPABASE_URL: `${mockUrl}/supabase`,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_boot' }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_boot' }),
    SUPABASE_JWKS: octJwks(secret),
    SB_JWT_ISSUER: testIssuer,
    ...(vendor
      ? {
          GROQ_API_KEY: 'boot-bench-key',
          GROQ_BASE_URL: `${mockUrl}/${vendorLane}/v1`,
          ROUTER_VENDORS: 'groq',
        }
      : {}),
  };
}

interface Checkout {
  label: string;
  /**
   * `sources`: the function's modules as Deno runs them from the folder; `bundle`: what the
   * deploy uploads (scripts/deploy/route-bundle.ts), built from this checkout.
   */
  kind: 'sources' | 'bundle';
  /** Where the function's code is: the functions folder, or the bundle's. */
  codeFolder: string;
  offline: BootTarget;
  vendor: BootTarget;
}

async function main(): Promise<void> {
  const run = startRun('boot', { quick: values.quick ?? false });
  const denoPath = edgeRuntimeDenoPath();
  const machine = machineEnvironment(process.env);
  const mock = await startMockVendorProcess();
  const caller: Caller = {
    token: await signHs256(userClaims({ exp: Math.floor(Date.now() / 1000) + 7200 }), secret),
    publishableKey: 'sb_publishable_boot',
  };
  const roots = [
    ...(values.before ? [{ label: 'before', root: path.resolve(values.before) }] : []),
    { label: 'sources', root: projectRoot },
  ];
  const locks = await mkdtemp(path.join(tmpdir(), 'boot-locks-'));
  const checkouts: Checkout[] = roots.map(({ label, root }) => {
    const functionsFolder = path.join(root, 'supabase/functions');
    const base = {
      denoPath,
      configFile: path.join(functionsFolder, 'route/deno.json'),
      entry: path.join(functionsFolder, 'route/index.ts'),
      lockFile: path.join(locks, `${label}.lock`),
    };
    return {
      label,
      kind: 'sources',
      codeFolder: functionsFolder,
      offline: { ...base, environment: functionEnvironment(machine, mock.url, false) },
      vendor: { ...base, environment: functionEnvironment(machine, mock.url, true) },
    };
  });
  // The other checkout's bundle too, built by this checkout's bundler: what production ran
  // before. Last, this checkout's bundle, so the goals are judged on it: what production runs.
  const bundles = [
    ...(values.before ? [{ label: 'before bundle', root: path.resolve(values.before) }] : []),
    { label: 'bundle', root: projectRoot },
  ];
  for (const { label, root } of bundles) {
    const bundle = await buildRouteBundle(path.join(locks, label.replace(' ', '-')), root);
    const bundleBase = { denoPath, entry: bundle.files[0]! };
    checkouts.push({
      label,
      kind: 'bundle',
      codeFolder: bundle.folder,
      offline: { ...bundleBase, environment: functionEnvironment(machine, mock.url, false) },
      vendor: { ...bundleBase, environment: functionEnvironment(machine, mock.url, true) },
    });
  }
  const bare: BootTarget = {
    denoPath,
    configFile: path.join(projectRoot, 'supabase/functions/route/deno.json'),
    entry: fileURLToPath(new URL('./bare-function.deno.ts', import.meta.url)),
    environment: machine,
  };
  try {
    for (const { kind, offline } of checkouts) {
      if (kind === 'bundle' || !offline.configFile) {
        // Deno reads the chunks' imports once and keeps what it found, as it does for sources.
        await runFile(denoPath, ['cache', '--no-config', '--no-lock', offline.entry], {
          env: offline.environment,
        });
        continue;
      }
      await cacheFunction({
        ...offline,
        configFile: offline.configFile,
        entrypoint: offline.entry,
      });
      await writeEdgeLock({
        ...offline,
        configFile: offline.configFile,
        lockFile: offline.lockFile!,
      });
    }
    log(
      `Deno ${await denoVersion(denoPath)}, ${runs} rounds, load average ${loadavg()[0]?.toFixed(2)}`,
    );
    const bareRuns = [];
    const figures = new Map<string, Omit<CheckoutFigures, 'label' | 'code'>>(
      checkouts.map((checkout) => [
        checkout.label,
        { offline: [], oneWord: [], vendor: [], woken: [] },
      ]),
    );
    for (let round = 0; round < runs; round++) {
      // Alternated within each round, the order turning each round, so drift hits all alike.
      const order = [undefined, ...checkouts];
      const turned = order.map((_, index) => order[(index + round) % order.length]);
      for (const checkout of turned) {
        if (!checkout) bareRuns.push(await bareRun(bare));
        else {
          const entry = figures.get(checkout.label)!;
          entry.offline.push(await offlineRun(checkout.offline, caller));
          entry.oneWord.push(await offlineRun(checkout.offline, caller, oneWordDraft));
          entry.vendor.push(await vendorRun(checkout.vendor, caller, mock));
          entry.woken.push(await wokenRun(checkout.offline, caller));
        }
      }
      log(`round ${round + 1} of ${runs} done`);
    }
    const results: CheckoutFigures[] = [];
    for (const checkout of checkouts) {
      results.push({
        label: checkout.label,
        ...figures.get(checkout.label)!,
        code: await tracedCode(checkout, caller, mock),
      });
    }
    const rows = bootRows({ bare: bareRuns, checkouts: results });
    await run.save(rows, { runs, denoPath, bare: bareRuns, checkouts: results });
  } finally {
    await mock.stop();
    await rm(locks, { recursive: true, force: true });
  }
}

/** The code a traced run loaded by a moment: files opened (sources) or chunks compiled (bundle). */
type CodeByMoment = (epochMs: number) => LoadedCode;

async function tracedRun<Run>(
  checkout: Checkout,
  target: BootTarget,
  file: string,
  scenario: (traced: BootTarget) => Promise<Run>,
): Promise<{ run: Run; codeBy: CodeByMoment }> {
  if (checkout.kind === 'bundle') {
    const run = await scenario({ ...target, scriptLogFile: file });
    const scripts = compiledScripts(await readFile(file, 'utf8'));
    return {
      run,
      codeBy: (epochMs) => bundleCodeCompiled(scripts, checkout.codeFolder, epochMs / 1000),
    };
  }
  const run = await scenario({ ...target, traceFile: file });
  const files = openedFiles(await readFile(file, 'utf8'));
  return { run, codeBy: (epochMs) => loadedCode(files, checkout.codeFolder, epochMs / 1000) };
}

/** One traced run of each scenario: the code loaded by each moment, counted from the trace. */
async function tracedCode(
  checkout: Checkout,
  caller: Caller,
  mock: Awaited<ReturnType<typeof startMockVendorProcess>>,
) {
  const folder = await mkdtemp(path.join(tmpdir(), 'boot-trace-'));
  try {
    const offline = await tracedRun(checkout, checkout.offline, path.join(folder, 'offline'), (t) =>
      offlineRun(t, caller),
    );
    const vendor = await tracedRun(checkout, checkout.vendor, path.join(folder, 'vendor'), (t) =>
      vendorRun(t, caller, mock),
    );
    const plain = await tracedRun(checkout, checkout.vendor, path.join(folder, 'plain'), (t) =>
      vendorRun(t, caller, mock, draftWithoutPhone),
    );
    return {
      firstAnswer: offline.codeBy(offline.run.answeredAtEpochMs),
      firstAnswerWithVendor: vendor.codeBy(vendor.run.answeredAtEpochMs),
      afterOfflineRefinement: offline.codeBy(offline.run.refinedAtEpochMs),
      afterBoth: vendor.codeBy(vendor.run.bothDoneAtEpochMs),
      afterBothWithoutPhone: plain.codeBy(plain.run.bothDoneAtEpochMs),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
