import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, canHaveBody, parseJsonBody, readBodyWithLimit } from './request-body';

function streamedRequest(size: number): Request {
  const chunk = new Uint8Array(1024).fill(120);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
  return new Request('http://api.test', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('request bodies', () => {
  it('reads a body within the limit', async () => {
    const body = await readBodyWithLimit(
      new Request('http://api.test', { method: 'POST', body: '{"a":1}' }),
      1024,
    );

    expect(parseJsonBody(body)).toEqual({ a: 1 });
  });

  it('refuses a body whose declared length is over the limit', async () => {
    const request = new Request('http://api.test', { method: 'POST', body: 'x'.repeat(2048) });

    await expect(readBodyWithLimit(request, 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    await expect(readBodyWithLimit(streamedRequest(1_000_000), 4096)).rejects.toThrow(
      'Request body is larger than 4096 bytes',
    );
  });

  it('reads JSON as lite does: UTF-8 text without its byte order mark', () => {
    const marked = Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('{"email":"ä@b.example"}')]);
    expect(parseJsonBody(marked)).toEqual({ email: 'ä@b.example' });
  });

  it('has no JSON for empty or malformed bodies', () => {
    expect(parseJsonBody(null)).toBeUndefined();
    expect(parseJsonBody(Buffer.from(''))).toBeUndefined();
    expect(parseJsonBody(Buffer.from('{oops'))).toBeUndefined();
  });

  it('knows GET and HEAD carry no body', () => {
    expect(canHaveBody('GET')).toBe(false);
    expect(canHaveBody('HEAD')).toBe(false);
    expect(canHaveBody('POST')).toBe(true);
  });
});
