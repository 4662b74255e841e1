import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { z } from 'zod';
import { stack } from '../../local-supabase/contract/contract-support';
import type { OutcomeKind, OutcomeRecord } from './outcome-summary';
import { stackCountsSchema, type StackCounts } from './stack-counts';

/** One raw request, exactly as an attacker would send it (no client library in between). */
export interface HostileRequest {
  method?: string;
  /** Path and query under the API origin, e.g. `/auth/v1/token?grant_type=password`. */
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Headers over the defaults (apikey, JSON, Auth's 2024-01-01 errors); null leaves one out. */
  headers?: Record<string, string | null>;
  /** Sent as `Authorization: Bearer <bearer>`. */
  bearer?: string;
}

export interface HostileReply {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

const pendingOutcomes: OutcomeRecord[] = [];
const inspectorUrl = () => inject('hostileInspectorUrl');

/** Sends one request and notes its outcome for the closing summary. */
export async function sendHostile(
  request: HostileRequest,
  kind: OutcomeKind,
): Promise<HostileReply> {
  const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
  const headers = new Headers({
    apikey: stack().publishableKey,
    'content-type': 'application/json',
    'x-supabase-api-version': '2024-01-01',
  });
  if (request.bearer !== undefined) headers.set('authorization', `Bearer ${request.bearer}`);
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  const response = await fetch(`${stack().apiUrl}${request.path}`, {
    method,
    headers,
    body: request.body,
    redirect: 'manual',
  });
  const text = await response.text();
  pendingOutcomes.push({
    endpoint: endpointOf(method, request.path),
    kind,
    status: response.status,
  });
  return { status: response.status, headers: response.headers, text, json: parseJson(text) };
}

/** `POST /auth/v1/token?grant_type=password`; other paths lose their query. */
export function endpointOf(method: string, path: string): string {
  const url = new URL(path, 'http://stack.invalid');
  if (url.pathname !== '/auth/v1/token') return `${method} ${url.pathname}`;
  const grant = url.searchParams.get('grant_type');
  const known = grant === 'password' || grant === 'refresh_token';
  return `${method} /auth/v1/token?grant_type=${known ? grant : '<other>'}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Hands this file's outcomes to the global setup, which prints the summary at the end. */
export async function flushOutcomes(): Promise<void> {
  if (pendingOutcomes.length === 0) return;
  const response = await fetch(`${inspectorUrl()}/outcomes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(pendingOutcomes.splice(0)),
  });
  if (response.status !== 204) throw new Error(`recording outcomes failed: ${response.status}`);
}

export async function readCounts(): Promise<StackCounts> {
  return stackCountsSchema.parse(await (await fetch(`${inspectorUrl()}/counts`)).json());
}

/** Deletes a user from auth.users, as an administrator would; their tokens stay valid until they expire. */
export async function deleteUser(userId: string): Promise<void> {
  const response = await fetch(`${inspectorUrl()}/deleted-users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  if (response.status !== 204) throw new Error(`deleting ${userId} failed: ${response.status}`);
}

/** Every incident the stack logged so far (crashes, restarts, handler errors). */
export async function readIncidents(): Promise<string[]> {
  return z.array(z.string()).parse(await (await fetch(`${inspectorUrl()}/incidents`)).json());
}

/**
 * Waits (bounded) until the counts reach `expected`: usage rows are written after the route's
 * response. Returns the last counts read, for the caller to compare exactly.
 */
export async function settleCounts(expected: StackCounts, timeoutMs = 5_000): Promise<StackCounts> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await readCounts();
    const reached =
      counts.users >= expected.users &&
      counts.mails >= expected.mails &&
      counts.usageEvents >= expected.usageEvents;
    if (reached || Date.now() > deadline) return counts;
    await sleep(25);
  }
}

export function addCounts(base: StackCounts, extra: Partial<StackCounts>): StackCounts {
  return {
    users: base.users + (extra.users ?? 0),
    mails: base.mails + (extra.mails ?? 0),
    usageEvents: base.usageEvents + (extra.usageEvents ?? 0),
  };
}
