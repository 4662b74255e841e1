import type { IncomingMessage } from 'node:http';

/** A request body bigger than the gateway accepts (Auth, the Data API and the functions). */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`Request body is larger than ${limitBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
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

/** The whole body of a request that can have one (null for GET and HEAD), off its socket. */
export async function readRequestBody(
  incoming: IncomingMessage,
  limitBytes: number,
): Promise<Buffer<ArrayBuffer> | null> {
  return canHaveBody(incoming.method ?? 'GET') ? readBodyWithLimit(incoming, limitBytes) : null;
}

/**
 * Reads the whole body straight off the caller's socket (no web stream in between), refusing one
 * larger than the limit without buffering it all: past the limit it stops reading, leaving the
 * rest for the server to drain once the refusal is sent.
 */
export function readBodyWithLimit(
  incoming: IncomingMessage,
  limitBytes: number,
): Promise<Buffer<ArrayBuffer>> {
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
