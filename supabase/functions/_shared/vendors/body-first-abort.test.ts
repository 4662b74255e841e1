import assert from 'node:assert/strict';
import { bodyFirstAbort } from './body-first-abort.ts';

/** A vendor that answers headers and one chunk, then stalls; it records what happened in order. */
function stallingVendor(events: string[]) {
  let requestSignal: AbortSignal | undefined;
  const fetchImplementation = (_input: RequestInfo | URL, init?: RequestInit) => {
    requestSignal = init?.signal ?? undefined;
    requestSignal?.addEventListener('abort', () => events.push('request aborted'));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: first\n\n'));
      },
      cancel() {
        events.push('body cancelled');
      },
    });
    return Promise.resolve(new Response(body, { status: 200, statusText: 'OK' }));
  };
  return { fetchImplementation, requestSignal: () => requestSignal };
}

Deno.test('an aborted call cancels the answer body before it aborts the request', async () => {
  const events: string[] = [];
  const vendor = stallingVendor(events);
  const call = new AbortController();
  const response = await bodyFirstAbort(vendor.fetchImplementation)('http://vendor.test', {
    signal: call.signal,
  });
  assert.deepEqual(response.status, 200);
  const reader = response.body!.getReader();
  const first = await reader.read();
  assert.deepEqual(new TextDecoder().decode(first.value), 'data: first\n\n');
  const stalled = reader.read();
  call.abort(new DOMException('cut', 'AbortError'));
  await assert.rejects(stalled, { name: 'AbortError', message: 'cut' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(events, ['body cancelled', 'request aborted']);
});

Deno.test('an abort before the answer arrives aborts the request at once', async () => {
  const call = new AbortController();
  let requestSignal: AbortSignal | undefined;
  const neverAnswers = (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      requestSignal = init?.signal ?? undefined;
      requestSignal?.addEventListener('abort', () => reject(requestSignal?.reason));
    });
  const pending = bodyFirstAbort(neverAnswers)('http://vendor.test', { signal: call.signal });
  call.abort(new DOMException('deadline', 'TimeoutError'));
  await assert.rejects(pending, { name: 'TimeoutError', message: 'deadline' });
  assert.ok(requestSignal?.aborted);
});

Deno.test('a whole answer passes through unchanged, and a consumer may cancel it', async () => {
  const events: string[] = [];
  const vendor = stallingVendor(events);
  const response = await bodyFirstAbort(vendor.fetchImplementation)('http://vendor.test', {
    signal: new AbortController().signal,
  });
  const reader = response.body!.getReader();
  assert.deepEqual((await reader.read()).value?.length, 13);
  await reader.cancel();
  assert.deepEqual(events, ['body cancelled']);
  assert.deepEqual(vendor.requestSignal()?.aborted, false);
});
