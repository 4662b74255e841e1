import type { App } from '@supabase/lite';
import { withTokenIssuer, type AccessTokenSigning } from '../auth/access-token-issuer';
import { runWithAuthRequestContext } from '../auth/auth-request-context';
import { authBodyEncodingProblem, authBodyProblem } from '../auth/auth-body-check';
import { authEmailProblem } from '../auth/auth-email-check';
import { authErrorResponse, shapeAuthResponse } from '../auth/auth-error-format';
import { runBeforeUserCreatedHook } from '../auth/before-user-created-hook';
import { endOtherSessions, findPasswordChange } from '../auth/password-change';
import { chooseRedirect } from '../auth/redirect-rules';
import { newUserEmail } from '../auth/new-user-email';
import { serveThroughUserCreationGate, throughUserCreationGate } from '../auth/user-creation-gate';
import { userAudienceProblem } from '../auth/user-audience-check';
import { normaliseVerifyRedirect } from '../auth/verify-redirect';
import type { HookTarget } from '../config/hook-uri';
import type { AuthSettings } from '../config/project-config';
import type { StackDatabase } from '../database/stack-database';
import { answeredOnTheSocket, type HttpExchange } from '../server/http-listener';
import type { AdmissionQueue } from './admission-queue';
import { whenAdmitted } from './busy-response';
import { preflightResponse, withCors } from './cors';
import {
  BodyTooLargeError,
  canHaveBody,
  parseJsonBody,
  readRequestBody,
  RequestAbortedError,
} from './request-body';

export interface AuthRouteDependencies extends AccessTokenSigning {
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
 * access tokens that name their issuer, the 2024-01-01 error format, and CORS for the browser.
 */
export async function handleAuthRequest(
  request: Request,
  exchange: HttpExchange,
  context: AuthRouteContext,
): Promise<Response> {
  if (request.method === 'OPTIONS') return preflightResponse(request);
  let body: Buffer<ArrayBuffer> | null;
  try {
    body = await readRequestBody(exchange.incoming, context.bodyLimitBytes);
  } catch (error) {
    if (error instanceof RequestAbortedError) return answeredOnTheSocket;
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
  const refusal = await refuseBeforeLite(request, body);
  if (refusal) return withCors(refusal);

  const url = new URL(request.url);
  let response = await withTokenIssuer(await serveLite(request, body, context), context);
  if (request.method === 'GET' && url.pathname === '/auth/v1/verify') {
    response = normaliseVerifyRedirect(response);
  }
  const passwordChange = response.ok ? findPasswordChange(request, parseJsonBody(body)) : null;
  if (passwordChange) await endOtherSessions(context.database, passwordChange);
  const audienceProblem = response.ok ? userAudienceProblem(request) : null;
  if (audienceProblem) {
    await response.body?.cancel();
    const refusal = { status: 400, code: 'validation_failed', message: audienceProblem };
    return withCors(await authErrorResponse(request, refusal));
  }
  return withCors(await shapeAuthResponse(request, response));
}

/** What hosted Auth refuses before any work: a body it cannot decode, or of the wrong types. */
async function refuseBeforeLite(
  request: Request,
  rawBody: Buffer<ArrayBuffer> | null,
): Promise<Response | null> {
  const undecodable = authBodyEncodingProblem(rawBody);
  if (undecodable)
    return authErrorResponse(request, { status: 400, code: 'bad_json', message: undecodable });
  const body = parseJsonBody(rawBody);
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
  return null;
}

/**
 * lite serves the request through the user creation gate: a creation happens only once Auth's
 * rules and the `before_user_created` hook approved that address (user-creation-gate.ts).
 */
async function serveLite(
  request: Request,
  body: Buffer<ArrayBuffer> | null,
  context: AuthRouteContext,
): Promise<Response> {
  const url = new URL(request.url);
  const redirectTo = chooseRedirect(
    url.searchParams.get('redirect_to') ?? request.headers.get('redirect_to'),
    {
      siteUrl: context.auth.site_url,
      additionalRedirectUrls: context.auth.additional_redirect_urls,
    },
  );
  return serveThroughUserCreationGate<Response>({
    expectedEmail: await newUserEmail(context.database, request, parseJsonBody(body)),
    decide: (email) => refuseUserCreation(request, email, body, context),
    pass: (approvedEmail) =>
      throughUserCreationGate(approvedEmail, () =>
        runWithAuthRequestContext({ redirectTo }, () =>
          context.app.fetch(
            new Request(request.url, {
              method: request.method,
              headers: request.headers,
              body: canHaveBody(request.method) && body && body.byteLength > 0 ? body : null,
            }),
            { peerAddress: context.peerAddress },
          ),
        ),
      ),
    discard: async (response) => response.body?.cancel(),
  });
}

/** Auth's answer to creating `email`: null to go ahead, or the refusal to send. */
async function refuseUserCreation(
  request: Request,
  email: string,
  body: Buffer<ArrayBuffer> | null,
  context: AuthRouteContext,
): Promise<Response | null> {
  if (!context.auth.enable_signup || !context.auth.email.enable_signup) {
    const refusal = {
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    };
    return authErrorResponse(request, refusal);
  }
  const hook = context.beforeUserCreatedHook;
  if (!hook) return null;
  const verdict = await runBeforeUserCreatedHook(context.database, {
    hook,
    user: { email, userMetadata: requestedMetadata(body), ipAddress: context.peerAddress },
  });
  return verdict.allowed ? null : authErrorResponse(request, verdict);
}

/** The `data` the request asked to store with the user, as hosted Auth shows it to the hook. */
function requestedMetadata(body: Buffer<ArrayBuffer> | null): Record<string, unknown> {
  const parsed = parseJsonBody(body) as { data?: unknown } | undefined;
  const data = parsed?.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}
