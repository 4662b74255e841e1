import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientEnvironmentCheckPlugin } from './client-environment-check';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'environment-check-'));
  await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>t</title><p>app</p>');
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A production build of a one-page app; Vite reads VITE_* from the folder's .env files. */
async function buildWith(processEnvironment: NodeJS.ProcessEnv = {}) {
  await build({
    root: folder,
    configFile: false,
    logLevel: 'silent',
    envDir: folder,
    plugins: [clientEnvironmentCheckPlugin(processEnvironment)],
    build: { outDir: path.join(folder, 'dist') },
  });
  return readFile(path.join(folder, 'dist', 'index.html'), 'utf8');
}

async function writeEnv(variables: Record<string, string>) {
  const lines = Object.entries(variables).map(([name, value]) => `${name}=${value}`);
  await writeFile(path.join(folder, '.env.production'), `${lines.join('\n')}\n`);
}

describe('the build refuses an app that could not start', () => {
  it('fails without VITE_SUPABASE_URL, with the app’s own message and what to set', async () => {
    await writeEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' });

    await expect(buildWith()).rejects.toThrow(
      /Invalid client environment: VITE_SUPABASE_URL must be an http\(s\) URL\. Set VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY .* or BUILD_FOR_MEASUREMENT=1/,
    );
  });

  it('fails on a blank publishable key', async () => {
    await writeEnv({
      VITE_SUPABASE_URL: 'https://ref.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: ' ',
    });

    await expect(buildWith()).rejects.toThrow(/VITE_SUPABASE_PUBLISHABLE_KEY/);
  });

  it('builds with both set', async () => {
    await writeEnv({
      VITE_SUPABASE_URL: 'https://ref.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    });

    expect(await buildWith()).toContain('<p>app</p>');
  });

  it('builds anyway when the build is flagged as for measurement only', async () => {
    expect(await buildWith({ BUILD_FOR_MEASUREMENT: '1' })).toContain('<p>app</p>');
  });
});
