import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream';
import { answeredOnTheSocket, type HttpExchange } from '../server/http-listener';

/** A function's own server on this machine, and the path (with query) to ask it for. */
export interface RelayTarget {
  host: string;
  port: number;
  path: string;
}

// Connections to the functions stay open between calls, as the caller's to the gateway do.
const functionConnections = new Agent({ keepAlive: true });

// Headers about one connection, not the message: each hop sets its own.
const connectionHeaders = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
];
// The request's length is the body the gateway read; `expect` was already answered by the
// gateway's own server.
const requestHopHeaders = new Set([
  ...connectionHeaders,
  'host',
  'expect',
  'content-length',
  'accept-encoding',
]);
const answerHopHeaders = new Set(connectionHeaders);

/**
 * Passes a call to a function's server with node:http and pipes its answer back to the caller
 * byte for byte, each chunk as it comes (an event stream reaches the browser event by event).
 * The caller hanging up closes the connection to the function, which cancels its stream.
 *
 * Resolves once the function's status and headers are on their way (`answeredOnTheSocket`), or
 * with `failed` when the function could not be reached and nothing was sent yet. It never
 * rejects: once the answer has begun, a function that dies midway cuts the caller's connection
 * rather than letting a truncated answer look complete.
 */
export function relayToFunction(
  exchange: HttpExchange,
  target: RelayTarget,
  body: Buffer | null,
  failed: () => Response,
): Promise<Response> {
  const { incoming, outgoing } = exchange;
  if (outgoing.destroyed) return Promise.resolve(answeredOnTheSocket);
  return new Promise((resolve) => {
    const call = httpRequest({
      agent: functionConnections,
      host: target.host,
      port: target.port,
      path: target.path,
      method: incoming.method,
      headers: forwardedHeaders(incoming.rawHeaders, target, body),
    });
    const callerLeft = () => {
      if (!outgoing.writableFinished) call.destroy();
    };
    outgoing.once('close', callerLeft);
    call.on('error', () => {
      if (outgoing.headersSent || outgoing.destroyed) {
        outgoing.destroy();
        resolve(answeredOnTheSocket);
      } else {
        outgoing.off('close', callerLeft);
        resolve(failed());
      }
    });
    call.once('response', (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answeredHeaders(answer));
      // A streamed answer shows its status at once, before its first chunk is written.
      if (answer.headers['content-length'] === undefined) outgoing.flushHeaders();
      pipeline(answer, outgoing, () => {});
      resolve(answeredOnTheSocket);
    });
    call.end(body ?? undefined);
  });
}

/** The caller's headers in their order and spelling, less this hop's; plain bytes asked for. */
function forwardedHeaders(
  rawHeaders: string[],
  target: RelayTarget,
  body: Buffer | null,
): string[] {
  // Headers given as a list are sent as they are: node:http adds no Host of its own.
  const headers = [
    'host',
    `${target.host}:${target.port}`,
    ...without(rawHeaders, requestHopHeaders),
  ];
  // The gateway would have to undo compression to stream it; ask Deno for plain bytes.
  headers.push('accept-encoding', 'identity');
  if (body) headers.push('content-length', String(body.byteLength));
  return headers;
}

/** The function's headers, repeated ones (set-cookie) kept apart, less its connection's. */
function answeredHeaders(answer: IncomingMessage): string[] {
  return without(answer.rawHeaders, answerHopHeaders);
}

/** Raw headers (name, value, name, value…) in their order and spelling, less the names given. */
function without(rawHeaders: readonly string[], dropped: ReadonlySet<string>): string[] {
  const kept: string[] = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? '';
    if (!dropped.has(name.toLowerCase())) kept.push(name, rawHeaders[index + 1] ?? '');
  }
  return kept;
}
