import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';

/**
 * The Node request and response under a Fetch request, for a handler that passes bytes on
 * itself (a relay) rather than through web streams. Such a handler answers on `outgoing` and
 * returns `answeredOnTheSocket`.
 */
export interface HttpExchange {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
}

/** What a handler returns once it has answered on `HttpExchange.outgoing` itself. */
export const answeredOnTheSocket: Response = RESPONSE_ALREADY_SENT;

/** A Fetch-style handler; `peerAddress` is the socket's remote address, never a header. */
export type RequestHandler = (
  request: Request,
  peerAddress: string | null,
  exchange: HttpExchange,
) => Promise<Response>;

export interface HttpListener {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** The port is taken (another stack, or `supabase start`); the message says what to do. */
export class PortInUseError extends Error {
  constructor(
    readonly serviceName: string,
    readonly port: number,
  ) {
    super(
      `${serviceName} port ${port} is already in use. Stop whatever uses it ` +
        '(another `npm run stack`? `supabase start`?) or choose another port.',
    );
    this.name = 'PortInUseError';
  }
}

export interface ListenOptions {
  host: string;
  /** 0 lets the operating system choose a free port. */
  port: number;
  serviceName: string;
  onError(error: unknown): void;
}

/** Serves `handler` over HTTP/1.1; resolves once listening, rejects with PortInUseError. */
export function listenHttp(handler: RequestHandler, options: ListenOptions): Promise<HttpListener> {
  const listener = getRequestListener(
    async (request, bindings) => {
      // createServer below speaks HTTP/1.1, so these are node:http's request and response.
      const exchange = bindings as HttpBindings;
      const peerAddress = exchange.incoming.socket.remoteAddress ?? null;
      try {
        return await handler(request, peerAddress, exchange);
      } catch (error) {
        options.onError(error);
        return Response.json({ message: 'Internal server error' }, { status: 500 });
      }
    },
    { hostname: options.host },
  );
  const server = createServer(listener);
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE' ? new PortInUseError(options.serviceName, options.port) : error,
      );
    });
    server.listen(options.port, options.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        port,
        url: `http://${options.host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
