import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenHttp, type HttpListener } from './http-listener';
import { answerOnlyLoopbackHosts, isLoopbackHost } from './loopback-host';

/** One raw HTTP/1.1 request with exactly the Host header given (Fetch would set its own). */
function requestWithHost(
  port: number,
  host: string | undefined,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/v1/messages',
      setHost: false,
    });
    if (host !== undefined) outgoing.setHeader('host', host);
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('loopback host names', () => {
  it.each([
    '127.0.0.1',
    '127.0.0.1:54321',
    'localhost',
    'localhost:5173',
    'LOCALHOST:54324',
    '[::1]',
    '[::1]:54321',
  ])('accepts %s', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each([
    ['a rebinding domain', 'attacker.example:54321'],
    ['a subdomain of localhost', 'evil.localhost'],
    ['another loopback address', '127.0.0.2'],
    ['a name that starts like localhost', 'localhost.attacker.example'],
    ['the unspecified address', '0.0.0.0:54321'],
    ['a user-info trick', 'localhost@attacker.example'],
    ['an unbracketed IPv6 address', '::1'],
    ['another IPv6 address', '[::2]:54321'],
    ['a port out of shape', 'localhost:54321:1'],
    ['an empty header', ''],
    ['no header', null],
  ])('refuses %s', (_, host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('a listener that answers only loopback names', () => {
  let listener: HttpListener;
  beforeAll(async () => {
    listener = await listenHttp(
      answerOnlyLoopbackHosts(async () => Response.json({ messages: ['a magic link'] })),
      { host: '127.0.0.1', port: 0, serviceName: 'Test', onError: () => {} },
    );
  });
  afterAll(() => listener.close());

  it('serves a request addressed to 127.0.0.1, localhost or [::1]', async () => {
    for (const host of [`127.0.0.1:${listener.port}`, `localhost:${listener.port}`, '[::1]']) {
      const reply = await requestWithHost(listener.port, host);
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toEqual({ messages: ['a magic link'] });
    }
  });

  it('refuses a request a rebinding page sends under its own name, and leaks nothing', async () => {
    const reply = await requestWithHost(listener.port, `attacker.example:${listener.port}`);
    expect(reply.status).toBe(403);
    expect(reply.body).not.toContain('magic link');
    expect(JSON.parse(reply.body).message).toMatch(
      /answers only 127\.0\.0\.1, localhost and \[::1\]/,
    );
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a request with no Host header at all (Node answers 400 before the handler)', async () => {
    const reply = await requestWithHost(listener.port, undefined);
    expect(reply.status).toBe(400);
    expect(reply.body).not.toContain('magic link');
  });
});
