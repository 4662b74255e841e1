import { jwtVerify, SignJWT } from 'jose';

/** The secret lite signs access tokens with, and the `iss` hosted Auth would put in them. */
export interface AccessTokenSigning {
  jwtSecret: string;
  jwtIssuer: string;
}

/**
 * lite signs access tokens without `iss`; hosted Auth's carry the project's `/auth/v1` URL,
 * which the route function requires. Every token lite hands out (a session's JSON, or the
 * fragment of a verify redirect) is signed again with the same secret, header and claims, plus
 * `iss`. lite itself does not read `iss`, so the session works on as before.
 */
export async function withTokenIssuer(
  response: Response,
  signing: AccessTokenSigning,
): Promise<Response> {
  const location = response.headers.get('location');
  if (location?.includes('access_token=')) {
    const hashIndex = location.indexOf('#');
    const fragment = new URLSearchParams(location.slice(hashIndex + 1));
    const token = fragment.get('access_token');
    if (hashIndex < 0 || !token) return response;
    fragment.set('access_token', await withIssuer(token, signing));
    const headers = new Headers(response.headers);
    headers.set('location', `${location.slice(0, hashIndex)}#${fragment.toString()}`);
    await response.body?.cancel();
    return new Response(null, { status: response.status, headers });
  }
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) {
    return response;
  }
  const text = await response.text();
  const session = parseJson(text) as { access_token?: unknown } | null;
  const headers = new Headers(response.headers);
  if (typeof session?.access_token !== 'string') {
    return new Response(text, { status: response.status, headers });
  }
  headers.delete('content-length');
  const reissued = { ...session, access_token: await withIssuer(session.access_token, signing) };
  return new Response(JSON.stringify(reissued), { status: response.status, headers });
}

async function withIssuer(token: string, signing: AccessTokenSigning): Promise<string> {
  const secret = new TextEncoder().encode(signing.jwtSecret);
  const { payload, protectedHeader } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
  return new SignJWT({ ...payload, iss: signing.jwtIssuer })
    .setProtectedHeader(protectedHeader)
    .sign(secret);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
