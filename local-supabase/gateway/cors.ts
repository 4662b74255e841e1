/** Headers a browser may send and read; auth-js needs X-Supabase-Api-Version exposed. */
const exposedHeaders = [
  'X-Supabase-Api-Version',
  'X-Sb-Error-Code',
  'Content-Range',
  'Content-Location',
  'Preference-Applied',
  'X-Total-Count',
  'Link',
].join(', ');

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';

const defaultAllowedHeaders = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'x-supabase-api-version',
  'content-profile',
  'accept-profile',
  'prefer',
  'range',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ');

/** The gateway's answer to a CORS preflight for Auth and the Data API. */
export function preflightResponse(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': allowedMethods,
      'access-control-allow-headers':
        request.headers.get('access-control-request-headers') ?? defaultAllowedHeaders,
      'access-control-max-age': '3600',
    },
  });
}

/**
 * Adds the gateway's CORS headers to a response (from lite or from the gateway itself). Headers
 * are set in place: re-wrapping the body would turn the HTTP server's ready-made string answer
 * into a stream it has to pipe, on every request. Only a response with immutable headers is copied.
 */
export function withCors(response: Response): Response {
  try {
    setCorsHeaders(response.headers);
    return response;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
  const headers = new Headers(response.headers);
  setCorsHeaders(headers);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function setCorsHeaders(headers: Headers): void {
  headers.set('access-control-allow-origin', '*');
  headers.set('access-control-expose-headers', exposedHeaders);
}
