import type { App } from '@supabase/lite';
import { answeredOnTheSocket, type HttpExchange } from '../server/http-listener';
import type { AdmissionQueue } from './admission-queue';
import { whenAdmitted } from './busy-response';
import { preflightResponse, withCors } from './cors';
import { BodyTooLargeError, readRequestBody, RequestAbortedError } from './request-body';

/** `/rest/v1/*`: lite's PostgREST-compatible Data API, with CORS preflights answered. */
export async function handleRestRequest(
  request: Request,
  exchange: HttpExchange,
  options: {
    app: App;
    bodyLimitBytes: number;
    peerAddress: string | null;
    /** The database's turn-taking; the body is read before queueing, so no upload holds a turn. */
    admission: AdmissionQueue;
  },
): Promise<Response> {
  if (request.method === 'OPTIONS') return preflightResponse(request);
  let body: Buffer<ArrayBuffer> | null;
  try {
    body = await readRequestBody(exchange.incoming, options.bodyLimitBytes);
  } catch (error) {
    if (error instanceof RequestAbortedError) return answeredOnTheSocket;
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
    body: body && body.byteLength > 0 ? body : null,
  });
  return whenAdmitted(options.admission, request, async () =>
    withCors(
      await typeErrorsAsBadRequests(
        await options.app.fetch(forwarded, { peerAddress: options.peerAddress }),
      ),
    ),
  );
}

/**
 * lite answers an argument of the wrong JSON type (an object for a text parameter) with a 500
 * "SUP" error; it is the caller's mistake, so it becomes PostgREST's 400 for invalid input.
 */
async function typeErrorsAsBadRequests(response: Response): Promise<Response> {
  if (response.status !== 500) return response;
  const text = await response.text();
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: pass it on as it was.
  }
  const message = typeof body.message === 'string' ? body.message : '';
  if (body.code !== 'SUP' || !message.includes('Invalid input for')) {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  return Response.json(
    { code: '22P02', details: null, hint: null, message: message.replace(/^Error: /, '') },
    { status: 400 },
  );
}
