import { setTimeout as sleep } from 'node:timers/promises';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createConfirmedUser } from './confirmed-user';
import { publicClient, stack, validPassword } from './contract-support';

interface EchoReply {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string;
  environment: Record<string, string | null>;
  pid: number;
}

async function signedInClient() {
  const { email } = await createConfirmedUser('functions');
  const client = publicClient();
  const { data } = await client.auth.signInWithPassword({ email, password: validPassword });
  return { client, accessToken: data.session?.access_token ?? '' };
}

function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** The claims of this stack's user tokens, as its Auth issues them. */
const stackClaims = (changes: Record<string, unknown> = {}) => ({
  iss: `${stack().apiUrl}/auth/v1`,
  sub: 'x',
  aud: 'authenticated',
  role: 'authenticated',
  exp: Math.floor(Date.now() / 1000) + 600,
  ...changes,
});

async function errorBody(error: unknown): Promise<unknown> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  return (error as FunctionsHttpError).context.json();
}

describe('edge functions (/functions/v1/<name>)', () => {
  it('runs the function in Deno with the caller JWT, the body and the platform variables', async () => {
    const { client, accessToken } = await signedInClient();

    const { data, error } = await client.functions.invoke<EchoReply>('echo', {
      body: { text: 'hello' },
    });

    expect(error).toBeNull();
    expect(data?.method).toBe('POST');
    expect(data?.path).toBe('/echo');
    expect(JSON.parse(data?.body ?? '')).toEqual({ text: 'hello' });
    expect(data?.headers.authorization).toBe(`Bearer ${accessToken}`);
    const { apiUrl, publishableKey, secretKey, jwtSecret } = stack();
    expect(data?.environment).toMatchObject({
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: publishableKey,
      SUPABASE_SERVICE_ROLE_KEY: secretKey,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: secretKey }),
      FIXTURE_GREETING: 'hello from the contract tests',
      PATH_TO_NOWHERE: null,
    });
    const jwks = JSON.parse(data?.environment.SUPABASE_JWKS ?? '{}');
    expect(jwks.keys[0]).toEqual({
      kty: 'oct',
      alg: 'HS256',
      k: Buffer.from(jwtSecret).toString('base64url'),
    });
  });

  it('answers 401 "Missing authorization header" without a user JWT, with CORS', async () => {
    const { data, error } = await publicClient().functions.invoke('echo', { body: {} });

    expect(data).toBeNull();
    expect(await errorBody(error)).toEqual({ code: 401, message: 'Missing authorization header' });
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('signs its access tokens as hosted Auth does: iss is the API’s /auth/v1 URL', async () => {
    const { accessToken } = await signedInClient();

    expect(decodeJwt(accessToken)).toMatchObject({
      iss: `${stack().apiUrl}/auth/v1`,
      aud: 'authenticated',
      role: 'authenticated',
    });
  });

  it.each([
    ['a malformed token', async () => 'not-a-jwt'],
    ['the publishable key', async () => 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'],
    ['a token signed with another secret', () => signJwt(stackClaims(), 'x'.repeat(40))],
    [
      'an expired token signed with the right secret',
      () => signJwt(stackClaims({ exp: Math.floor(Date.now() / 1000) - 60 }), stack().jwtSecret),
    ],
    [
      'a token of another issuer signed with the right secret',
      () => signJwt(stackClaims({ iss: 'https://attacker.example/auth/v1' }), stack().jwtSecret),
    ],
  ])('answers 401 "Invalid JWT" for %s', async (_, token) => {
    const { error } = await publicClient().functions.invoke('echo', {
      headers: { Authorization: `Bearer ${await token()}` },
    });

    expect(await errorBody(error)).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('lets anyone call a function whose verify_jwt is false', async () => {
    const { data, error } = await publicClient().functions.invoke<EchoReply>('public-echo', {
      method: 'GET',
    });

    expect(error).toBeNull();
    expect(data?.path).toBe('/public-echo');
  });

  it('keeps the path after the function name and the query string', async () => {
    const response = await fetch(`${stack().apiUrl}/functions/v1/public-echo/a/b?x=1&y=two`, {
      method: 'PUT',
      body: 'plain text',
    });

    const reply = (await response.json()) as EchoReply;
    expect(reply).toMatchObject({
      method: 'PUT',
      path: '/public-echo/a/b',
      query: '?x=1&y=two',
      body: 'plain text',
    });
  });

  it('streams a text/event-stream answer as it is produced', async () => {
    const response = await fetch(`${stack().apiUrl}/functions/v1/public-echo/stream`);

    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      chunks.push(decoder.decode(chunk));
    }
    expect(chunks.join('')).toBe('data: one\n\ndata: two\n\ndata: three\n\n');
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('passes the first event on before the function has written the last one', async () => {
    const base = `${stack().apiUrl}/functions/v1/public-echo`;
    const id = crypto.randomUUID();
    const decoder = new TextDecoder();
    const firstEvent = (async () => {
      const response = await fetch(`${base}/held/${id}`);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      return { reader, first: await reader.read() };
    })();
    // The function writes its last event only when released: through a gateway that buffered
    // the answer, neither its headers nor its first event would ever come.
    const arrived = await Promise.race([firstEvent, sleep(5_000).then(() => undefined)]);
    expect(arrived, 'the first event never came through').toBeDefined();
    const { reader, first } = arrived!;
    expect(decoder.decode(first.value)).toBe('data: first\n\n');
    expect(await (await fetch(`${base}/release/${id}`)).json()).toEqual({ released: true });
    let rest = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      rest += decoder.decode(read.value);
    }
    expect(rest).toBe('data: last\n\n');
  });

  it("cancels the function's stream when its reader goes away", async () => {
    const base = `${stack().apiUrl}/functions/v1/public-echo`;
    const id = crypto.randomUUID();
    const reader = new AbortController();
    const response = await fetch(`${base}/held/${id}`, { signal: reader.signal });
    await (response.body as ReadableStream<Uint8Array>).getReader().read();
    reader.abort();
    let state: { cancelled: boolean | null } = { cancelled: false };
    for (let attempt = 0; attempt < 100 && !state.cancelled; attempt += 1) {
      await sleep(50);
      state = (await (await fetch(`${base}/held-state/${id}`)).json()) as typeof state;
    }
    expect(state.cancelled).toBe(true);
  });

  it('passes OPTIONS to the function without asking for a JWT', async () => {
    const response = await fetch(`${stack().apiUrl}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });

    expect(response.status).toBe(200);
    expect(await response.text()).toBe('preflight answered by the function');
  });

  it('answers 404 NOT_FOUND for a function that does not exist', async () => {
    const { accessToken } = await signedInClient();
    for (const name of ['missing', '_shared', '-leading-dash']) {
      const response = await fetch(`${stack().apiUrl}/functions/v1/${name}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('restarts a function that crashed, and keeps serving', async () => {
    const base = `${stack().apiUrl}/functions/v1/public-echo`;
    const before = (await (await fetch(base)).json()) as EchoReply;

    await fetch(`${base}/crash`);

    let after: EchoReply | undefined;
    for (let attempt = 0; attempt < 100 && !after; attempt += 1) {
      await sleep(100);
      const response = await fetch(base);
      if (response.ok) after = (await response.json()) as EchoReply;
    }
    expect(after?.pid).toBeDefined();
    expect(after?.pid).not.toBe(before.pid);
  });
});
