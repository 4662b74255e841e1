import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../../local-supabase/contract/contract-support';
import { readCounts, settleCounts } from './hostile-client';
import { expectStackStillServes, signedInUser, type SignedInUser } from './hostile-fixtures';
import { approvedAddress, json, signUpBody } from './hostile-inputs';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One request with exactly the Host header given, as a page on another domain sends it after it
 * pointed that domain at 127.0.0.1 (DNS rebinding). Fetch would set the Host from the URL.
 */
function sendWithHost(
  origin: string,
  request: {
    method?: string;
    path: string;
    host: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<RawReply> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      host: hostname,
      port,
      path: request.path,
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      setHost: false,
      headers: { host: request.host, ...request.headers },
    });
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

const rebound = (origin: string) => `rebinding.attacker.example:${new URL(origin).port}`;
const pageOrigin = 'http://rebinding.attacker.example';

interface HostCase {
  name: string;
  service: 'api' | 'mailbox';
  method?: string;
  path: string;
  headers?: (user: SignedInUser) => Record<string, string>;
  body?: () => string;
}

/** Every case is sent under the attacker's name and must be refused before it does anything. */
const cases: HostCase[] = [
  {
    name: 'signing up an approved address',
    service: 'api',
    path: '/auth/v1/signup',
    headers: () => ({ apikey: stack().publishableKey, 'content-type': 'application/json' }),
    body: () => signUpBody(approvedAddress('rebound')),
  },
  {
    name: 'reading the approval list with the CLI’s public secret key',
    service: 'api',
    path: '/rest/v1/beta_allowlist?select=entry',
    headers: () => ({ apikey: stack().secretKey, authorization: `Bearer ${stack().secretKey}` }),
  },
  {
    name: 'a CORS preflight for the Data API',
    service: 'api',
    method: 'OPTIONS',
    path: '/rest/v1/beta_allowlist',
    headers: () => ({ origin: pageOrigin, 'access-control-request-method': 'GET' }),
  },
  {
    name: 'a message through the route with a user’s valid token',
    service: 'api',
    path: '/functions/v1/route',
    headers: (user) => ({
      apikey: stack().publishableKey,
      authorization: `Bearer ${user.accessToken}`,
      'content-type': 'application/json',
    }),
    body: () => json({ text: 'We will utilize the survey in order to measure recall.' }),
  },
  { name: 'listing the mailbox (magic links)', service: 'mailbox', path: '/api/v1/messages' },
  { name: 'searching the mailbox', service: 'mailbox', path: '/api/v1/search?query=to:demo' },
  { name: 'the mailbox’s HTML inbox', service: 'mailbox', path: '/' },
  { name: 'emptying the mailbox', service: 'mailbox', method: 'DELETE', path: '/api/v1/messages' },
];

describe('the stack under another name (DNS rebinding)', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await signedInUser('host');
  });

  it.each(cases.map((hostCase) => [hostCase.name, hostCase] as const))(
    '%s → 403, nothing done or shown',
    async (_, hostCase) => {
      const origin = hostCase.service === 'api' ? stack().apiUrl : stack().mailUrl;
      const before = await readCounts();
      const reply = await sendWithHost(origin, {
        method: hostCase.method,
        path: hostCase.path,
        host: rebound(origin),
        headers: hostCase.headers?.(user),
        body: hostCase.body?.(),
      });
      expect(reply.status).toBe(403);
      expect(JSON.parse(reply.text)).toEqual({
        message: `The local stack answers only 127.0.0.1, localhost and [::1], not "${rebound(origin)}"`,
      });
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
      expect(await settleCounts(before, 200)).toEqual(before);
    },
  );

  it('serves the mailbox under localhost, with no CORS header a page could read it by', async () => {
    const reply = await sendWithHost(stack().mailUrl, {
      path: '/api/v1/messages',
      host: `localhost:${new URL(stack().mailUrl).port}`,
      headers: { origin: pageOrigin },
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toHaveProperty('messages');
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the API under localhost and [::1] as under 127.0.0.1', async () => {
    const port = new URL(stack().apiUrl).port;
    for (const host of [`localhost:${port}`, `[::1]:${port}`]) {
      const reply = await sendWithHost(stack().apiUrl, {
        path: '/rest/v1/rpc/is_email_allowed',
        host,
        headers: { apikey: stack().publishableKey, 'content-type': 'application/json' },
        body: json({ p_email: user.email }),
      });
      expect(reply.status, host).toBe(200);
      expect(JSON.parse(reply.text)).toBe(true);
    }
  });

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(user);
  });
});
