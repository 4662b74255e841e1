import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveStackPaths, stackOptionsSchema } from '../stack-options';
import { cacheFunctionPackages } from './function-package-cache';

const { denoPath } = resolveStackPaths(stackOptionsSchema.parse({}));
let folder: string;
let denoDir: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'cached-functions-'));
  denoDir = await mkdtemp(path.join(tmpdir(), 'empty-deno-dir-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
  await rm(denoDir, { recursive: true, force: true });
});

async function addFunction(name: string, source: string, denoJson?: object) {
  await mkdir(path.join(folder, name), { recursive: true });
  await writeFile(path.join(folder, name, 'index.ts'), source);
  if (denoJson) await writeFile(path.join(folder, name, 'deno.json'), JSON.stringify(denoJson));
}

// Nothing listens on port 9: every fetch fails at once, as on a machine cut off.
const cutOff = { HTTPS_PROXY: 'http://127.0.0.1:9', https_proxy: 'http://127.0.0.1:9' };

describe("caching the functions' packages", () => {
  it("uses Deno's cache folder of the environment it is given, the one the stack will read", async () => {
    await addFunction('plain', "Deno.serve(() => new Response('ok'));\n");

    const report = await cacheFunctionPackages({
      functionsFolder: folder,
      denoPath,
      processEnvironment: { ...process.env, ...cutOff, DENO_DIR: denoDir },
    });

    expect(report.denoDir).toBe(denoDir);
    expect(report.outcomes).toEqual([
      { name: 'plain', ok: true, downloads: 0, milliseconds: expect.any(Number) },
    ]);
  }, 60_000);

  it('fails when a package a function imports only on first use could not be cached', async () => {
    // The route function loads its validator libraries (libphonenumber-js…) with `import()` when
    // a draft first needs one: they must be in the cache before the stack starts offline.
    await addFunction(
      'imports-on-first-use',
      "Deno.serve(async () => new Response(String((await import('is-odd')).default(3))));\n",
      { imports: { 'is-odd': 'npm:is-odd@3.0.1' }, nodeModulesDir: 'none' },
    );

    const report = await cacheFunctionPackages({
      functionsFolder: folder,
      denoPath,
      processEnvironment: { ...process.env, ...cutOff, DENO_DIR: denoDir },
    });

    // Deno's install itself succeeds without it: the check after it is what says so.
    const [outcome] = report.outcomes;
    expect(outcome?.ok === false && outcome.failure).toMatchObject({
      kind: 'network',
      cause: expect.stringMatching(/first use \(npm:is-odd@3\.0\.1: Failed (caching|loading)/),
      fix: expect.stringContaining('npm run cache:functions'),
    });
  }, 60_000);

  it('says which function failed, why, and how to fix it, without throwing', async () => {
    await addFunction('plain', "Deno.serve(() => new Response('ok'));\n");
    await addFunction('needs-packages', "import 'is-odd';\n", {
      imports: { 'is-odd': 'npm:is-odd@3.0.1' },
      nodeModulesDir: 'none',
    });

    const report = await cacheFunctionPackages({
      functionsFolder: folder,
      denoPath,
      processEnvironment: { ...process.env, ...cutOff, DENO_DIR: denoDir },
    });

    expect(report.outcomes.map((outcome) => [outcome.name, outcome.ok])).toEqual([
      ['needs-packages', false],
      ['plain', true],
    ]);
    const failed = report.outcomes[0];
    expect(failed?.ok === false && failed.failure).toMatchObject({
      kind: 'network',
      cause: expect.stringContaining('Deno could not reach http'),
      fix: expect.stringContaining('npm run cache:functions'),
    });
  }, 60_000);
});
