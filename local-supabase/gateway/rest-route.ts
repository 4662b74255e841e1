import type { App } from '@supabase/lite';
import { preflightResponse, withCors } from './cors';
import { BodyTooLargeError, canHaveBody, readBodyWithLimit } from './request-body';

/** `/rest/v1/*`: lite's PostgREST-compatible Data API, with CORS preflights answered. */
export async function handleRestRequest(
  request: Request,
  peerAddress: string | null,
  options: { app: App; bodyLimitBytes: number },
): Promise<Response> {
  if (request.method === 'OPTIONS') return preflightResponse(request);
  let body: Buffer<ArrayBuffer> | null;
  try {
    body = await readBodyWithLimit(request, options.bodyLimitBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return withCors(
      Response.json(
        { code: 'PGRST413', details: null, hint: null, message: error.message },
        { status: 413 },
      ),
    );
  }
  const forwarded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: canHaveBody(request.method) && body && body.byteLength > 0 ? body : null,
  });
  return withCors(await options.app.fetch(forwarded, { peerAddress }));
}
