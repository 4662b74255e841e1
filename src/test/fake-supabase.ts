import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** A request the fake server received, with its parsed JSON body (if any). */
export interface RecordedRequest {
  method: string;
  path: string;
  searchParams: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export const testSupabaseUrl = 'http://127.0.0.1:54321';

export const testUser = {
  id: '5f0c1e0a-9d2b-4f7e-9a55-3c2d1b0a9e11',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'researcher@example.org',
  created_at: '2025-09-17T10:00:00Z',
  app_metadata: { provider: 'email' },
  user_metadata: {},
  identities: [{ id: 'identity', provider: 'email' }],
};

/** A session JSON as GoTrue returns it, valid for an hour. */
export function testSession(user: { id: string; email: string } = testUser) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: { ...testUser, ...user },
  };
}

/** JSON response helper; GoTrue errors carry the API-version header auth-js looks for. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
  });
}

/** A fetch that never answers, to hold the UI in its busy state. */
export function never(): Promise<Response> {
  return new Promise(() => {});
}

function defaultResponders(): Map<string, Responder> {
  return new Map<string, Responder>([
    ['POST /auth/v1/token', () => jsonResponse(testSession())],
    [
      'POST /auth/v1/signup',
      () => jsonResponse({ ...testUser, confirmation_sent_at: new Date().toISOString() }),
    ],
    ['POST /auth/v1/otp', () => jsonResponse({})],
    ['POST /auth/v1/recover', () => jsonResponse({})],
    ['PUT /auth/v1/user', () => jsonResponse(testUser)],
    ['GET /auth/v1/reauthenticate', () => jsonResponse({})],
    ['POST /auth/v1/logout', () => new Response(null, { status: 204 })],
    ['GET /auth/v1/user', () => jsonResponse(testUser)],
    ['POST /rest/v1/rpc/is_email_allowed', () => jsonResponse(true)],
    // The app's wake as a draft starts: answered at once, with nothing in it.
    ['POST /functions/v1/route/wake', () => new Response(null, { status: 204 })],
    [
      'POST /functions/v1/route',
      () =>
        jsonResponse({
          output: 'Clear writing names the decision, the owner and the date.',
          meta: { vendor: 'local', model: 'clarity-engine', latency: 42 },
        }),
    ],
  ]);
}

/**
 * An in-memory stand-in for the Supabase HTTP API, plugged into a real supabase-js client via its
 * `fetch` option, so tests exercise supabase-js's own request building and error parsing.
 */
export class FakeSupabaseServer {
  readonly requests: RecordedRequest[] = [];
  private readonly responders = defaultResponders();

  /** Overrides the answer for `METHOD /path` (query string ignored). */
  on(route: string, responder: Responder): this {
    this.responders.set(route, responder);
    return this;
  }

  /** Requests received for `METHOD /path`. */
  requestsTo(route: string): RecordedRequest[] {
    return this.requests.filter((request) => `${request.method} ${request.path}` === route);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the raw text
    }
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      searchParams: url.searchParams,
      headers: request.headers,
      body,
    };
    this.requests.push(recorded);
    const responder = this.responders.get(`${request.method} ${url.pathname}`);
    if (!responder)
      return jsonResponse({ message: `no fake for ${request.method} ${url.pathname}` }, 404);
    // Like a real fetch, an aborted call rejects, even while its answer is still to come.
    const aborted = new Promise<never>((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (init?.signal?.aborted) abort();
      init?.signal?.addEventListener('abort', abort);
    });
    return Promise.race([responder(recorded), aborted]);
  };
}

let clientCount = 0;

/** A real supabase-js client whose HTTP goes to the fake server; its session key is unique. */
export function createTestClient(
  server: FakeSupabaseServer,
  options: { detectSessionInUrl?: boolean } = {},
): { client: SupabaseClient; storageKey: string } {
  clientCount += 1;
  const storageKey = `associate-test-${clientCount}`;
  const client = createClient(testSupabaseUrl, 'sb_publishable_test', {
    auth: {
      storageKey,
      storage: window.localStorage,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: options.detectSessionInUrl ?? false,
    },
    global: { fetch: server.fetch },
  });
  return { client, storageKey };
}
