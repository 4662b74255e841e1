import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  type Caller,
  draftWithoutPhone,
  firstDraft,
  offlineRun,
  postToRoute,
} from '../support/boot/boot-scenarios';
import { startBootSession, type BootTarget } from '../support/boot/boot-session';
import { bundleCodeCompiled, compiledScripts } from '../support/boot/compiled-scripts';
import { biggestParts, megabytes } from '../support/boot/opened-code';
import { startMockVendorProcess, type MockVendorProcess } from '../support/mock-vendor-process';
import {
  startFakeManagementApi,
  type FunctionUpload,
} from '../../scripts/deploy/fake-management-api.test-support';
import { stageRouteDeploy, type RouteDeployStage } from '../../scripts/deploy/route-deploy-stage';
import { runSupabaseCli } from '../../scripts/supabase-cli';
import { routeSourcesOnDeno } from './route-sources-on-deno';

// What `npm run deploy` sends: the route's bundle (scripts/deploy/route-bundle.ts), handed to the
// real CLI (2.117.0) as the deploy hands it, against a Management API on loopback that keeps the
// upload. Then exactly the files uploaded, alone in a folder, on Deno 2.1 (the Edge Runtime's
// generation) beside the sources: they must answer the same. The code it ran is printed, not
// held to a figure: figures belong in bench:boot.

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const secret = 'bundle-test-secret-with-at-least-32-characters';
const projectRef = 'bundletestprojectref';

let stage: RouteDeployStage;
let upload: FunctionUpload;
let folder: string;
let mock: MockVendorProcess;
let caller: Caller;
let sources: BootTarget;
let bundle: BootTarget;

async function deployToLoopback(): Promise<FunctionUpload> {
  const api = await startFakeManagementApi();
  try {
    const profile = path.join(folder, 'profile.yaml');
    await writeFile(
      profile,
      `name: bundle-test\napi_url: ${api.url}\ndashboard_url: ${api.url}/dashboard\nproject_host: supabase.test\n`,
    );
    const result = await runSupabaseCli(
      [
        'functions',
        'deploy',
        'route',
        '--project-ref',
        projectRef,
        '--use-api',
        '--profile',
        profile,
      ],
      {
        cwd: stage.projectFolder,
        output: 'capture',
        env: {
          SUPABASE_ACCESS_TOKEN: `sbp_${'0'.repeat(40)}`,
          SUPABASE_TELEMETRY_DISABLED: '1',
          NO_PROXY: '127.0.0.1,localhost',
        },
      },
    );
    expect(result.exitCode, result.stderr).toBe(0);
    expect(api.uploads).toHaveLength(1);
    return api.uploads[0]!;
  } finally {
    await api.stop();
  }
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'route-bundle-'));
  stage = await stageRouteDeploy(
    await readFile(path.join(repositoryRoot, 'supabase', 'config.toml'), 'utf8'),
  );
  upload = await deployToLoopback();
  // What the platform receives, and nothing else.
  const uploaded = path.join(folder, 'uploaded');
  for (const [name, content] of upload.files) {
    await mkdir(path.dirname(path.join(uploaded, name)), { recursive: true });
    await writeFile(path.join(uploaded, name), content);
  }
  mock = await startMockVendorProcess();
  ({ target: sources, caller } = await routeSourcesOnDeno({
    folder,
    supabaseUrl: `${mock.url}/supabase`,
    secret,
  }));
  bundle = {
    denoPath: sources.denoPath,
    entry: path.join(uploaded, String(upload.metadata.entrypoint_path)),
    environment: sources.environment,
  };
}, 240_000);

afterAll(async () => {
  await mock?.stop();
  await stage?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** An answer with what differs from one process to the next (times, request ids) left out. */
function comparable(answer: Answer) {
  const body = answer.body as {
    output?: string;
    refinement?: unknown;
    error?: unknown;
    meta?: { vendor?: string; model?: string; fallback?: boolean; withheld?: unknown };
  } | null;
  const meta = body?.meta;
  return {
    status: answer.status,
    output: body?.output,
    refinement: body?.refinement,
    error: body?.error,
    meta: meta && {
      vendor: meta.vendor,
      model: meta.model,
      fallback: meta.fallback,
      withheld: meta.withheld,
    },
  };
}

describe('the route bundle the deploy uploads', () => {
  it('goes up whole: the CLI sends the entry and every chunk, with verify_jwt off', async () => {
    const built = stage.bundle.files.map((file) =>
      path.relative(stage.projectFolder, file).split(path.sep).join('/'),
    );
    expect([...upload.files.keys()].sort()).toEqual([...built].sort());
    for (const file of stage.bundle.files) {
      const name = path.relative(stage.projectFolder, file).split(path.sep).join('/');
      expect(upload.files.get(name)?.equals(await readFile(file)), name).toBe(true);
    }
    expect(upload.metadata).toMatchObject({
      entrypoint_path: 'supabase/functions/route/index.js',
      verify_jwt: false,
    });
  });

  it('answers on Deno 2.1 exactly as the sources do: the 401, and the refinements', async () => {
    const sessions = [await startBootSession(sources), await startBootSession(bundle)];
    try {
      const answers = [];
      for (const session of sessions) {
        answers.push([
          comparable(await postToRoute(session, undefined)),
          comparable(await postToRoute(session, caller, firstDraft)),
          comparable(await postToRoute(session, caller, draftWithoutPhone)),
        ]);
      }
      const [fromSources, fromBundle] = answers;
      expect(fromSources!.map((answer) => answer.status)).toEqual([401, 200, 200]);
      expect(fromSources![1]!.output).not.toBe(firstDraft);
      expect(fromBundle).toEqual(fromSources);
    } finally {
      await Promise.all(sessions.map((session) => session.stop()));
    }
  }, 120_000);

  it('starts cold, answers a 401 and a first offline refinement, and says what code it ran', async () => {
    const scriptLogFile = path.join(folder, 'bundle-v8.log');
    const run = await offlineRun({ ...bundle, scriptLogFile }, caller);
    const scripts = compiledScripts(await readFile(scriptLogFile, 'utf8'));
    const codeFolder = path.dirname(bundle.entry);
    const byFirstAnswer = bundleCodeCompiled(scripts, codeFolder, run.answeredAtEpochMs / 1000);
    const afterRefinement = bundleCodeCompiled(scripts, codeFolder, run.refinedAtEpochMs / 1000);
    const biggest = biggestParts(afterRefinement);
    process.stdout.write(
      `route bundle: code run by the first answer ${megabytes(byFirstAnswer.totalBytes)} ` +
        `(${byFirstAnswer.files} chunks), after a first offline refinement ` +
        `${megabytes(afterRefinement.totalBytes)} (${afterRefinement.files} chunks: ${biggest})\n`,
    );
    // The engine's chunks load with the first offline refinement, not before the first answer.
    expect(afterRefinement.totalBytes).toBeGreaterThan(byFirstAnswer.totalBytes);
    expect(byFirstAnswer.byPackage.map((entry) => entry.name)).not.toContain('retext');
    expect(afterRefinement.byPackage.map((entry) => entry.name)).toContain('retext');
  }, 120_000);
});
