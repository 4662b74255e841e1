import assert from 'node:assert/strict';
import { createEmailAllowedLookup } from './email-allowed-lookup.ts';
import type { SupabaseAccess } from './supabase-rest.ts';

/** PostgREST answering `is_email_allowed` with `answer`, remembering what it was asked. */
function postgrestAnswering(answer: unknown) {
  const calls: { url: string; headers: Headers; body: unknown }[] = [];
  const access: SupabaseAccess = {
    url: 'http://stack.test',
    publicKey: 'public',
    secretKey: 'secret',
    fetch: (input, init) => {
      calls.push({
        url: String(input),
        headers: new Headers(init?.headers),
        body: JSON.parse(String(init?.body)),
      });
      return Promise.resolve(Response.json(answer));
    },
  };
  return { access, calls };
}

Deno.test('asks is_email_allowed as the caller, and answers what the database said', async () => {
  for (const allowed of [true, false]) {
    const { access, calls } = postgrestAnswering(allowed);
    assert.equal(
      await createEmailAllowedLookup(access)('ana@lab.example', 'caller-token'),
      allowed,
    );
    assert.equal(calls[0]!.url, 'http://stack.test/rest/v1/rpc/is_email_allowed');
    assert.deepEqual(calls[0]!.body, { p_email: 'ana@lab.example' });
    assert.equal(calls[0]!.headers.get('authorization'), 'Bearer caller-token');
    assert.equal(calls[0]!.headers.get('apikey'), 'public');
  }
});

Deno.test('fails on an answer that is no boolean, rather than guessing', async () => {
  for (const answer of [null, 'true', 1, { allowed: true }]) {
    const { access } = postgrestAnswering(answer);
    await assert.rejects(
      createEmailAllowedLookup(access)('ana@lab.example', 'token'),
      /no boolean/,
    );
  }
});
