/** The two RPCs and the insert the route function makes, answered instantly for benchmarks. */
export interface MockSupabaseState {
  approvedEmails: Set<string> | 'everyone';
  quotaAllowed: boolean;
  usageRows: Record<string, unknown>[];
  rpcCalls: Record<string, number>;
}

export const createMockSupabaseState = (): MockSupabaseState => ({
  approvedEmails: 'everyone',
  quotaAllowed: true,
  usageRows: [],
  rpcCalls: {},
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Serves `/supabase/rest/v1/...` and `/supabase/auth/v1/user`; undefined for other paths. */
export async function answerSupabase(
  request: Request,
  path: string,
  state: MockSupabaseState,
): Promise<Response | undefined> {
  if (!path.startsWith('/supabase/')) return undefined;
  const rest = path.slice('/supabase'.length);
  if (rest === '/auth/v1/user') return json({ code: 'bad_jwt', message: 'invalid JWT' }, 401);
  const rpc = rest.match(/^\/rest\/v1\/rpc\/(\w+)$/)?.[1];
  if (rpc) state.rpcCalls[rpc] = (state.rpcCalls[rpc] ?? 0) + 1;
  if (rpc === 'is_email_allowed') {
    const { p_email: email } = (await request.json()) as { p_email: string };
    return json(state.approvedEmails === 'everyone' || state.approvedEmails.has(email));
  }
  if (rpc === 'consume_route_quota') {
    await request.body?.cancel();
    return json({ allowed: state.quotaAllowed, retry_after_seconds: state.quotaAllowed ? 0 : 42 });
  }
  if (rest === '/rest/v1/usage_events' && request.method === 'POST') {
    state.usageRows.push((await request.json()) as Record<string, unknown>);
    return new Response(null, { status: 201 });
  }
  return json({ code: 'PGRST202', message: `mock has no ${rest}` }, 404);
}
