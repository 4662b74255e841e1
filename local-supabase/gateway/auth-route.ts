import type { App } from '@supabase/lite';
import { runWithAuthRequestContext } from '../auth/auth-request-context';
import { authBodyProblem } from '../auth/auth-body-check';
import { authEmailProblem } from '../auth/auth-email-check';
import { authErrorResponse, shapeAuthResponse } from '../auth/auth-error-format';
import { runBeforeUserCreatedHook } from '../auth/before-user-created-hook';
import { endOtherSessions, findPasswordChange } from '../auth/password-change';
import { chooseRedirect } from '../auth/redirect-rules';
import { findUserCreation } from '../auth/user-creation-gate';
import { userAudienceProblem } from '../auth/user-audience-check';
import { normaliseVerifyRedirect } from '../auth/verify-redirect';
import type { HookTarget } from '../config/hook-uri';
import type { AuthSettings } from '../config/project-config';
import type { StackDatabase } from '../database/stack-database';
import type { AdmissionQueue } from './admission-queue';
import { whenAdmitted } from './busy-response';
import { preflightResponse, withCors } from './cors';
import { BodyTooLargeError, canHaveBody, parseJsonBody, readBodyWithLimit } from './request-body';

export interface AuthRouteDependencies {
  app: App;
  database: StackDatabase;
  auth: AuthSettings;
  beforeUserCreatedHook: HookTarget | null;
  bodyLimitBytes: number;
  /** The database's turn-taking; the body is read before queueing, so no upload holds a turn. */
  admission: AdmissionQueue;
}

/** The request being served and who sent it (the socket's address, never a header). */
export interface AuthRouteContext extends AuthRouteDependencies {
  peerAddress: string | null;
}

/**
 * `/auth/v1/*`: lite's GoTrue-compatible Auth, plus what hosted Auth does and lite does not —
 * typed body checks, the `before_user_created` hook, e-mail links that honour `redirect_to`,
 * the 2024-01-01 error format, and CORS for the browser.
 */
export async function handleAuthRequest(
  request: Request,
  context: AuthRouteContext,
): Promise<Response> {
  if (request.method === 'OPTIONS') return preflightResponse(request);
  let body: Buffer<ArrayBuffer> | null;
  try {
    body = await readBodyWithLimit(request, context.bodyLimitBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    const tooLarge = { status: 413, code: 'request_too_large', message: error.message };
    return withCors(await authErrorResponse(request, tooLarge));
  }
  return whenAdmitted(context.admission, request, () => serveAuthRequest(request, body, context));
}

/** Everything after the body is in hand: it queries the database, so it runs in its turn. */
async function serveAuthRequest(
  request: Request,
  body: Buffer<ArrayBuffer> | null,
  context: AuthRouteContext,
): Promise<Response> {
  const json = parseJsonBody(body);
  const refusal = await refuseBeforeLite(request, json, context);
  if (refusal) return withCors(refusal);

  const url = new URL(request.url);
  const redirectTo = chooseRedirect(
    url.searchParams.get('redirect_to') ?? request.headers.get('redirect_to'),
    {
      siteUrl: context.auth.site_url,
      additionalRedirectUrls: context.auth.additional_redirect_urls,
    },
  );
  const forwarded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: canHaveBody(request.method) && body && body.byteLength > 0 ? body : null,
  });
  let response = await runWithAuthRequestContext({ redirectTo }, () =>
    context.app.fetch(forwarded, { peerAddress: context.peerAddress }),
  );
  if (request.method === 'GET' && url.pathname === '/auth/v1/verify') {
    response = normaliseVerifyRedirect(response);
  }
  const passwordChange = response.ok ? findPasswordChange(request, json) : null;
  if (passwordChange) await endOtherSessions(context.database, passwordChange);
  const audienceProblem = response.ok ? userAudienceProblem(request) : null;
  if (audienceProblem) {
    await response.body?.cancel();
    const refusal = { status: 400, code: 'validation_failed', message: audienceProblem };
    return withCors(await authErrorResponse(request, refusal));
  }
  return withCors(await shapeAuthResponse(request, response));
}

/** What hosted Auth refuses before any work: a body of the wrong types, or the hook's "no". */
async function refuseBeforeLite(
  request: Request,
  body: unknown,
  context: AuthRouteContext,
): Promise<Response | null> {
  if (body !== undefined) {
    const problem = authBodyProblem(body);
    if (problem)
      return authErrorResponse(request, { status: 400, code: 'bad_json', message: problem });
  }
  const path = new URL(request.url).pathname;
  const emailProblem = authEmailProblem({ method: request.method, path, body });
  if (emailProblem) {
    const refusal = { status: 400, code: 'validation_failed', message: emailProblem };
    return authErrorResponse(request, refusal);
  }
  const hook = context.beforeUserCreatedHook;
  if (!hook) return null;
  const creation = await findUserCreation(context.database, {
    request: { method: request.method, path, body },
    auth: context.auth,
  });
  if (!creation) return null;
  const verdict = await runBeforeUserCreatedHook(context.database, {
    hook,
    user: { ...creation, ipAddress: context.peerAddress },
  });
  return verdict.allowed ? null : authErrorResponse(request, verdict);
}
