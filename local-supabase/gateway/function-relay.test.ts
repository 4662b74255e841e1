import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenHttp, type HttpListener } from '../server/http-listener';
import { relayToFunction } from './function-relay';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let functionServer: Server;
let gateway: HttpListener;
let seen: Seen[];
let releaseHeld: () => void;
let heldClosedEarly: Promise<boolean>;

/** A stand-in function: echoes what reached it, streams, holds a stream open, sets cookies. */
function answer(request: IncomingMessage, response: ServerResponse, body: string) {
  seen.push({
    method: request.method ?? '',
    url: request.url ?? '',
    headers: request.headers,
    body,
  });
  if (request.url === '/fn/held') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('data: first\n\n');
    heldClosedEarly = new Promise((resolve) => {
      releaseHeld = () => response.end('data: last\n\n');
      response.once('close', () => resolve(!response.writableFinished));
    });
    return;
  }
  if (request.url === '/fn/cookies') {
    response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
    response.end('cookies');
    return;
  }
  response.writeHead(201, { 'content-type': 'application/json', 'x-function': 'yes' });
  response.end(JSON.stringify({ reached: true }));
}

function functionUrlPort(): number {
  return (functionServer.address() as AddressInfo).port;
}

beforeAll(async () => {
  functionServer = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => answer(request, response, body));
  });
  await new Promise<void>((resolve) => functionServer.listen(0, '127.0.0.1', resolve));
  gateway = await listenHttp(
    async (request, _, exchange) => {
      const { pathname, search } = new URL(request.url);
      const port = pathname === '/nowhere' ? 1 : functionUrlPort();
      const body = request.method === 'GET' ? null : Buffer.from(await request.arrayBuffer());
      return relayToFunction(
        exchange,
        { host: '127.0.0.1', port, path: pathname + search },
        body,
        () => Response.json({ code: 'WORKER_ERROR' }, { status: 500 }),
      );
    },
    { host: '127.0.0.1', port: 0, serviceName: 'Gateway', onError: () => {} },
  );
});

afterAll(async () => {
  await gateway.close();
  functionServer.closeAllConnections();
  await new Promise((resolve) => functionServer.close(resolve));
});

beforeEach(() => {
  seen = [];
});

describe('relaying a call to a function', () => {
  it('passes method, path, query, body and headers, and returns status, headers and body', async () => {
    const response = await fetch(`${gateway.url}/fn/echo?x=1&y=two`, {
      method: 'PUT',
      headers: { authorization: 'Bearer t', 'accept-encoding': 'gzip', 'x-client-info': 'c' },
      body: 'plain text',
    });

    expect(response.status).toBe(201);
    expect(response.headers.get('x-function')).toBe('yes');
    expect(await response.json()).toEqual({ reached: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/fn/echo?x=1&y=two', body: 'plain text' });
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer t',
      'x-client-info': 'c',
      'accept-encoding': 'identity',
      'content-length': '10',
      host: `127.0.0.1:${functionUrlPort()}`,
    });
  });

  it('keeps repeated headers apart', async () => {
    const response = await fetch(`${gateway.url}/fn/cookies`);

    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.text()).toBe('cookies');
  });

  it('passes the first event on before the function has written the last one', async () => {
    const response = await fetch(`${gateway.url}/fn/held`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();

    expect(decoder.decode((await reader.read()).value)).toBe('data: first\n\n');
    releaseHeld();
    let rest = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      rest += decoder.decode(read.value);
    }
    expect(rest).toBe('data: last\n\n');
    expect(await heldClosedEarly).toBe(false);
  });

  it("closes the function's answer when the caller hangs up", async () => {
    const caller = new AbortController();
    const response = await fetch(`${gateway.url}/fn/held`, { signal: caller.signal });
    await (response.body as ReadableStream<Uint8Array>).getReader().read();

    caller.abort();

    expect(await Promise.race([heldClosedEarly, sleep(5_000).then(() => 'still open')])).toBe(true);
  });

  it('answers with the failure when the function cannot be reached', async () => {
    const response = await fetch(`${gateway.url}/nowhere`);

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'WORKER_ERROR' });
  });
});
