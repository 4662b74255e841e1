import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleFunctionsRequest } from '../gateway/functions-route';
import { listenHttp } from '../server/http-listener';
import { resolveStackPaths, stackOptionsSchema } from '../stack-options';
import type { StackLogger } from '../stack-logger';
import { startFunctions, type FunctionsSupervisor } from './functions-supervisor';

const { denoPath } = resolveStackPaths(stackOptionsSchema.parse({}));
let folder: string;
let supervisor: FunctionsSupervisor | undefined;
let lines: string[];

const logger: StackLogger = {
  info: (label, message) => lines.push(`[${label}] ${message}`),
  warn: (label, message) => lines.push(`[${label}] ${message}`),
  error: (label, message) => lines.push(`[${label}] ${message}`),
};

async function addFunction(name: string, source: string, denoJson?: object) {
  await mkdir(path.join(folder, name), { recursive: true });
  await writeFile(path.join(folder, name, 'index.ts'), source);
  if (denoJson) await writeFile(path.join(folder, name, 'deno.json'), JSON.stringify(denoJson));
}

async function start(processEnvironment: NodeJS.ProcessEnv = process.env) {
  supervisor = await startFunctions({
    functionsFolder: folder,
    denoPath,
    host: '127.0.0.1',
    functionVariables: {},
    processEnvironment,
    logger,
    readyTimeoutMs: 60_000,
    backoff: { firstDelayMs: 50, longestDelayMs: 200, stableAfterMs: 30_000 },
  });
  return supervisor;
}

/** One call through the gateway's functions route, answered in full. */
async function call(functions: FunctionsSupervisor, name: string): Promise<Response> {
  const gateway = await listenHttp(
    (request, _, exchange) =>
      handleFunctionsRequest(request, exchange, {
        functions,
        host: '127.0.0.1',
        jwtSecret: 'unused',
        jwtIssuer: 'unused',
        verifyJwt: () => false,
      }),
    { host: '127.0.0.1', port: 0, serviceName: 'Gateway', onError: () => {} },
  );
  try {
    const response = await fetch(`${gateway.url}/functions/v1/${name}`);
    return new Response(await response.arrayBuffer(), response);
  } finally {
    await gateway.close();
  }
}

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'failing-functions-'));
  lines = [];
});

afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
  await rm(folder, { recursive: true, force: true });
});

describe('a function that cannot start', () => {
  it('says why once, in one line, while its restarts back off', async () => {
    await addFunction('broken', "throw new Error('broken on purpose');\n");
    const functions = await start();

    expect(functions.states().broken).toMatchObject({
      kind: 'failed',
      failure: { kind: 'other', cause: expect.stringContaining('Error: broken on purpose') },
    });
    const firstFailure = lines.length;
    await sleep(1_500);

    expect(functions.find('broken')?.starts).toBeGreaterThanOrEqual(4);
    const summaries = lines.filter((line) => line.includes('cannot start:'));
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatch(
      /^\[fn:broken\] cannot start: error: Uncaught .*broken on purpose.* fix it and the function restarts on its own\. Calls get 503 until it starts; next try in 50 ms/,
    );
    expect(lines.length).toBe(firstFailure);
  }, 60_000);

  it('answers its callers 503 at once, with the error shape, the cause and Retry-After', async () => {
    await addFunction('broken', "throw new Error('broken on purpose');\n");
    const functions = await start();

    const response = await call(functions, 'broken');

    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('BOOT_ERROR');
    expect(body.message).toMatch(
      /^Function "broken" cannot start: error: Uncaught .*broken on purpose/,
    );
  }, 60_000);

  it('names the network and the fix when its packages cannot be fetched', async () => {
    await addFunction(
      'needs-packages',
      "import 'is-odd';\nDeno.serve(() => new Response('ok'));\n",
      {
        imports: { 'is-odd': 'npm:is-odd@3.0.1' },
        nodeModulesDir: 'none',
      },
    );
    const emptyCache = await mkdtemp(path.join(tmpdir(), 'empty-deno-dir-'));
    try {
      const functions = await start({
        ...process.env,
        DENO_DIR: emptyCache,
        // Nothing listens on port 9: the fetch fails at once, as on a machine cut off.
        HTTPS_PROXY: 'http://127.0.0.1:9',
        https_proxy: 'http://127.0.0.1:9',
      });

      expect(functions.states()['needs-packages']).toMatchObject({
        kind: 'failed',
        failure: { kind: 'network' },
      });
      const summary = lines.find((line) => line.includes('cannot start:')) ?? '';
      expect(summary).toContain('Deno could not reach http');
      expect(summary).toContain('npm run cache:functions');
      expect(lines.some((line) => line.includes('Download '))).toBe(false);
    } finally {
      await rm(emptyCache, { recursive: true, force: true });
    }
  }, 60_000);

  it('serves again, and says so, once its cause is fixed', async () => {
    await addFunction('flaky', "throw new Error('not yet');\n");
    const functions = await start();
    expect(functions.states().flaky?.kind).toBe('failed');

    await addFunction('flaky', "Deno.serve(() => new Response('fixed'));\n");
    for (
      let attempt = 0;
      attempt < 100 && functions.states().flaky?.kind !== 'ready';
      attempt += 1
    ) {
      await sleep(100);
    }

    expect(functions.states().flaky?.kind).toBe('ready');
    expect(lines).toContain('[fn:flaky] serving again');
    expect(await (await call(functions, 'flaky')).text()).toBe('fixed');
  }, 60_000);
});
