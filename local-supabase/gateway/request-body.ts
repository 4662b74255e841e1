import type { IncomingMessage } from 'node:http';

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

/**
 * `readBodyWithLimit` for a node:http request, read straight off its socket: a relay that passes
 * the body on has no use for a web stream. Past the limit it stops reading, leaving the rest for
 * the server to drain once the refusal is sent.
 */
export function readIncomingWithLimit(
  incoming: IncomingMessage,
  limitBytes: number,
): Promise<Buffer> {
  const declared = Number(incoming.headers['content-length'] ?? 'NaN');
  if (declared > limitBytes) return Promise.reject(new BodyTooLargeError(limitBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = (settle: () => void) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('close', onClose);
      incoming.off('error', onError);
      settle();
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total <= limitBytes) chunks.push(chunk);
      else stop(() => (incoming.pause(), reject(new BodyTooLargeError(limitBytes))));
    };
    const onEnd = () => stop(() => resolve(Buffer.concat(chunks, total)));
    // Node reports a hang-up as an `aborted` error, or only as the close.
    const onClose = () => stop(() => reject(new RequestAbortedError()));
    const onError = (error: Error) => stop(() => reject(new RequestAbortedError(error)));
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('close', onClose);
    incoming.on('error', onError);
  });
}

/** The caller went away before its body was all sent: there is no one left to answer. */
export class RequestAbortedError extends Error {
  constructor(cause?: Error) {
    super('The caller closed the connection before sending the whole body', { cause });
    this.name = 'RequestAbortedError';
  }
}
