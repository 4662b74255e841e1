import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  BodyTooLargeError,
  canHaveBody,
  parseJsonBody,
  readBodyWithLimit,
  readRequestBody,
  RequestAbortedError,
} from './request-body';

describe('request bodies', () => {
  it('reads JSON as lite does: UTF-8 text without its byte order mark', () => {
    const marked = Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('{"email":"ä@b.example"}')]);
    expect(parseJsonBody(marked)).toEqual({ email: 'ä@b.example' });
  });

  it('has no JSON for empty or malformed bodies', () => {
    expect(parseJsonBody(null)).toBeUndefined();
    expect(parseJsonBody(Buffer.from(''))).toBeUndefined();
    expect(parseJsonBody(Buffer.from('{oops'))).toBeUndefined();
  });

  it('knows GET and HEAD carry no body', async () => {
    expect(canHaveBody('GET')).toBe(false);
    expect(canHaveBody('HEAD')).toBe(false);
    expect(canHaveBody('POST')).toBe(true);
    expect(await readRequestBody({ method: 'HEAD' } as IncomingMessage, 1024)).toBeNull();
  });
});

/**
 * What `readBodyWithLimit` made of one request a client sends with `send`, on a real
 * node:http server; the server answers once reading is over, as the gateway does.
 */
async function readOnServer(
  limitBytes: number,
  send: (port: number) => void,
): Promise<{ body?: Buffer; error?: unknown; bytesReceived: number }> {
  let settle: (outcome: { body?: Buffer; error?: unknown; bytesReceived: number }) => void;
  const outcome = new Promise<{ body?: Buffer; error?: unknown; bytesReceived: number }>(
    (resolve) => (settle = resolve),
  );
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    readBodyWithLimit(incoming, limitBytes).then(
      (body) => settle({ body, bytesReceived: incoming.socket.bytesRead }),
      (error: unknown) => settle({ error, bytesReceived: incoming.socket.bytesRead }),
    );
    void outcome.then(() => outgoing.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    send((server.address() as AddressInfo).port);
    return await outcome;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function post(port: number, chunks: string[], options: { end?: boolean } = {}) {
  const outgoing = httpRequest({ host: '127.0.0.1', port, method: 'POST' });
  outgoing.on('error', () => {});
  for (const chunk of chunks) outgoing.write(chunk);
  if (options.end === false) setTimeout(() => outgoing.destroy(), 50);
  else outgoing.end();
}

describe('request bodies read off the socket', () => {
  it('reads a body within the limit', async () => {
    const { body } = await readOnServer(1024, (port) => post(port, ['{"a":', '1}']));

    expect(parseJsonBody(body ?? null)).toEqual({ a: 1 });
  });

  it('refuses a body whose declared length is over the limit without reading it', async () => {
    const { error } = await readOnServer(1024, (port) => {
      const outgoing = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        headers: { 'content-length': '2048' },
      });
      outgoing.on('error', () => {});
      outgoing.write('x');
    });

    expect(error).toBeInstanceOf(BodyTooLargeError);
  });

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    const { error, bytesReceived } = await readOnServer(4096, (port) =>
      post(
        port,
        Array.from({ length: 1000 }, () => 'x'.repeat(1024)),
      ),
    );

    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect(bytesReceived).toBeLessThan(1_000_000);
  });

  it('says so when the caller hangs up before the body is whole', async () => {
    const { error } = await readOnServer(4096, (port) => post(port, ['{"a":'], { end: false }));

    expect(error).toBeInstanceOf(RequestAbortedError);
  });
});
