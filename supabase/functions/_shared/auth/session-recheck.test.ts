import assert from 'node:assert/strict';
import { RouteError } from '../http/route-error.ts';
import { createCallerVerifier, sessionRecheckMs } from './caller-verification.ts';
import { signingKey, testIssuer, userClaims } from './sign-test-token.test-support.ts';

/**
 * Sessions ended elsewhere (a password change signs every other session out): their access
 * tokens stay valid until they expire, so the function asks Auth about an older token's session
 * at most once per recheck time, and refuses it within that time once Auth says it is gone.
 */
const es256 = await signingKey('ES256', 'project-ec-key');
const projectJwks = { keys: [es256.publicJwk] };

async function rejectsWith401(promise: Promise<unknown>) {
  await assert.rejects(promise, (error) => error instanceof RouteError && error.status === 401);
}

/** A verifier on a clock the test moves, whose Auth answers as `sessionAlive` says. */
function onClock(start: number) {
  const state = { nowMs: start, sessionAlive: true, authDown: false, lookups: 0 };
  const verify = createCallerVerifier({
    jwks: projectJwks as never,
    issuer: testIssuer,
    nowMs: () => state.nowMs,
    fetchUser: async () => {
      state.lookups++;
      await Promise.resolve();
      if (state.authDown) throw new Error('Auth is unreachable');
      return state.sessionAlive
        ? {
            id: '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90',
            email: 'ada@example.org',
            aud: 'authenticated',
          }
        : undefined;
    },
  });
  return { state, verify };
}

Deno.test(
  'a session revoked after the token was issued is refused within the recheck time',
  async () => {
    const issued = 1_700_000_000_000;
    const { state, verify } = onClock(issued);
    const token = `Bearer ${await es256.sign(userClaims({ iat: issued / 1000, exp: issued / 1000 + 3600 }))}`;

    // Minted moments ago: its session was alive then, so no round trip.
    await verify(token);
    state.nowMs += sessionRecheckMs - 1;
    await verify(token);
    assert.equal(state.lookups, 0);

    // The password is changed on another device: Auth ends this session; the token stays valid.
    state.sessionAlive = false;
    state.nowMs += 2;
    await rejectsWith401(verify(token));
    assert.equal(state.lookups, 1);
    // Refused until it expires, without asking again.
    await rejectsWith401(verify(token));
    assert.equal(state.lookups, 1);
  },
);

Deno.test(
  'an older token is asked about once per recheck time while its session lives',
  async () => {
    const issued = 1_700_000_000_000;
    const { state, verify } = onClock(issued + 10 * 60_000);
    const token = `Bearer ${await es256.sign(userClaims({ iat: issued / 1000, exp: issued / 1000 + 3600 }))}`;

    await Promise.all([verify(token), verify(token), verify(token)]);
    assert.equal(state.lookups, 1, 'requests that arrive together ask once');
    state.nowMs += sessionRecheckMs - 1;
    await verify(token);
    assert.equal(state.lookups, 1);
    state.nowMs += 2;
    await verify(token);
    assert.equal(state.lookups, 2);
  },
);

Deno.test(
  'Auth not answering leaves the signature to decide, and the next request asks again',
  async () => {
    const issued = 1_700_000_000_000;
    const { state, verify } = onClock(issued + 10 * 60_000);
    const token = `Bearer ${await es256.sign(userClaims({ iat: issued / 1000, exp: issued / 1000 + 3600 }))}`;

    state.authDown = true;
    assert.equal((await verify(token)).email, 'ada@example.org');
    state.authDown = false;
    state.sessionAlive = false;
    await rejectsWith401(verify(token));
    assert.equal(state.lookups, 2);
  },
);

Deno.test('a token without iat is asked about at once', async () => {
  const { state, verify } = onClock(Date.now());
  const { iat: _, ...claims } = userClaims();
  await verify(`Bearer ${await es256.sign(claims)}`);
  assert.equal(state.lookups, 1);
});
