import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createLocalJWKSet, jwtVerify, SignJWT, type JWK } from 'jose';

export interface SigningKeyGateway {
  url: string;
  stop(): Promise<void>;
}

const droppedHeaders = ['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive'];

/**
 * Hosted Auth and PostgREST accept access tokens signed with the project's ES256 signing key;
 * the embedded stack knows only its HS256 secret. This loopback gateway in front of the stack
 * plays the hosted API's part: a bearer that verifies against the project's JWKS goes on
 * re-signed with the stack's secret, its claims unchanged; anything else goes on untouched, for
 * the stack to judge. So the function calls its project (as the caller and with its keys) exactly
 * as on a hosted project.
 */
export async function startSigningKeyGateway(options: {
  upstream: string;
  publicJwks: { keys: JWK[] };
  stackJwtSecret: string;
}): Promise<SigningKeyGateway> {
  const jwks = createLocalJWKSet(options.publicJwks);
  const secret = new TextEncoder().encode(options.stackJwtSecret);

  async function bearerForStack(authorization: string | null): Promise<string | null> {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, { algorithms: ['ES256'] });
      return `Bearer ${await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret)}`;
    } catch {
      return null;
    }
  }

  const listener = getRequestListener(async (request) => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    for (const name of droppedHeaders) headers.delete(name);
    const resigned = await bearerForStack(headers.get('authorization'));
    if (resigned) headers.set('authorization', resigned);
    const hasBody = !['GET', 'HEAD'].includes(request.method);
    const upstream = await fetch(`${options.upstream}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
    });
    const answer = new Headers(upstream.headers);
    answer.delete('content-encoding');
    answer.delete('content-length');
    return new Response(upstream.body, { status: upstream.status, headers: answer });
  });
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
