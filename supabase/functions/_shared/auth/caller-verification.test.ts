import assert from 'node:assert/strict';
import { RouteError } from '../http/route-error.ts';
import { type AuthUser, createCallerVerifier } from './caller-verification.ts';
import { createApprovalCheck } from './approval-check.ts';
import { octJwks, signHs256, userClaims } from './sign-test-token.ts';

const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';

function verifier(
  fetchUser: (token: string) => Promise<AuthUser | undefined> = () => Promise.resolve(undefined),
) {
  return createCallerVerifier({ jwks: JSON.parse(octJwks(secret)), fetchUser });
}

async function rejectsWith401(promise: Promise<unknown>) {
  await assert.rejects(promise, (error) => error instanceof RouteError && error.status === 401);
}

Deno.test('accepts a user token signed with the project secret, without a round trip', async () => {
  let lookups = 0;
  const verify = verifier(() => {
    lookups++;
    return Promise.resolve(undefined);
  });
  const caller = await verify(
    `Bearer ${await signHs256(userClaims({ email: 'Ada@Example.org' }), secret)}`,
  );
  assert.equal(caller.userId, '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90');
  assert.equal(caller.email, 'ada@example.org');
  assert.equal(lookups, 0);
});

Deno.test('refuses missing, malformed, tampered, expired, anon and alg:none tokens', async () => {
  const verify = verifier();
  await rejectsWith401(verify(null));
  await rejectsWith401(verify('Basic abc'));
  await rejectsWith401(verify('Bearer not-a-jwt'));
  const good = await signHs256(userClaims(), secret);
  const [header, , signature] = good.split('.');
  const forged = btoa(JSON.stringify(userClaims({ sub: 'someone-else' }))).replace(/=+$/, '');
  await rejectsWith401(verify(`Bearer ${header}.${forged}.${signature}`));
  await rejectsWith401(
    verify(`Bearer ${await signHs256(userClaims(), 'another-secret-of-sufficient-length-123')}`),
  );
  await rejectsWith401(
    verify(
      `Bearer ${await signHs256(userClaims({ exp: Math.floor(Date.now() / 1000) - 1 }), secret)}`,
    ),
  );
  await rejectsWith401(
    verify(
      `Bearer ${await signHs256({ role: 'anon', iss: 'supabase-demo', exp: 1983812996 }, secret)}`,
    ),
  );
  await rejectsWith401(verify(`Bearer ${await signHs256(userClaims({ aud: 'other' }), secret)}`));
  const none = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })).replace(/=+$/, '')}.${good.split('.')[1]}.`;
  await rejectsWith401(verify(`Bearer ${none}`));
});

Deno.test(
  'asks Auth about tokens signed by a key it does not hold, and caches the answer',
  async () => {
    let lookups = 0;
    const verify = verifier((token) => {
      lookups++;
      return Promise.resolve(
        token.length > 0
          ? {
              id: 'user-9',
              email: 'grace@example.org',
              aud: 'authenticated',
              role: 'authenticated',
            }
          : undefined,
      );
    });
    const token = await signHs256(userClaims(), secret, { header: { kid: 'rotated-key' } });
    assert.equal((await verify(`Bearer ${token}`)).userId, 'user-9');
    assert.equal((await verify(`Bearer ${token}`)).userId, 'user-9');
    assert.equal(lookups, 1);
    await rejectsWith401(verifier()(`Bearer ${token}`));
  },
);

Deno.test('checks a token’s signature once, but its expiry on every request', async () => {
  let nowMs = 1_000_000_000_000;
  const verify = createCallerVerifier({
    jwks: JSON.parse(octJwks(secret)),
    fetchUser: () => Promise.resolve(undefined),
    nowMs: () => nowMs,
  });
  const token = `Bearer ${await signHs256(userClaims({ exp: nowMs / 1000 + 60 }), secret)}`;
  const subtle = crypto.subtle as SubtleCrypto & { verify: SubtleCrypto['verify'] };
  const original = subtle.verify;
  let signatureChecks = 0;
  subtle.verify = (...args: Parameters<SubtleCrypto['verify']>) => {
    signatureChecks++;
    return original.apply(subtle, args);
  };
  try {
    const first = await verify(token);
    assert.deepEqual(await verify(token), first, 'the same caller from the remembered claims');
    assert.equal(signatureChecks, 1, 'the second request reuses the verified signature');
    const anon = `Bearer ${await signHs256({ role: 'anon', exp: nowMs / 1000 + 60 }, secret)}`;
    await rejectsWith401(verify(anon));
    await rejectsWith401(verify(anon));
    nowMs += 61_000;
    await rejectsWith401(verify(token));
    const [header, payload, signature] = token.slice('Bearer '.length).split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}AA`;
    await rejectsWith401(verify(`Bearer ${tampered}`));
    assert.equal(signatureChecks, 3, 'any other text is checked afresh');
  } finally {
    subtle.verify = original;
  }
});

Deno.test('verifies ES256 tokens with a public key from the JWKS', async () => {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const jwk = {
    ...(await crypto.subtle.exportKey('jwk', pair.publicKey)),
    kid: 'key-1',
    alg: 'ES256',
  };
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const signed = `${encode({ alg: 'ES256', typ: 'JWT', kid: 'key-1' })}.${encode(userClaims())}`;
  const signature = new Uint8Array(
    await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      pair.privateKey,
      new TextEncoder().encode(signed),
    ),
  );
  const token = `${signed}.${btoa(String.fromCharCode(...signature))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')}`;
  const verify = createCallerVerifier({
    jwks: { keys: [jwk as never] },
    fetchUser: () => Promise.resolve(undefined),
  });
  assert.equal((await verify(`Bearer ${token}`)).email, 'ada@example.org');
});

Deno.test('approval answers are cached for a minute per e-mail, failures are not', async () => {
  let now = 0;
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
    nowMs: () => now,
  });
  assert.equal(await check('Ada@example.org', 't'), true);
  assert.equal(await check('ada@example.org', 't'), true);
  assert.equal(calls, 1);
  now = 60_001;
  failNext = true;
  await assert.rejects(check('ada@example.org', 't'));
  assert.equal(await check('ada@example.org', 't'), true);
  assert.equal(calls, 3);
});
