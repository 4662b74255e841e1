import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { stack } from '../local-supabase/contract/contract-support';
import { runAllowlist } from './allowlist';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

async function allowlist(argv: string[], environment: NodeJS.ProcessEnv = {}) {
  let output = '';
  let errors = '';
  const code = await runAllowlist(argv, {
    projectRoot,
    environment: {
      SUPABASE_URL: stack().apiUrl,
      SUPABASE_SECRET_KEY: stack().secretKey,
      ...environment,
    },
    write: (text) => (output += text),
    writeError: (text) => (errors += text),
  });
  return { code, output, errors };
}

async function isAllowed(email: string): Promise<boolean> {
  const response = await fetch(`${stack().apiUrl}/rest/v1/rpc/is_email_allowed`, {
    method: 'POST',
    headers: { apikey: stack().publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ p_email: email }),
  });
  return (await response.json()) as boolean;
}

describe('npm run allowlist', () => {
  it('adds, lists and removes an address through the API', async () => {
    const email = `tool-${randomUUID().slice(0, 8)}@lab.example.edu`;

    const added = await allowlist(['add', email.toUpperCase(), '--note', 'visiting scholar']);
    expect(added).toMatchObject({ code: 0, output: `Approved ${email} (visiting scholar).\n` });
    expect(await isAllowed(email)).toBe(true);

    const listed = await allowlist(['list']);
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(
      new RegExp(`${email}\\s+\\d{4}-\\d{2}-\\d{2}\\s+visiting scholar`),
    );

    expect((await allowlist(['add', email])).output).toBe(
      `${email} is already on the approval list.\n`,
    );
    expect(await allowlist(['remove', email])).toMatchObject({ code: 0 });
    expect(await isAllowed(email)).toBe(false);
    expect(await allowlist(['remove', email])).toMatchObject({
      code: 1,
      errors: `${email} is not on the approval list.\n`,
    });
  });

  it('approves a whole domain', async () => {
    const domain = `@dept-${randomUUID().slice(0, 8)}.example.edu`;

    expect((await allowlist(['add', domain])).code).toBe(0);

    expect(await isAllowed(`anyone${domain}`)).toBe(true);
  });

  it('exits 2 with usage for bad input, touching nothing', async () => {
    const result = await allowlist(['add', 'not-an-address']);

    expect(result.code).toBe(2);
    expect(result.errors).toContain('is neither an e-mail address');
    expect(result.errors).toContain('Usage:');
  });

  it('tells the user to start the stack when nothing answers locally', async () => {
    const result = await allowlist(['list'], { SUPABASE_URL: 'http://127.0.0.1:9' });

    expect(result.code).toBe(1);
    expect(result.errors).toContain('Start it with `npm run stack`');
  });

  it('explains a refused key', async () => {
    const result = await allowlist(['list'], { SUPABASE_SECRET_KEY: stack().publishableKey });

    expect(result.code).toBe(1);
    expect(result.errors).toMatch(/secret/);
  });

  it('runs as a command with a non-zero exit code on failure', async () => {
    const run = promisify(execFile);
    const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

    const failure = await run(tsx, ['scripts/allowlist.ts', 'remove', '@nowhere.example.edu'], {
      cwd: projectRoot,
      env: { ...process.env, SUPABASE_URL: stack().apiUrl, SUPABASE_SECRET_KEY: stack().secretKey },
    }).catch((error: { code: number; stderr: string }) => error);

    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('is not on the approval list');
  });
});
