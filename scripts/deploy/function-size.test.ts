import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureBundle } from './function-size';

let folder: string;
afterEach(() => rm(folder, { recursive: true, force: true }));

describe("the route function's size", () => {
  it('counts the bundle it uploads, compressed as stored, and what each package weighs in it', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'function-size-'));
    const entry = path.join(folder, 'index.js');
    const chunk = path.join(folder, 'chunk-ABC.js');
    await writeFile(
      entry,
      'import "./chunk-ABC.js";\n// ../../supabase/functions/route/index.ts\n' +
        `${'const ours = 1;\n'.repeat(50)}`,
    );
    await writeFile(
      chunk,
      '// ../../../cache/deno/npm/registry.example/zod/4.6.7/v4/core/core.js\n' +
        `${'export const zod = 2;\n'.repeat(200)}`,
    );

    const size = await measureBundle([entry, chunk]);

    expect(size.uploadFiles).toBe(2);
    expect(size.uploadBytes).toBe(size.bundleBytes);
    expect(size.packages.map((entry) => entry.name)).toEqual(['zod', 'ours', 'bundle']);
    expect(size.packages.reduce((sum, entry) => sum + entry.bytes, 0)).toBe(size.uploadBytes);
    // Repetitive text compresses to almost nothing; real code to about a sixth.
    expect(size.compressedBytes).toBeGreaterThan(0);
    expect(size.compressedBytes).toBeLessThan(size.bundleBytes / 10);
  });
});
