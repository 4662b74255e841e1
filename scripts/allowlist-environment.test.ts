import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from './allowlist-arguments';
import { resolveAllowlistTarget } from './allowlist-environment';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'allowlist-environment-'));
  await writeFile(
    path.join(root, '.env.development'),
    'VITE_SUPABASE_URL=http://127.0.0.1:54321\nSUPABASE_SECRET_KEY=sb_secret_local\n',
  );
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('allowlist target', () => {
  it('defaults to the local stack described in .env.development', async () => {
    expect(await resolveAllowlistTarget(root, {})).toEqual({
      url: 'http://127.0.0.1:54321',
      secretKey: 'sb_secret_local',
    });
  });

  it('prefers .env.development.local, then the environment', async () => {
    await writeFile(
      path.join(root, '.env.development.local'),
      'VITE_SUPABASE_URL=https://project.supabase.co/\nSUPABASE_SECRET_KEY=sb_secret_hosted\n',
    );
    expect(await resolveAllowlistTarget(root, {})).toEqual({
      url: 'https://project.supabase.co',
      secretKey: 'sb_secret_hosted',
    });
    expect(
      await resolveAllowlistTarget(root, {
        SUPABASE_URL: 'https://other.supabase.co',
        SUPABASE_SECRET_KEY: 'sb_secret_env',
      }),
    ).toEqual({ url: 'https://other.supabase.co', secretKey: 'sb_secret_env' });
  });

  it('says which variable is missing', async () => {
    await rm(path.join(root, '.env.development'));
    await expect(
      resolveAllowlistTarget(root, { SUPABASE_URL: 'http://x.example' }),
    ).rejects.toThrow('SUPABASE_SECRET_KEY is not set');
    await expect(resolveAllowlistTarget(root, {})).rejects.toBeInstanceOf(UsageError);
  });

  it('refuses a URL that is not http(s)', async () => {
    await expect(
      resolveAllowlistTarget(root, { SUPABASE_URL: 'ftp://files.example' }),
    ).rejects.toThrow(/not an http\(s\) URL/);
  });
});
