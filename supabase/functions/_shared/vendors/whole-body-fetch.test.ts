import assert from 'node:assert/strict';
import { wholeBodyFetch } from './whole-body-fetch.ts';

Deno.test(
  'hands the SDK the vendor’s answer whole: status, headers and body unchanged',
  async () => {
    const answer = JSON.stringify({ choices: [{ message: { content: 'REFINED\nHello.' } }] });
    const fetchWhole = wholeBodyFetch(() =>
      Promise.resolve(
        new Response(answer, {
          status: 429,
          statusText: 'Too Many Requests',
          headers: { 'retry-after': '3', 'content-type': 'application/json' },
        }),
      ),
    );
    const response = await fetchWhole('http://vendor.test/v1/chat/completions');
    assert.equal(response.status, 429);
    assert.equal(response.statusText, 'Too Many Requests');
    assert.equal(response.headers.get('retry-after'), '3');
    assert.equal(await response.text(), answer);
  },
);

Deno.test('a body that stalls half-way still ends when the call is aborted', async () => {
  // A real loopback vendor that sends its headers and the start of a body, then nothing more.
  let stall: ReadableStreamDefaultController<Uint8Array> | undefined;
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stall = controller;
        controller.enqueue(new TextEncoder().encode('{"choices":'));
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  });
  try {
    const call = new AbortController();
    const pending = wholeBodyFetch(fetch)(`http://127.0.0.1:${server.addr.port}/`, {
      signal: call.signal,
    });
    const outcome = pending.then(
      () => 'answered',
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    call.abort(new DOMException('attempt timed out', 'TimeoutError'));
    assert.equal(await outcome, 'TimeoutError');
  } finally {
    stall?.close();
    await server.shutdown();
  }
});
