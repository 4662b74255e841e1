import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../supabase-cli';
import { withBundleEntrypoint } from './route-deploy-stage';

const committed = () => readFile(path.join(repositoryRoot, 'supabase', 'config.toml'), 'utf8');

describe("the deploy's copy of config.toml", () => {
  it('points [functions.route] at the bundle and changes nothing else', async () => {
    const config = await committed();

    const staged = parse(withBundleEntrypoint(config)) as Record<string, unknown>;
    const original = parse(config) as Record<string, unknown>;

    const functions = staged.functions as Record<string, Record<string, unknown>>;
    expect(functions.route).toEqual({
      ...(original.functions as Record<string, Record<string, unknown>>).route,
      entrypoint: './functions/route/index.js',
    });
    expect({ ...staged, functions: undefined }).toEqual({ ...original, functions: undefined });
  });

  it('refuses a config.toml without the route, or one that names an entrypoint itself', () => {
    expect(() => withBundleEntrypoint('[functions.other]\nverify_jwt = true\n')).toThrow(
      'no [functions.route] table',
    );
    expect(() =>
      withBundleEntrypoint(
        '[functions.route]\nentrypoint = "./functions/route/index.ts"\n[auth]\nenabled = true\n',
      ),
    ).toThrow('the deploy sets it itself');
    expect(
      withBundleEntrypoint('[functions.route]\nverify_jwt = false\n\n[auth]\nentrypoint = 1\n'),
    ).toContain('entrypoint = "./functions/route/index.js"');
  });
});
