import type { RequestHandler } from './http-listener';

const loopbackNames = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a `Host` header names this machine's loopback: `127.0.0.1`, `localhost` or `[::1]`,
 * with or without a port. Anything else (a missing header included) is refused.
 */
export function isLoopbackHost(host: string | null): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  return match !== null && loopbackNames.has(match[1] ?? '');
}

/**
 * Serves only requests addressed to a loopback name. A web page the developer visits can point
 * its own domain at 127.0.0.1 (DNS rebinding) and then read the stack as a same-origin page
 * would: the mailbox's magic links, and with the CLI's public secret key any table. Such a
 * request still names the page's domain in `Host`, so it gets 403 and nothing else.
 */
export function answerOnlyLoopbackHosts(handler: RequestHandler): RequestHandler {
  return async (request, peerAddress, exchange) => {
    const host = request.headers.get('host');
    if (isLoopbackHost(host)) return handler(request, peerAddress, exchange);
    await request.body?.cancel();
    return Response.json(
      {
        message: `The local stack answers only 127.0.0.1, localhost and [::1], not ${JSON.stringify(host ?? '')}`,
      },
      { status: 403 },
    );
  };
}
