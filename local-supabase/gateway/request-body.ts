/** A request body bigger than the gateway accepts for Auth and the Data API. */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`Request body is larger than ${limitBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Reads the whole body, refusing (without buffering it all) one larger than the limit. */
export async function readBodyWithLimit(
  request: Request,
  limitBytes: number,
): Promise<Buffer<ArrayBuffer> | null> {
  if (!request.body) return null;
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (declared > limitBytes) {
    await request.body.cancel();
    throw new BodyTooLargeError(limitBytes);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(limitBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The body as JSON, read as lite reads it (UTF-8 text, then JSON.parse), or undefined when it is
 * not JSON (lite then reports the error itself).
 */
export function parseJsonBody(body: Buffer | null): unknown {
  if (!body || body.byteLength === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

/** GET and HEAD requests cannot carry a body through the Fetch API. */
export function canHaveBody(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}
