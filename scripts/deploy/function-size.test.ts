import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureFunctionSize, parseModuleGraph } from './function-size';

let folder: string;
afterEach(() => rm(folder, { recursive: true, force: true }));

async function write(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

describe("the route function's size", () => {
  it('uploads our modules and deno.json, and bundles every package folder whole', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'function-size-'));
    const route = path.join(folder, 'functions', 'route');
    const cache = path.join(folder, 'npm', 'registry.example');
    await write(path.join(route, 'deno.json'), '{"imports":{}}');
    await write(path.join(route, 'index.ts'), 'x'.repeat(1_000));
    await write(path.join(cache, 'zod', '4.6.7', 'package.json'), '{}');
    await write(path.join(cache, 'zod', '4.6.7', 'v4', 'core.js'), 'y'.repeat(50_000));
    await write(path.join(cache, 'jose', '6.2.17', 'index.js'), 'z'.repeat(5_000));
    const graph = parseModuleGraph(
      JSON.stringify({
        roots: ['file:///index.ts'],
        modules: [
          { specifier: 'file:///index.ts', local: path.join(route, 'index.ts'), size: 1_000 },
          { kind: 'npm', specifier: 'npm:/zod@4.6.7' },
        ],
        npmPackages: {
          'zod@4.6.7': { name: 'zod', version: '4.6.7', dependencies: [] },
          'jose@6.2.17': { name: 'jose', version: '6.2.17', dependencies: [] },
        },
      }),
    );

    const size = await measureFunctionSize({
      graph,
      importMapFile: path.join(route, 'deno.json'),
      npmCacheFolder: cache,
    });

    expect(size.uploadFiles).toBe(2);
    expect(size.uploadBytes).toBe(1_014);
    expect(size.bundleBytes).toBe(1_014 + 50_002 + 5_000);
    expect(size.packages.map((entry) => [entry.name, entry.bytes])).toEqual([
      ['zod', 50_002],
      ['jose', 5_000],
    ]);
    // Repetitive text compresses to almost nothing; real code to about a tenth.
    expect(size.compressedBytes).toBeGreaterThan(0);
    expect(size.compressedBytes).toBeLessThan(size.bundleBytes / 10);
  });
});
