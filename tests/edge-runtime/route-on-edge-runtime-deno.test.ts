import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  routeResponseSchema,
} from '../../supabase/functions/_shared/contract/route-contract';
import { maxBodyBytes } from '../../supabase/functions/_shared/contract/route-request-contract';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/start-local-supabase';
import {
  edgeRuntimeDenoPath,
  machineEnvironment,
} from '../../local-supabase/functions/edge-runtime-deno-binary';
import {
  cacheFunction,
  denoVersion,
  serveFunction,
  type FunctionOnDeno,
  type ServedFunction,
} from './edge-runtime-deno';
import { startSigningKeyGateway, type SigningKeyGateway } from './signing-key-gateway';
import { startMockVendorProcess, type MockVendorProcess } from '../support/mock-vendor-process';
import {
  createApprovedUser,
  createSigningKey,
  hostedPlatformVariables,
  signAccessToken,
  type HostedProject,
  type ProjectUser,
} from './hosted-project';

// The route function's unmodified entry point on the Deno generation Supabase's Edge Runtime is
// built on (2.1, V8 13), with the variables the Edge Runtime injects on a hosted project, in
// front of a real Auth and database (the embedded stack). A language feature or API newer than
// the Edge Runtime fails here instead of after deploy.

const routeFolder = fileURLToPath(new URL('../../supabase/functions/route', import.meta.url));
// Small enough to reach in this file: the fourth reply of the minute is refused.
const repliesPerMinute = 3;

let stack: LocalSupabase;
let gateway: SigningKeyGateway;
let project: HostedProject;
let user: ProjectUser;
let served: ServedFunction;
let target: FunctionOnDeno;
let replies = 0;
/** The same function with a remote vendor (the mock), so the privacy shield masks its drafts. */
let shielded: ServedFunction;
let mockVendor: MockVendorProcess;

async function callRoute(
  init: { method?: string; token?: string; body?: string; to?: ServedFunction } = {},
) {
  const headers: Record<string, string> = {
    apikey: project.publishableKey,
    'content-type': 'application/json',
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${(init.to ?? served).url}/route`, {
    method: init.method ?? 'POST',
    headers,
    body: init.method === 'GET' ? undefined : (init.body ?? JSON.stringify({ text: draft })),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

const draft = 'We will utilize the survey in order to measure recall prior to the launch.';

async function expectOfflineReply(token: string) {
  const reply = await callRoute({ token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  replies += 1;
  const parsed = routeResponseSchema.parse(reply.body);
  expect(parsed.meta.vendor).toBe('local');
  expect(parsed.output.length).toBeGreaterThan(0);
}

function expectRefusal(reply: { status: number; body: unknown }, status: number, code: string) {
  expect(reply.status).toBe(status);
  expect(errorBodySchema.parse(reply.body).error.code).toBe(code);
}

beforeAll(async () => {
  stack = await startLocalSupabase({
    memory: true,
    apiPort: 0,
    mailPort: 0,
    quiet: true,
    functionsFolder: null,
  });
  const signingKey = await createSigningKey();
  gateway = await startSigningKeyGateway({
    upstream: stack.apiUrl,
    publicJwks: { keys: [signingKey.publicJwk] },
    stackJwtSecret: stack.jwtSecret,
  });
  project = {
    url: gateway.url,
    publishableKey: stack.publishableKey,
    secretKey: stack.secretKey,
    legacyJwtSecret: stack.jwtSecret,
    signingKey,
  };
  user = await createApprovedUser(stack, `edge-runtime-${Date.now()}@smoke.example.edu`);
  const environment = machineEnvironment(process.env);
  target = {
    denoPath: edgeRuntimeDenoPath(),
    entrypoint: `${routeFolder}/index.ts`,
    configFile: `${routeFolder}/deno.json`,
    environment,
  };
  // From an empty DENO_DIR this fetches every package of the function from the registry.
  await cacheFunction(target);
  const platform = {
    ...environment,
    ...(await hostedPlatformVariables(project)),
    ROUTE_QUOTA_PER_MINUTE: String(repliesPerMinute),
  };
  mockVendor = await startMockVendorProcess();
  [served, shielded] = await Promise.all([
    serveFunction({ ...target, environment: platform }, { readyTimeoutMs: 60_000 }),
    serveFunction(
      {
        ...target,
        environment: {
          ...platform,
          OPENAI_API_KEY: 'mock',
          OPENAI_BASE_URL: `${mockVendor.url}/openai/v1`,
        },
      },
      { readyTimeoutMs: 60_000 },
    ),
  ]);
}, 600_000);

afterAll(async () => {
  await served?.stop();
  await shielded?.stop();
  await mockVendor?.stop();
  await gateway?.stop();
  await stack?.stop();
});

describe('the route function on the Edge Runtime’s Deno', () => {
  it('runs on Deno 2.1, the generation of the Edge Runtime', async () => {
    expect(await denoVersion(target.denoPath)).toMatch(/^2\.1\./);
  });

  it('answers a CORS preflight with 204', async () => {
    const reply = await callRoute({ method: 'OPTIONS' });
    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers an approved user whose ES256 token checks out against SUPABASE_JWKS', async () => {
    await expectOfflineReply(await signAccessToken(project, user));
  });

  it('answers an approved user whose HS256 session token only Auth can check', async () => {
    await expectOfflineReply(user.accessToken);
  });

  it('refuses a body that is not JSON with 400', async () => {
    expectRefusal(
      await callRoute({ token: user.accessToken, body: '{"text":' }),
      400,
      'invalid_json',
    );
  });

  it('refuses a call without a token, and a token signed with another key, with 401', async () => {
    expectRefusal(await callRoute(), 401, 'unauthorized');
    const forged = await signAccessToken(project, user, { key: await createSigningKey() });
    expectRefusal(await callRoute({ token: forged }), 401, 'unauthorized');
    const expired = await signAccessToken(project, user, { expiresInSeconds: -60 });
    expectRefusal(await callRoute({ token: expired }), 401, 'unauthorized');
  });

  it('refuses a verified user whose address is not on the approval list with 403', async () => {
    const stranger = { id: crypto.randomUUID(), email: 'stranger@unlisted.example.edu' };
    expectRefusal(
      await callRoute({ token: await signAccessToken(project, stranger) }),
      403,
      'not_approved',
    );
  });

  it('refuses another method than POST with 405', async () => {
    expectRefusal(
      await callRoute({ method: 'GET', token: user.accessToken }),
      405,
      'method_not_allowed',
    );
  });

  it('refuses a body over 64 KB with 413', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(maxBodyBytes) });
    expectRefusal(await callRoute({ token: user.accessToken, body }), 413, 'payload_too_large');
  });

  it('refuses the reply past the per-minute quota with 429 and Retry-After', async () => {
    while (replies < repliesPerMinute) await expectOfflineReply(user.accessToken);
    const refused = await callRoute({ token: user.accessToken });
    expectRefusal(refused, 429, 'quota_exceeded');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps a draft’s values from a vendor, every validator library loaded, and puts them back', async () => {
    const values = [
      'j.moreno@uni-example.edu',
      '+44 20 7946 0958',
      'DE89 3704 0044 0532 0130 00',
      '4111 1111 1111 1111',
      '192.168.10.4',
      'sk-proj-Xb7KqL9mN2pR4sT6vW8yZ0aC3eF5hJ1k',
    ];
    const text = `Please write to ${values[0]} or call ${values[1]} before Friday. Pay the 12 participants from ${values[2]} or the card ${values[3]}; the server is ${values[4]} and its key is ${values[5]}.`;
    const writer = await createApprovedUser(stack, `edge-shield-${Date.now()}@smoke.example.edu`);
    const reply = await callRoute({
      token: writer.accessToken,
      body: JSON.stringify({ text }),
      to: shielded,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const parsed = routeResponseSchema.parse(reply.body);
    expect(parsed.meta.vendor).toBe('openai');
    expect(parsed.refinement.refined).toBe(text);
    expect(parsed.meta.withheld).toEqual({
      email: 1,
      phone: 1,
      card: 1,
      iban: 1,
      ip: 1,
      secret: 1,
    });
    const calls = await mockVendor.receivedCalls('openai');
    expect(calls).toHaveLength(1);
    for (const value of values) expect(JSON.stringify(calls)).not.toContain(value);
    expect(calls[0]?.body).toContain('⟦IBAN 1⟧');
  });

  it('logged no error and no failed background task along the way', () => {
    for (const running of [served, shielded]) {
      expect(running.output()).not.toMatch(/"level":"error"|waitUntil task failed|Uncaught/);
    }
  });
});
