import { describe, expect, it } from 'vitest';
import { listenHttp, PortInUseError } from './http-listener';

const options = { host: '127.0.0.1', port: 0, serviceName: 'Test', onError: () => {} };

describe('HTTP listener', () => {
  it('serves a Fetch handler and tells it the peer address', async () => {
    const listener = await listenHttp(
      async (request, peerAddress) =>
        Response.json({ path: new URL(request.url).pathname, peerAddress }),
      options,
    );
    try {
      const reply = await (await fetch(`${listener.url}/hello`)).json();
      expect(reply).toEqual({ path: '/hello', peerAddress: '127.0.0.1' });
    } finally {
      await listener.close();
    }
  });

  it('answers 500 and reports the error when the handler throws', async () => {
    const errors: unknown[] = [];
    const listener = await listenHttp(
      async () => {
        throw new Error('boom');
      },
      { ...options, onError: (error) => errors.push(error) },
    );
    try {
      expect((await fetch(listener.url)).status).toBe(500);
      expect(errors).toHaveLength(1);
    } finally {
      await listener.close();
    }
  });

  it('refuses a port in use with a one-line PortInUseError', async () => {
    const first = await listenHttp(async () => new Response('first'), options);
    try {
      const second = listenHttp(async () => new Response('second'), {
        ...options,
        port: first.port,
      });
      await expect(second).rejects.toBeInstanceOf(PortInUseError);
      await expect(second).rejects.toThrow(`Test port ${first.port} is already in use`);
    } finally {
      await first.close();
    }
  });
});
