/** The error format auth-js asks for with `X-Supabase-Api-Version` (and hosted Auth answers). */
export const currentAuthApiVersion = '2024-01-01';

/** True when the request asked for the 2024-01-01 error format (auth-js always does). */
export function wantsCurrentErrorFormat(request: Request): boolean {
  const version = request.headers.get('x-supabase-api-version');
  return (
    version !== null && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= currentAuthApiVersion
  );
}

/** An Auth error in GoTrue's legacy shape, which lite answers with. */
interface LegacyAuthError {
  code: number;
  error_code: string;
  msg: string;
  [extra: string]: unknown;
}

function isLegacyAuthError(body: unknown): body is LegacyAuthError {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate.code === 'number' &&
    typeof candidate.error_code === 'string' &&
    typeof candidate.msg === 'string'
  );
}

/** Builds an Auth error response in the format the request asked for. */
export function authErrorResponse(
  request: Request,
  error: { status: number; code: string; message: string },
): Promise<Response> {
  const body = { code: error.status, error_code: error.code, msg: error.message };
  return shapeAuthResponse(
    request,
    new Response(JSON.stringify(body), {
      status: error.status,
      headers: { 'content-type': 'application/json', 'x-sb-error-code': error.code },
    }),
  );
}

/**
 * Answers in hosted Auth's 2024-01-01 format when asked: errors become `{ code, message }` and
 * the response carries `X-Supabase-Api-Version`, which auth-js needs to read `error.code`.
 */
export async function shapeAuthResponse(request: Request, response: Response): Promise<Response> {
  if (!wantsCurrentErrorFormat(request)) return response;
  const headers = new Headers(response.headers);
  headers.set('x-supabase-api-version', currentAuthApiVersion);
  const isJson = headers.get('content-type')?.includes('application/json') ?? false;
  if (response.status < 400 || !isJson) {
    return new Response(response.body, { status: response.status, headers });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers });
  }
  if (!isLegacyAuthError(body)) return new Response(text, { status: response.status, headers });
  const { code: _status, error_code: code, msg: message, ...extra } = body;
  headers.delete('content-length');
  return new Response(JSON.stringify({ code, message, ...extra }), {
    status: response.status,
    headers,
  });
}
