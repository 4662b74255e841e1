import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveFunctionVersions } from './route-function-versions';

let folder: string;
afterEach(() => rm(folder, { recursive: true, force: true }));

/**
 * A function of one package with no dependencies of its own (`fillers`, which the offline
 * engine uses), so the registry's later releases cannot change what it resolves to.
 */
async function functionPinning(locked: string): Promise<string> {
  folder = await mkdtemp(path.join(tmpdir(), 'function-versions-test-'));
  await writeFile(
    path.join(folder, 'deno.json'),
    JSON.stringify({ imports: { fillers: 'npm:fillers@2.0.1' } }),
  );
  await writeFile(
    path.join(folder, 'index.ts'),
    "import { fillers } from 'fillers';\nconsole.log(fillers.length);\n",
  );
  await writeFile(
    path.join(folder, 'deno.lock'),
    JSON.stringify({
      version: '5',
      specifiers: { [`npm:fillers@${locked}`]: locked },
      npm: { [`fillers@${locked}`]: { integrity: 'sha512-unchecked' } },
    }),
  );
  return folder;
}

// Resolves for real, with the Edge Runtime's Deno, an empty cache and the registry.
describe("the function's versions, resolved as the platform will", { timeout: 60_000 }, () => {
  it('match a deno.lock that holds what deno.json pins', async () => {
    expect(await resolveFunctionVersions(await functionPinning('2.0.1'))).toEqual({
      packages: 1,
      differences: [],
    });
  });

  it('name the version the platform would take when deno.lock holds another', async () => {
    expect(await resolveFunctionVersions(await functionPinning('2.0.0'))).toEqual({
      packages: 1,
      differences: [{ name: 'fillers', locked: ['2.0.0'], resolved: ['2.0.1'] }],
    });
  });
});
