import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discoverFunctions, isFunctionName } from './function-discovery';

let folder: string;

async function addFile(relative: string, content = '') {
  await mkdir(path.dirname(path.join(folder, relative)), { recursive: true });
  await writeFile(path.join(folder, relative), content);
}

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'functions-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('edge function discovery', () => {
  it('finds every <name>/index.ts with its deno.json, and skips helpers', async () => {
    await addFile('route/index.ts');
    await addFile('route/deno.json', '{}');
    await addFile('hello-world/index.ts');
    await addFile('_shared/index.ts');
    await addFile('notes/readme.md');
    await addFile('.env', 'A=1');

    const found = await discoverFunctions(folder);

    expect(found.map((definition) => definition.name)).toEqual(['hello-world', 'route']);
    expect(found[1]?.configFile).toBe(path.join(folder, 'route', 'deno.json'));
    expect(found[0]?.configFile).toBeNull();
  });

  it('treats a missing folder as no functions', async () => {
    expect(await discoverFunctions(path.join(folder, 'absent'))).toEqual([]);
  });

  it('uses the Supabase slug rule for names', () => {
    expect(isFunctionName('route')).toBe(true);
    expect(isFunctionName('my_func-2')).toBe(true);
    expect(isFunctionName('_shared')).toBe(false);
    expect(isFunctionName('2fast')).toBe(false);
    expect(isFunctionName('a/b')).toBe(false);
  });
});
