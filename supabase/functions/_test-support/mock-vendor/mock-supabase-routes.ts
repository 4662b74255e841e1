import { decodeJwt } from 'jose';
import { sleep } from './sleep.ts';

/** The RPCs and the insert the route function makes, answered at once (the quota after `quotaLatencyMs`). */
export interface MockSupabaseState {
  approvedEmails: Set<string> | 'everyone';
  quotaAllowed: boolean;
  /** How long the quota RPCs take to answer, like a database a network hop away. */
  quotaLatencyMs: number;
  /** Every usage row received, one entry per row, in arrival order. */
  usageRows: Record<string, unknown>[];
  /** How many rows each usage insert carried, in arrival order. */
  usageInserts: number[];
  rpcCalls: Record<string, number>;
}

export const createMockSupabaseState = (): MockSupabaseState => ({
  approvedEmails: 'everyone',
  quotaAllowed: true,
  quotaLatencyMs: 0,
  usageRows: [],
  usageInserts: [],
  rpcCalls: {},
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const retentionMs = 365 * 24 * 60 * 60 * 1000;

/**
 * `purge_expired_usage_events`: drops up to `batchSize` rows older than 12 months, answers how
 * many. In place, so a test holding `usageRows` keeps seeing the live list.
 */
function purgeExpired(state: MockSupabaseState, batchSize: number): number {
  const cutoff = Date.now() - retentionMs;
  let purged = 0;
  for (let index = 0; index < state.usageRows.length && purged < batchSize;) {
    if (Date.parse(String(state.usageRows[index]!.created_at ?? '')) < cutoff) {
      state.usageRows.splice(index, 1);
      purged++;
    } else index++;
  }
  return purged;
}

/** What the mock's quota RPCs answer for each user: the same for everyone. */
const quotaDecision = (state: MockSupabaseState) => ({
  allowed: state.quotaAllowed,
  retry_after_seconds: state.quotaAllowed ? 0 : 42,
});

/**
 * `GET /auth/v1/user` as Auth answers it for a live session: the user the access token names.
 * The mock reads the token without checking its signature (the function checked it, and Auth's
 * answer only tells whether the session still exists); a token that names no user is refused.
 */
function authUser(request: Request): Response {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  try {
    const claims = decodeJwt(token);
    if (typeof claims.sub !== 'string' || claims.role !== 'authenticated') throw new Error();
    return json({ id: claims.sub, email: claims.email, aud: 'authenticated', role: claims.role });
  } catch {
    return json({ code: 'bad_jwt', message: 'invalid JWT' }, 401);
  }
}

/** Serves `/supabase/rest/v1/...` and `/supabase/auth/v1/user`; undefined for other paths. */
export async function answerSupabase(
  request: Request,
  path: string,
  state: MockSupabaseState,
): Promise<Response | undefined> {
  if (!path.startsWith('/supabase/')) return undefined;
  const rest = path.slice('/supabase'.length);
  if (rest === '/auth/v1/user') return authUser(request);
  const rpc = rest.match(/^\/rest\/v1\/rpc\/(\w+)$/)?.[1];
  if (rpc) state.rpcCalls[rpc] = (state.rpcCalls[rpc] ?? 0) + 1;
  if (rpc === 'is_email_allowed') {
    const { p_email: email } = (await request.json()) as { p_email: string };
    return json(state.approvedEmails === 'everyone' || state.approvedEmails.has(email));
  }
  if (rpc === 'consume_route_quota') {
    await request.body?.cancel();
    await sleep(state.quotaLatencyMs);
    return json(quotaDecision(state));
  }
  if (rpc === 'consume_route_quota_batch') {
    const { p_user_ids: userIds } = (await request.json()) as { p_user_ids: unknown[] };
    await sleep(state.quotaLatencyMs);
    return json(userIds.map(() => quotaDecision(state)));
  }
  if (rpc === 'purge_expired_usage_events') {
    const { p_batch_size: batchSize } = (await request.json()) as { p_batch_size?: number };
    return json(purgeExpired(state, batchSize ?? 5_000));
  }
  if (rest === '/rest/v1/usage_events' && request.method === 'POST') {
    // PostgREST takes one row or an array of rows (a multi-row insert).
    const body = (await request.json()) as Record<string, unknown> | Record<string, unknown>[];
    const rows = Array.isArray(body) ? body : [body];
    state.usageRows.push(...rows);
    state.usageInserts.push(rows.length);
    return new Response(null, { status: 201 });
  }
  return json({ code: 'PGRST202', message: `mock has no ${rest}` }, 404);
}
