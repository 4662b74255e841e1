import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';

/** A Fetch-style handler; `peerAddress` is the socket's remote address, never a header. */
export type RequestHandler = (request: Request, peerAddress: string | null) => Promise<Response>;

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
      const peerAddress =
        'incoming' in bindings ? (bindings.incoming.socket.remoteAddress ?? null) : null;
      try {
        return await handler(request, peerAddress);
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
