import { localKeys } from '../../local-supabase/stack-defaults';
import type { LoadPlan, LoadRequest } from './load-driver';
import type { LoadSettings } from './load-settings';
import { approvedDemoDomain, type LoadUser } from './load-users';

/** Drafts a researcher might send; each connection starts at a different one. */
export const loadDrafts = [
  'We will utilize the survey in order to measure recall prior to the launch.',
  'I think that the results are very significant and basically show a clear effect.',
  'The the samples were collected by the team over a period of three weeks.',
  'Due to the fact that funding was limited, a smaller cohort was recruited.',
  'It is important to note that further work is needed in order to confirm this.',
];

/** A 200 from the route is an answer only if it carries a non-empty `output`. */
export function isRouteAnswer(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { output?: unknown };
    return typeof parsed.output === 'string' && parsed.output.trim().length > 0;
  } catch {
    return false;
  }
}

/** Connection `index` is user `index mod users`, sending messages in the route function. */
export function routePlan(
  apiUrl: string,
  users: readonly LoadUser[],
  settings: LoadSettings,
): LoadPlan {
  return {
    origin: apiUrl,
    connections: settings.users,
    windowSeconds: settings.routeWindowSeconds,
    requestTimeoutSeconds: settings.requestTimeoutSeconds,
    requestsFor: (index) => {
      const user = users[index % users.length]!;
      return loadDrafts.map((_, offset) =>
        routeRequest(user, loadDrafts[(index + offset) % loadDrafts.length]!),
      );
    },
  };
}

function routeRequest(user: LoadUser, text: string): LoadRequest {
  return {
    path: '/functions/v1/route',
    headers: { apikey: localKeys.publishableKey, authorization: `Bearer ${user.accessToken}` },
    body: JSON.stringify({ text }),
    isValidAnswer: isRouteAnswer,
  };
}

/**
 * The approval check the sign-up form makes, anonymously: approved users, the same address in
 * capitals, and addresses that are not on the list, each checked against its expected answer.
 */
export function emailCheckPlan(
  apiUrl: string,
  users: readonly LoadUser[],
  settings: LoadSettings,
): LoadPlan {
  return {
    origin: apiUrl,
    connections: settings.emailCheckConnections,
    windowSeconds: settings.emailCheckWindowSeconds,
    requestTimeoutSeconds: settings.requestTimeoutSeconds,
    requestsFor: (index) => {
      const email = users[index % users.length]!.email;
      return [
        emailCheckRequest(email, true),
        emailCheckRequest(`someone-${index}@not-approved.example.org`, false),
        emailCheckRequest(email.toUpperCase(), true),
        emailCheckRequest(`${index}@sub.${approvedDemoDomain}`, false),
      ];
    },
  };
}

function emailCheckRequest(email: string, approved: boolean): LoadRequest {
  return {
    path: '/rest/v1/rpc/is_email_allowed',
    headers: { apikey: localKeys.publishableKey },
    body: JSON.stringify({ p_email: email }),
    isValidAnswer: (body) => body.trim() === String(approved),
  };
}
