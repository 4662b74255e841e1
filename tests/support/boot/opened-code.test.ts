import { describe, expect, it } from 'vitest';
import { loadedCode, openedFiles, originOf } from './opened-code.ts';

const functions = '/repo/supabase/functions';
const cache = '/home/me/.cache/deno/npm/registry.example/';
const gen = '/home/me/.cache/deno/gen/file';
const sizes: Record<string, number> = {
  [`${functions}/route/index.ts`]: 300,
  [`${functions}/route/handler.ts`]: 8_000,
  [`${cache}zod/4.6.7/v4/core/schemas.js`]: 100_000,
  [`${cache}zod/4.6.7/package.json`]: 5_000,
  [`${cache}@ai-sdk/openai/4.0.118/dist/index.mjs`]: 200_000,
  '/home/me/.cache/deno/gen/file/elsewhere/tool.ts.js': 400,
};
const sizeOf = (filePath: string) => sizes[filePath];

const trace = [
  `101 1000.000050 openat(AT_FDCWD, "${functions}/route/handler.ts", O_RDONLY|O_CLOEXEC) = 8`,
  `101 1000.000100 openat(AT_FDCWD, "${gen}${functions}/route/index.ts.js", O_RDONLY|O_CLOEXEC) = 9`,
  `101 1000.000200 openat(AT_FDCWD, "${functions}/route/missing.ts", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)`,
  `102 1000.000300 openat(AT_FDCWD, "${cache}zod/4.6.7/v4/core/schemas.js", O_RDONLY|O_CLOEXEC <unfinished ...>`,
  `102 1000.000350 <... openat resumed>) = 10`,
  `101 1000.000400 openat(AT_FDCWD, "${cache}zod/4.6.7/package.json", O_RDONLY|O_CLOEXEC) = 11`,
  `101 1000.000500 openat(AT_FDCWD, "/home/me/.cache/deno/gen/file/elsewhere/tool.ts.js", O_RDONLY) = 12`,
  `101 1000.000600 openat(AT_FDCWD, "${gen}${functions}/route/index.ts.js", O_RDONLY|O_CLOEXEC) = 13`,
  `101 1002.000000 openat(AT_FDCWD, "${gen}${functions}/route/handler.ts.js", O_RDONLY|O_CLOEXEC) = 14`,
  `101 1003.000000 openat(AT_FDCWD, "${cache}@ai-sdk/openai/4.0.118/dist/index.mjs", O_RDONLY|O_CLOEXEC) = 15`,
].join('\n');

describe('the code a process loaded, from the files it opened', () => {
  it('counts each file once, at its first successful opening, when it exists', () => {
    const files = openedFiles(trace, sizeOf);
    expect(files.map((file) => file.path)).toEqual([
      `${functions}/route/handler.ts`,
      `${gen}${functions}/route/index.ts.js`,
      `${cache}zod/4.6.7/v4/core/schemas.js`,
      `${cache}zod/4.6.7/package.json`,
      `${gen}${functions}/route/handler.ts.js`,
      `${cache}@ai-sdk/openai/4.0.118/dist/index.mjs`,
    ]);
    expect(files[1]).toEqual({
      path: `${gen}${functions}/route/index.ts.js`,
      openedAt: 1000.0001,
      bytes: 300,
    });
  });

  it('counts our module when its compiled code is read to run it, not when its source is read', () => {
    expect(originOf(`${gen}${functions}/route/index.ts.js`, functions)).toEqual({
      kind: 'ours',
      name: 'ours',
    });
    expect(originOf(`${functions}/route/index.ts`, functions)).toBeUndefined();
  });

  it('tells an npm package by its name, and leaves out metadata and other code', () => {
    expect(originOf(`${cache}@ai-sdk/openai/4.0.118/dist/index.mjs`, functions)).toEqual({
      kind: 'npm',
      name: '@ai-sdk/openai',
    });
    expect(originOf(`${cache}zod/4.6.7/package.json`, functions)).toBeUndefined();
    expect(
      originOf('/home/me/.cache/deno/gen/file/elsewhere/tool.ts.js', functions),
    ).toBeUndefined();
  });

  it('sums the code loaded up to a moment, by package, largest first', () => {
    const files = openedFiles(trace, sizeOf);
    expect(loadedCode(files, functions, 1001)).toEqual({
      totalBytes: 100_300,
      oursBytes: 300,
      npmBytes: 100_000,
      files: 2,
      byPackage: [
        { name: 'zod', bytes: 100_000, files: 1 },
        { name: 'ours', bytes: 300, files: 1 },
      ],
    });
    expect(loadedCode(files, functions).totalBytes).toBe(308_300);
  });
});
