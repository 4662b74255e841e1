import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../supabase-cli';
import * as zodMiniParts from './zod-mini-parts';

/** The route function's modules (tests aside) and their text. */
async function functionSources(): Promise<{ file: string; text: string }[]> {
  const folder = path.join(repositoryRoot, 'supabase', 'functions');
  const files = (await readdir(folder, { recursive: true })).filter(
    (file) => file.endsWith('.ts') && !/\.test(?:-support)?\.ts$/.test(file),
  );
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(folder, file), 'utf8') })),
  );
}

describe('the zod/mini parts the deployed bundle is built with', () => {
  it("holds every zod/mini function the route function's modules call", async () => {
    const called = new Set<string>();
    for (const { text } of await functionSources()) {
      if (!/^import \* as z from 'zod\/mini';$/m.test(text)) continue;
      for (const [, name] of text.matchAll(/\bz\.(\w+)\(/g)) called.add(name!);
    }

    expect(called.size).toBeGreaterThan(10);
    const missing = [...called].filter((name) => !(name in zodMiniParts));
    expect(missing).toEqual([]);
  });

  it('is how the modules import zod/mini (the check above reads that form only)', async () => {
    const other = (await functionSources()).filter(
      ({ text }) =>
        /from 'zod\/mini'/.test(text) && !/^import \* as z from 'zod\/mini';$/m.test(text),
    );
    expect(other.map(({ file }) => file)).toEqual([]);
  });
});
