import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFunctionEnvironment } from './function-environment';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'function-env-'));
  await writeFile(path.join(folder, '.env.example'), 'OPENAI_API_KEY=\nROUTER_DEADLINE_MS=\n');
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const build = (processEnvironment: NodeJS.ProcessEnv, extra?: Record<string, string>) =>
  buildFunctionEnvironment({
    apiUrl: 'http://127.0.0.1:54321',
    functionsFolder: folder,
    processEnvironment,
    ...(extra ? { extra } : {}),
  });

describe('function environment', () => {
  it('gives the platform variables, with the JWT secret as an oct JWK', async () => {
    const variables = await build({});

    expect(variables.SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(variables.SUPABASE_ANON_KEY).toMatch(/^sb_publishable_/);
    expect(JSON.parse(variables.SUPABASE_SECRET_KEYS ?? '')).toEqual({
      default: variables.SUPABASE_SERVICE_ROLE_KEY,
    });
    const jwks = JSON.parse(variables.SUPABASE_JWKS ?? '');
    expect(Buffer.from(jwks.keys[0].k, 'base64url').toString()).toBe(
      'super-secret-jwt-token-with-at-least-32-characters-long',
    );
  });

  it('reads supabase/functions/.env, and the shell wins for names it or .env.example list', async () => {
    await writeFile(path.join(folder, '.env'), 'OPENAI_API_KEY=from-file\nCUSTOM=file-only\n');

    const variables = await build({
      OPENAI_API_KEY: 'from-shell',
      ROUTER_DEADLINE_MS: '9000',
      HOME: '/root',
      AWS_SECRET_ACCESS_KEY: 'must not leak',
    });

    expect(variables).toMatchObject({
      OPENAI_API_KEY: 'from-shell',
      ROUTER_DEADLINE_MS: '9000',
      CUSTOM: 'file-only',
    });
    expect(variables.AWS_SECRET_ACCESS_KEY).toBeUndefined();
    expect(variables.HOME).toBeUndefined();
  });

  it('never lets a file or the caller replace the platform variables', async () => {
    await writeFile(path.join(folder, '.env'), 'SUPABASE_URL=https://elsewhere.example\n');

    const variables = await build({}, { SUPABASE_URL: 'https://nope.example', EXTRA: 'yes' });

    expect(variables.SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(variables.EXTRA).toBe('yes');
  });

  it('works without any .env file', async () => {
    await rm(path.join(folder, '.env.example'));

    expect(Object.keys(await build({ OPENAI_API_KEY: 'x' })).sort()).toEqual([
      'SUPABASE_ANON_KEY',
      'SUPABASE_JWKS',
      'SUPABASE_PUBLISHABLE_KEYS',
      'SUPABASE_SECRET_KEYS',
      'SUPABASE_SERVICE_ROLE_KEY',
      'SUPABASE_URL',
    ]);
  });
});
