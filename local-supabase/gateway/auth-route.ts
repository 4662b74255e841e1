import type { App } from '@supabase/lite';
import { runWithAuthRequestContext } from '../auth/auth-request-context';
import { authBodyProblem } from '../auth/auth-body-check';
import { authErrorResponse, shapeAuthResponse } from '../auth/auth-error-format';
import { runBeforeUserCreatedHook } from '../auth/before-user-created-hook';
import { chooseRedirect } from '../auth/redirect-rules';
import { findUserCreation } from '../auth/user-creation-gate';
import { normaliseVerifyRedirect } from '../auth/verify-redirect';
import type { HookTarget } from '../config/hook-uri';
import type { AuthSettings } from '../config/project-config';
import type { StackDatabase } from '../database/stack-database';
import { preflightResponse, withCors } from './cors';
import { BodyTooLargeError, canHaveBody, parseJsonBody, readBodyWithLimit } from './request-body';

export interface AuthRouteDependencies {
  app: App;
  database: StackDatabase;
  auth: AuthSettings;
  beforeUserCreatedHook: HookTarget | null;
  bodyLimitBytes: number;
}

/**
 * `/auth/v1/*`: lite's GoTrue-compatible Auth, plus what hosted Auth does and lite does not —
 * the `before_user_created` hook, e-mail links that honour `redirect_to`, the 2024-01-01 error
 * format, and CORS for the browser.
 */
export async function handleAuthRequest(
  request: Request,
  peerAddress: string | null,
  dependencies: AuthRouteDependencies,
): Promise<Response> {
  if (request.method === 'OPTIONS') return preflightResponse(request);
  const url = new URL(request.url);
  let body: Buffer<ArrayBuffer> | null;
  try {
    body = await readBodyWithLimit(request, dependencies.bodyLimitBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    const tooLarge = { status: 413, code: 'request_too_large', message: error.message };
    return withCors(await authErrorResponse(request, tooLarge));
  }

  const parsedBody = parseJsonBody(body);
  if (parsedBody !== undefined) {
    const problem = authBodyProblem(parsedBody);
    if (problem) {
      const badJson = { status: 400, code: 'bad_json', message: problem };
      return withCors(await authErrorResponse(request, badJson));
    }
  }
  const hook = dependencies.beforeUserCreatedHook;
  if (hook) {
    const creation = await findUserCreation(
      dependencies.database,
      { method: request.method, path: url.pathname, body: parsedBody },
      dependencies.auth,
    );
    if (creation) {
      const verdict = await runBeforeUserCreatedHook(dependencies.database, hook, {
        ...creation,
        ipAddress: peerAddress,
      });
      if (!verdict.allowed) return withCors(await authErrorResponse(request, verdict));
    }
  }

  const redirectTo = chooseRedirect(
    url.searchParams.get('redirect_to') ?? request.headers.get('redirect_to'),
    {
      siteUrl: dependencies.auth.site_url,
      additionalRedirectUrls: dependencies.auth.additional_redirect_urls,
    },
  );
  const forwarded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: canHaveBody(request.method) && body && body.byteLength > 0 ? body : null,
  });
  let response = await runWithAuthRequestContext({ redirectTo }, () =>
    dependencies.app.fetch(forwarded, { peerAddress }),
  );
  if (request.method === 'GET' && url.pathname === '/auth/v1/verify') {
    response = normaliseVerifyRedirect(response);
  }
  return withCors(await shapeAuthResponse(request, response));
}
