import assert from 'node:assert/strict';
import { createCoalescedQuotaCheck } from './route-quota.ts';
import { type SupabaseAccess, SupabaseRestError } from './supabase-rest.ts';

interface SeenCall {
  rpc: string;
  args: Record<string, unknown>;
}

/**
 * PostgREST as the quota check sees it: every call is held until `release`, then answered by
 * `answer` (allowed for everyone by default) or refused with `status`.
 */
function fakePostgrest(options: { status?: number } = {}) {
  const seen: SeenCall[] = [];
  const held: (() => void)[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const rpc = String(input).split('/rpc/')[1]!;
    const args = JSON.parse(String(init?.body)) as Record<string, unknown>;
    seen.push({ rpc, args });
    await new Promise<void>((resolve) => held.push(resolve));
    if (options.status) {
      return Response.json({ code: 'PGRST000', message: 'busy' }, { status: options.status });
    }
    const users = rpc === 'consume_route_quota' ? [args.p_user_id] : (args.p_user_ids as string[]);
    const decisions = users.map((user) =>
      user === 'deleted'
        ? { allowed: false, retry_after_seconds: 0, unknown_user: true }
        : { allowed: user !== 'over-quota', retry_after_seconds: user === 'over-quota' ? 30 : 0 },
    );
    return Response.json(rpc === 'consume_route_quota' ? decisions[0] : decisions);
  };
  const access: SupabaseAccess = {
    url: 'http://stack.test',
    publicKey: 'public',
    secretKey: 'secret',
    fetch,
  };
  /** Waits for a call to arrive, then answers every held one. */
  const release = async () => {
    for (let turn = 0; held.length === 0 && turn < 100; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    assert.ok(held.length > 0, 'a call reached PostgREST');
    for (const resolve of held.splice(0)) resolve();
  };
  return { seen, access, release };
}

const limits = { perMinute: 20, perDay: 300 };

Deno.test(
  'route quota: a lone check calls consume_route_quota; checks queued behind it go in one consume_route_quota_batch',
  async () => {
    const postgrest = fakePostgrest();
    const check = createCoalescedQuotaCheck(postgrest.access, limits);
    const first = check('ada');
    const queued = ['grace', 'over-quota', 'ada'].map((user) => check(user));
    await postgrest.release();
    await postgrest.release();
    assert.deepEqual(await first, { allowed: true, retry_after_seconds: 0 });
    assert.deepEqual(
      (await Promise.all(queued)).map((decision) => decision.allowed),
      [true, false, true],
    );
    assert.deepEqual(postgrest.seen, [
      { rpc: 'consume_route_quota', args: { p_user_id: 'ada', p_per_minute: 20, p_per_day: 300 } },
      {
        rpc: 'consume_route_quota_batch',
        args: { p_user_ids: ['grace', 'over-quota', 'ada'], p_per_minute: 20, p_per_day: 300 },
      },
    ]);
  },
);

Deno.test(
  'route quota: a busy database fails every check of the batch with its 503, for the handler to map',
  async () => {
    const postgrest = fakePostgrest({ status: 503 });
    const check = createCoalescedQuotaCheck(postgrest.access, limits);
    const outcomes = Promise.allSettled([check('ada'), check('grace'), check('linus')]);
    await postgrest.release();
    await postgrest.release();
    for (const outcome of await outcomes) {
      assert.equal(outcome.status, 'rejected');
      const reason = (outcome as PromiseRejectedResult).reason;
      assert.ok(reason instanceof SupabaseRestError);
      assert.equal(reason.status, 503);
    }
    assert.deepEqual(
      postgrest.seen.map((call) => call.rpc),
      ['consume_route_quota', 'consume_route_quota_batch'],
    );
  },
);

Deno.test(
  'route quota: an id that is no user gets its own unknown_user decision, the batch the rest',
  async () => {
    const postgrest = fakePostgrest();
    const check = createCoalescedQuotaCheck(postgrest.access, limits);
    const first = check('deleted');
    const queued = ['ada', 'deleted', 'over-quota'].map((user) => check(user));
    await postgrest.release();
    await postgrest.release();
    const unknownUser = { allowed: false, retry_after_seconds: 0, unknown_user: true };
    assert.deepEqual(await first, unknownUser);
    assert.deepEqual(await Promise.all(queued), [
      { allowed: true, retry_after_seconds: 0 },
      unknownUser,
      { allowed: false, retry_after_seconds: 30 },
    ]);
  },
);
