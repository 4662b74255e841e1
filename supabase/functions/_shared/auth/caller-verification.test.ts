import assert from 'node:assert/strict';
import { base64url } from 'jose';
import { RouteError } from '../http/route-error.ts';
import { type AuthUser, createCallerVerifier, readAuthUser } from './caller-verification.ts';
import { createApprovalCheck } from './approval-check.ts';
import {
  octJwks,
  signHs256,
  signingKey,
  testIssuer,
  type TestSigningKey,
  userClaims,
} from './sign-test-token.test-support.ts';

const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';
const now = () => Math.floor(Date.now() / 1000);

/** The project's keys as the edge runtime passes them: the legacy secret and two signing keys. */
const es256 = await signingKey('ES256', 'project-ec-key');
const rs256 = await signingKey('RS256', 'project-rsa-key');
const projectJwks = {
  keys: [...JSON.parse(octJwks(secret)).keys, es256.publicJwk, rs256.publicJwk],
};

function verifier(
  options: {
    jwks?: { keys: Array<Record<string, unknown>> } | undefined;
    fetchUser?: (token: string) => Promise<AuthUser | undefined>;
  } = {},
) {
  return createCallerVerifier({
    jwks: ('jwks' in options ? options.jwks : projectJwks) as never,
    issuer: testIssuer,
    fetchUser: options.fetchUser ?? (() => Promise.resolve(undefined)),
  });
}

async function rejectsWith401(promise: Promise<unknown>) {
  await assert.rejects(promise, (error) => error instanceof RouteError && error.status === 401);
}

const encode = (value: unknown) =>
  base64url.encode(new TextEncoder().encode(JSON.stringify(value)));

Deno.test('accepts every token hosted Auth issues, locally, without a round trip', async () => {
  let lookups = 0;
  const verify = verifier({
    fetchUser: () => {
      lookups++;
      return Promise.resolve(undefined);
    },
  });
  const tokens = {
    'HS256 with the legacy secret': await signHs256(userClaims(), secret),
    'ES256 with a signing key': await es256.sign(userClaims()),
    'RS256 with a signing key': await rs256.sign(userClaims()),
    'an audience list that names authenticated': await signHs256(
      userClaims({ aud: ['authenticated', 'other'] }),
      secret,
    ),
  };
  for (const [kind, token] of Object.entries(tokens)) {
    const caller = await verify(`Bearer ${token}`);
    assert.equal(caller.userId, '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90', kind);
    assert.equal(caller.email, 'ada@example.org', kind);
  }
  assert.equal(lookups, 0);
});

Deno.test('accepts HS256 with the CLI’s secret key, which names no alg', async () => {
  const verify = verifier({ jwks: JSON.parse(octJwks(secret, {})) });
  const caller = await verify(`Bearer ${await signHs256(userClaims(), secret)}`);
  assert.equal(caller.email, 'ada@example.org');
});

/** A key of the right kind that is not the project's: an attacker's. */
const attackerEc = await signingKey('ES256', 'project-ec-key');

const refusedTokens: Array<[string, () => Promise<string> | string]> = [
  [
    'another issuer',
    () => signHs256(userClaims({ iss: 'https://attacker.example/auth/v1' }), secret),
  ],
  ['no issuer', () => signHs256(userClaims({ iss: undefined }), secret)],
  [
    'the issuer with a trailing slash',
    () => signHs256(userClaims({ iss: 'http://127.0.0.1:54321/auth/v1/' }), secret),
  ],
  ['another audience', () => signHs256(userClaims({ aud: 'billing' }), secret)],
  ['no audience', () => signHs256(userClaims({ aud: undefined }), secret)],
  ['the anon role', () => signHs256(userClaims({ role: 'anon' }), secret)],
  ['the service_role role', () => signHs256(userClaims({ role: 'service_role' }), secret)],
  ['no subject', () => signHs256(userClaims({ sub: undefined }), secret)],
  ['no expiry', () => signHs256(userClaims({ exp: undefined }), secret)],
  ['an expired token', () => signHs256(userClaims({ exp: now() - 1 }), secret)],
  [
    'a token not valid before an hour from now',
    () => signHs256(userClaims({ nbf: now() + 3600 }), secret),
  ],
  ['another secret', () => signHs256(userClaims(), 'another-secret-of-sufficient-length-123')],
  [
    'HS512 with the right secret (alg not bound to the key)',
    async () => {
      const [, payload] = (await signHs256(userClaims(), secret)).split('.');
      return `${encode({ alg: 'HS512', typ: 'JWT' })}.${payload}.${'A'.repeat(86)}`;
    },
  ],
  ['alg none', () => `${encode({ alg: 'none', typ: 'JWT' })}.${encode(userClaims())}.`],
  ['ES256 signed by another key under the project’s kid', () => attackerEc.sign(userClaims())],
  [
    'a tampered payload',
    async () => {
      const [header, , signature] = (await es256.sign(userClaims())).split('.');
      return `${header}.${encode(userClaims({ sub: 'someone-else' }))}.${signature}`;
    },
  ],
  [
    'a tampered signature',
    async () => {
      const token = await signHs256(userClaims(), secret);
      return `${token.slice(0, -2)}${token.endsWith('AA') ? 'BA' : 'AA'}`;
    },
  ],
  ['a truncated token', async () => (await signHs256(userClaims(), secret)).slice(0, -12)],
  ['two segments', () => 'abc.def'],
  ['garbage', () => 'not-a-jwt'],
];

for (const [kind, mint] of refusedTokens) {
  Deno.test(`refuses ${kind}, without asking Auth`, async () => {
    let lookups = 0;
    const verify = verifier({
      fetchUser: () => {
        lookups++;
        return Promise.resolve({ id: 'u', aud: 'authenticated', role: 'authenticated' });
      },
    });
    await rejectsWith401(verify(`Bearer ${await mint()}`));
    assert.equal(lookups, 0);
  });
}

/** Tokens whose kid names no key of their alg: never verified with the key of another type. */
const crossTypeTokens: Array<[string, () => Promise<string>]> = [
  [
    'RS256 under the EC key’s kid',
    async () => {
      const [, payload, signature] = (await rs256.sign(userClaims())).split('.');
      return `${encode({ alg: 'RS256', typ: 'JWT', kid: 'project-ec-key' })}.${payload}.${signature}`;
    },
  ],
  [
    'HS256 keyed with the public RSA key (algorithm confusion)',
    async () => {
      const header = encode({ alg: 'HS256', typ: 'JWT', kid: 'project-rsa-key' });
      const payload = encode(userClaims());
      const key = await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(JSON.stringify(rs256.publicJwk)),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      const mac = await crypto.subtle.sign(
        'HMAC',
        key,
        new TextEncoder().encode(`${header}.${payload}`),
      );
      return `${header}.${payload}.${base64url.encode(new Uint8Array(mac))}`;
    },
  ],
];

for (const [kind, mint] of crossTypeTokens) {
  Deno.test(`leaves ${kind} to Auth, and refuses it when Auth does`, async () => {
    let lookups = 0;
    const verify = verifier({
      fetchUser: () => {
        lookups++;
        return Promise.resolve(undefined);
      },
    });
    await rejectsWith401(verify(`Bearer ${await mint()}`));
    assert.equal(lookups, 1);
  });
}

Deno.test('refuses a missing or malformed Authorization header', async () => {
  const verify = verifier();
  await rejectsWith401(verify(null));
  await rejectsWith401(verify('Basic abc'));
  await rejectsWith401(verify('Bearer'));
  await rejectsWith401(verify(`Bearer ${await signHs256(userClaims(), secret)} junk`));
});

Deno.test('asks Auth about a token whose key it does not hold, and caches the answer', async () => {
  let lookups = 0;
  const fetchUser = () => {
    lookups++;
    return Promise.resolve<AuthUser>({
      id: 'user-9',
      email: 'grace@example.org',
      aud: 'authenticated',
      role: 'authenticated',
    });
  };
  const rotated: Array<[string, TestSigningKey | null, string]> = [
    [
      'an HS256 kid it does not hold',
      null,
      await signHs256(userClaims(), secret, { header: { kid: 'rotated' } }),
    ],
    ['a new signing key', null, await (await signingKey('ES256', 'next-key')).sign(userClaims())],
  ];
  for (const [kind, , token] of rotated) {
    lookups = 0;
    const verify = verifier({ fetchUser });
    assert.equal((await verify(`Bearer ${token}`)).userId, 'user-9', kind);
    assert.equal((await verify(`Bearer ${token}`)).userId, 'user-9', kind);
    assert.equal(lookups, 1, kind);
    await rejectsWith401(verifier()(`Bearer ${token}`));
  }
  const noKeys = verifier({ jwks: undefined, fetchUser });
  assert.equal((await noKeys(`Bearer ${await es256.sign(userClaims())}`)).userId, 'user-9');
  const anonymous = verifier({
    fetchUser: () => Promise.resolve({ id: 'a', aud: 'authenticated', role: 'anon' }),
  });
  await rejectsWith401(
    anonymous(`Bearer ${await (await signingKey('RS256', 'x')).sign(userClaims())}`),
  );
});

Deno.test('verifies a token once, and takes it back once it expires', async () => {
  let nowMs = 1_000_000_000_000;
  const verify = createCallerVerifier({
    jwks: projectJwks as never,
    issuer: testIssuer,
    fetchUser: () => Promise.resolve(undefined),
    nowMs: () => nowMs,
  });
  const claims = userClaims({ iat: nowMs / 1000, exp: nowMs / 1000 + 60 });
  const token = `Bearer ${await es256.sign(claims)}`;
  const subtle = crypto.subtle as SubtleCrypto & { verify: SubtleCrypto['verify'] };
  const original = subtle.verify;
  let signatureChecks = 0;
  subtle.verify = (...args: Parameters<SubtleCrypto['verify']>) => {
    signatureChecks++;
    return original.apply(subtle, args);
  };
  try {
    const first = await verify(token);
    assert.deepEqual(await verify(token), first, 'the same caller, remembered');
    assert.equal(signatureChecks, 1, 'the second request checks no signature');
    nowMs += 60_000;
    await rejectsWith401(verify(token));
    assert.equal(signatureChecks, 2, 'an expired token is checked afresh, and refused');
  } finally {
    subtle.verify = original;
  }
});

Deno.test('approval answers are cached for a minute per e-mail, failures are not', async () => {
  let clock = 0;
  let calls = 0;
  let failNext = false;
  const check = createApprovalCheck({
    isEmailAllowed: (email) => {
      calls++;
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('db down'));
      }
      return Promise.resolve(email === 'ada@example.org');
    },
    nowMs: () => clock,
  });
  assert.equal(await check('Ada@example.org', 't'), true);
  assert.equal(await check('ada@example.org', 't'), true);
  assert.equal(calls, 1);
  clock = 60_001;
  failNext = true;
  await assert.rejects(check('ada@example.org', 't'));
  assert.equal(await check('ada@example.org', 't'), true);
  assert.equal(calls, 3);
});

Deno.test('reads Auth’s answer about a user: id, audience, e-mail and role', () => {
  const user = {
    id: 'user-1',
    aud: 'authenticated',
    email: 'ana@lab.example',
    role: 'authenticated',
  };
  assert.deepEqual(readAuthUser({ ...user, app_metadata: {}, created_at: 'now' }), user);
  assert.deepEqual(readAuthUser({ id: 'user-1', aud: 'authenticated' }), {
    id: 'user-1',
    aud: 'authenticated',
  });
  for (const answer of [
    null,
    [],
    { aud: 'authenticated' },
    { id: '', aud: 'authenticated' },
    { id: 'user-1' },
    { id: 'user-1', aud: 'authenticated', email: null },
    { id: 'user-1', aud: 'authenticated', role: 1 },
  ]) {
    assert.equal(readAuthUser(answer), undefined, JSON.stringify(answer));
  }
});
