import assert from 'node:assert/strict';
import { RouteError } from './route-error.ts';
import { readRouteRequest } from './read-route-request.ts';

const encoder = new TextEncoder();

/** The same bytes sent with a Content-Length (read whole) and chunked (read as they arrive). */
function bothWays(bytes: Uint8Array<ArrayBuffer>): Request[] {
  const chunked = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 7) {
        controller.enqueue(bytes.slice(offset, offset + 7));
      }
      controller.close();
    },
  });
  return [
    new Request('http://route.test/', {
      method: 'POST',
      headers: { 'content-length': String(bytes.length) },
      body: bytes,
    }),
    new Request('http://route.test/', { method: 'POST', body: chunked }),
  ];
}

async function outcomeOf(request: Request) {
  try {
    return await readRouteRequest(request);
  } catch (error) {
    assert.ok(error instanceof RouteError, String(error));
    return error.code;
  }
}

Deno.test('a body reads the same with a Content-Length or chunked', async () => {
  const bodies: Uint8Array<ArrayBuffer>[] = [
    encoder.encode(JSON.stringify({ text: '  Hello, naïve café 😀  ', style: 'formal' })),
    encoder.encode(`\uFEFF${JSON.stringify({ text: 'after a byte order mark' })}`),
    new Uint8Array([0xff, 0xfe, 0x00, 0x7b]),
    encoder.encode('{"text": '),
    encoder.encode(JSON.stringify({ text: 'x', style: 'loud' })),
    encoder.encode(JSON.stringify({ text: 'a'.repeat(8_001) })),
  ];
  for (const bytes of bodies) {
    const [declared, chunked] = bothWays(bytes);
    assert.deepEqual(await outcomeOf(declared!), await outcomeOf(chunked!));
  }
  const [declared] = bothWays(bodies[0]!);
  assert.deepEqual(await readRouteRequest(declared!), {
    text: 'Hello, naïve café 😀',
    style: 'formal',
    offline: false,
  });
});

async function messageOf(body: unknown) {
  try {
    await readRouteRequest(
      new Request('http://route.test/', { method: 'POST', body: JSON.stringify(body) }),
    );
  } catch (error) {
    assert.ok(error instanceof RouteError);
    return `${error.code}: ${error.message}`;
  }
  return 'accepted';
}

Deno.test('"offline" is true or false, and says so when it is anything else', async () => {
  const read = (body: unknown) =>
    readRouteRequest(
      new Request('http://route.test/', { method: 'POST', body: JSON.stringify(body) }),
    );
  assert.equal((await read({ text: 'Keep this here.', offline: true })).offline, true);
  assert.equal((await read({ text: 'Keep this here.', offline: false })).offline, false);
  assert.equal((await read({ text: 'Keep this here.' })).offline, false);
  for (const offline of ['true', 1, null, {}]) {
    assert.equal(
      await messageOf({ text: 'Keep this here.', offline }),
      'invalid_body: The "offline" field must be true or false.',
    );
  }
  assert.equal(
    await messageOf({ text: 'x', style: 'loud' }),
    'invalid_body: The "style" field must be one of: shorter, formal, friendly, direct, plain.',
  );
  assert.equal(
    await messageOf({ style: 'loud', offline: 'yes' }),
    'invalid_body: The request needs a "text" field holding a string.',
  );
});

Deno.test('a body that is no object at all asks for the text', async () => {
  for (const body of [null, [], [{ text: 'Hello.' }], 'Hello.', 3]) {
    assert.equal(
      await messageOf(body),
      'invalid_body: The request needs a "text" field holding a string.',
    );
  }
});

Deno.test('a body over 64 KB is refused, declared or counted as it arrives', async () => {
  const large = encoder.encode(JSON.stringify({ text: 'a'.repeat(70_000) }));
  for (const request of bothWays(large)) {
    assert.equal(await outcomeOf(request), 'payload_too_large');
  }
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(new Uint8Array(16_384));
    },
  });
  const declaredHuge = new Request('http://route.test/', {
    method: 'POST',
    headers: { 'content-length': String(10 * 1024 * 1024) },
    body: endless,
  });
  assert.equal(await outcomeOf(declaredHuge), 'payload_too_large');
  assert.ok(pulled <= 1, 'a declared length over the cap is refused before the body is read');
});
