import assert from 'node:assert/strict';
import { readAccessClaims, readJsonWebKeySet } from './jwt-verification.ts';

Deno.test('reads a JWKS, keeping every member of its keys', () => {
  const jwks = {
    keys: [
      { kty: 'oct', k: 'c2VjcmV0', alg: 'HS256' },
      { kty: 'EC', kid: 'project-ec-key', crv: 'P-256', x: 'x', y: 'y', use: 'sig' },
    ],
  };
  assert.deepEqual(readJsonWebKeySet(jwks), jwks);
  assert.deepEqual(readJsonWebKeySet({ keys: [] }), { keys: [] });
});

Deno.test('reads no JWKS from what is not one', () => {
  for (const value of [
    null,
    [],
    {},
    { keys: {} },
    { keys: [null] },
    { keys: [{ kid: 'no type' }] },
    { keys: [{ kty: 1 }] },
    { keys: [{ kty: 'oct', kid: 7 }] },
    { keys: [{ kty: 'oct', alg: null }] },
  ]) {
    assert.equal(readJsonWebKeySet(value), undefined, JSON.stringify(value));
  }
});

Deno.test('reads a signed-in user’s claims: subject, role and e-mail, nothing else', () => {
  assert.deepEqual(
    readAccessClaims({
      sub: 'user-1',
      role: 'authenticated',
      email: 'ana@lab.example',
      aud: 'authenticated',
      exp: 1,
    }),
    { sub: 'user-1', role: 'authenticated', email: 'ana@lab.example' },
  );
  assert.deepEqual(readAccessClaims({ sub: 'user-1', role: 'authenticated', iat: 1_700_000_000 }), {
    sub: 'user-1',
    role: 'authenticated',
    iat: 1_700_000_000,
  });
  const withoutEmail = readAccessClaims({ sub: 'user-1', role: 'authenticated' });
  assert.deepEqual(withoutEmail, { sub: 'user-1', role: 'authenticated' });
  assert.equal('email' in withoutEmail!, false);
});

Deno.test('refuses claims that are not a signed-in user’s', () => {
  for (const payload of [
    null,
    'claims',
    { role: 'authenticated' },
    { sub: '', role: 'authenticated' },
    { sub: 7, role: 'authenticated' },
    { sub: 'user-1', role: 'anon' },
    { sub: 'user-1', role: 'service_role' },
    { sub: 'user-1' },
    { sub: 'user-1', role: 'authenticated', email: null },
    { sub: 'user-1', role: 'authenticated', email: 7 },
    { sub: 'user-1', role: 'authenticated', iat: '1700000000' },
    { sub: 'user-1', role: 'authenticated', iat: null },
  ]) {
    assert.equal(readAccessClaims(payload), undefined, JSON.stringify(payload));
  }
});
