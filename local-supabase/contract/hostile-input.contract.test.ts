import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stack, uniqueEmail } from './contract-support';

interface Reply {
  status: number;
  body: unknown;
}

async function send(path: string, body: string, method = 'POST'): Promise<Reply> {
  const response = await fetch(`${stack().apiUrl}${path}`, {
    method,
    headers: {
      apikey: stack().publishableKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Left as text: the assertion below reports it.
  }
  return { status: response.status, body: parsed };
}

/** Auth's 2024-01-01 error shape: `{ code: string, message: string }`. */
function expectAuthError(reply: Reply, status: number, code?: string) {
  expect(reply.status).toBe(status);
  expect(reply.body).toMatchObject({
    code: code ?? expect.any(String),
    message: expect.any(String),
  });
}

const authPaths = [
  '/auth/v1/signup',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/token?grant_type=refresh_token',
  '/auth/v1/otp',
  '/auth/v1/verify',
  '/auth/v1/recover',
  '/auth/v1/resend',
];

describe('hostile input', () => {
  it('answers malformed JSON with 400 bad_json on every Auth endpoint', async () => {
    for (const path of authPaths) expectAuthError(await send(path, '{"email": '), 400, 'bad_json');
  });

  it('answers wrong JSON types with 400 bad_json instead of failing', async () => {
    expectAuthError(await send('/auth/v1/signup', '[1, 2]'), 400, 'bad_json');
    expectAuthError(await send('/auth/v1/signup', 'null'), 400, 'bad_json');
    expectAuthError(
      await send('/auth/v1/token?grant_type=password', '{"email":{"$ne":null},"password":1}'),
      400,
      'bad_json',
    );
    expectAuthError(await send('/auth/v1/otp', '{"email":42}'), 400, 'bad_json');
  });

  it('answers missing fields with 4xx validation errors', async () => {
    expectAuthError(await send('/auth/v1/signup', '{"email":"someone@contract.example.edu"}'), 400);
    expectAuthError(await send('/auth/v1/otp', '{}'), 400, 'validation_failed');
    expectAuthError(await send('/auth/v1/token?grant_type=refresh_token', '{}'), 400);
  });

  it('answers an unknown grant type with 400', async () => {
    expectAuthError(await send('/auth/v1/token?grant_type=telepathy', '{}'), 400);
  });

  it('refuses 1 MB bodies with 413 before reading them whole', async () => {
    const huge = JSON.stringify({
      email: 'a@contract.example.edu',
      password: 'x'.repeat(1_000_000),
    });
    expectAuthError(await send('/auth/v1/signup', huge), 413, 'request_too_large');
    const rest = await send('/rest/v1/rpc/is_email_allowed', JSON.stringify({ p_email: huge }));
    expect(rest.status).toBe(413);
    expect(rest.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('treats SQL metacharacters in e-mails as data, never as SQL', async () => {
    for (const email of [
      "x'; drop table auth.users; --@contract.example.edu",
      'robert");--@contract.example.edu',
      `${uniqueEmail('quote')}'`,
    ]) {
      const reply = await send('/auth/v1/signup', JSON.stringify({ email, password: 'secret123' }));
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    const rpc = await send('/rest/v1/rpc/is_email_allowed', '{"p_email":"\' or 1=1 --"}');
    expect(rpc).toEqual({ status: 200, body: false });
  });

  it('answers an RPC argument of the wrong type with 400 in PostgREST shape', async () => {
    const reply = await send('/rest/v1/rpc/is_email_allowed', '{"p_email":{"nested":true}}');

    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('never answers 5xx to arbitrary JSON on Auth and RPC endpoints', async () => {
    const paths = [...authPaths, '/rest/v1/rpc/is_email_allowed'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue(), async (path, body) => {
        const reply = await send(path, JSON.stringify(body));
        expect(reply.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps serving after all of the above', async () => {
    const response = await fetch(`${stack().apiUrl}/auth/v1/health`, {
      headers: { apikey: stack().publishableKey },
    });

    expect(response.status).toBe(200);
  });
});
