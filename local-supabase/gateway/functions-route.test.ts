import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { functionVerifiesJwt, parseProjectConfig } from '../config/project-config';
import type { FunctionProcess } from '../functions/function-process';
import type { FunctionsSupervisor } from '../functions/functions-supervisor';
import { listenHttp, type HttpListener } from '../server/http-listener';
import { handleFunctionsRequest } from './functions-route';

// Two functions as config.toml declares them; the gateway reads the flag exactly as the stack
// does when it starts.
const { config } = parseProjectConfig(
  '[functions.checked]\nverify_jwt = true\n[functions.unchecked]\nverify_jwt = false\n',
  'gateway-test.toml',
);

let upstream: Server;
let gateway: HttpListener;
let upstreamCalls: Array<{ method: string; authorization: string | null }> = [];

/** A function that is serving: it answers 200 with what reached it. */
function servingFunction(name: string): FunctionProcess {
  const port = (upstream.address() as AddressInfo).port;
  return {
    definition: { name, folder: '', entrypoint: '', configFile: null },
    port,
    settled: async () => ({ kind: 'ready' }),
  } as unknown as FunctionProcess;
}

const functions = {
  find: (name: string) =>
    ['checked', 'unchecked'].includes(name) ? servingFunction(name) : undefined,
} as unknown as FunctionsSupervisor;

const jwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';
const jwtIssuer = 'http://127.0.0.1:54321/auth/v1';

function signedToken(issuer: string): Promise<string> {
  return new SignJWT({ role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(jwtSecret));
}

function call(name: string, init: RequestInit = {}) {
  return fetch(`${gateway.url}/functions/v1/${name}`, { method: 'POST', ...init });
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    upstreamCalls.push({
      method: request.method ?? '',
      authorization: request.headers.authorization ?? null,
    });
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ reached: true }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  gateway = await listenHttp(
    (request, _, exchange) =>
      handleFunctionsRequest(request, exchange, {
        functions,
        host: '127.0.0.1',
        jwtSecret,
        jwtIssuer,
        verifyJwt: (functionName) => functionVerifiesJwt(config, functionName),
      }),
    { host: '127.0.0.1', port: 0, serviceName: 'Gateway', onError: () => {} },
  );
});

afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('the functions gateway and [functions.<name>] verify_jwt', () => {
  beforeEach(() => {
    upstreamCalls = [];
  });

  it('with verify_jwt = true, refuses a call without a JWT before the function sees it', async () => {
    const response = await call('checked');

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    expect(upstreamCalls).toEqual([]);
  });

  it('with verify_jwt = true, refuses a bearer that is not a JWT signed with the secret', async () => {
    const response = await call('checked', { headers: { authorization: 'Bearer not-a-jwt' } });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    expect(upstreamCalls).toEqual([]);
  });

  it('with verify_jwt = true, passes a token the stack signed to the function', async () => {
    const authorization = `Bearer ${await signedToken(jwtIssuer)}`;
    const response = await call('checked', { headers: { authorization } });

    expect(response.status).toBe(200);
    expect(upstreamCalls).toEqual([{ method: 'POST', authorization }]);
  });

  it('with verify_jwt = true, refuses a token signed with the secret for another issuer', async () => {
    const authorization = `Bearer ${await signedToken('https://elsewhere.example/auth/v1')}`;
    const response = await call('checked', { headers: { authorization } });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    expect(upstreamCalls).toEqual([]);
  });

  it('with verify_jwt = true, still lets a CORS preflight through to the function', async () => {
    const response = await call('checked', { method: 'OPTIONS' });

    expect(response.status).toBe(200);
    expect(upstreamCalls).toEqual([{ method: 'OPTIONS', authorization: null }]);
  });

  it('with verify_jwt = false, passes a call without a JWT to the function', async () => {
    const response = await call('unchecked');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reached: true });
    expect(upstreamCalls).toEqual([{ method: 'POST', authorization: null }]);
  });

  it('with verify_jwt = false, passes any bearer through untouched for the function to judge', async () => {
    const response = await call('unchecked', { headers: { authorization: 'Bearer not-a-jwt' } });

    expect(response.status).toBe(200);
    expect(upstreamCalls).toEqual([{ method: 'POST', authorization: 'Bearer not-a-jwt' }]);
  });
});
