import { beforeAll, describe, it } from 'vitest';
import { runHostileCase, titled, type HostileCase } from './hostile-case';
import { expectStackStillServes, signedInUser, type SignedInUser } from './hostile-fixtures';
import {
  addressOfLength,
  approvedAddress,
  approvedDomain,
  badJson,
  emailTooLong,
  invalidEmailFormat,
  json,
  nestedArrays,
  notApprovedByHook,
  oddLocalParts,
  oneMegabyteBody,
  unapprovedAddress,
} from './hostile-inputs';

const path = '/auth/v1/signup';
const password = 'correct horse 42';
const signUp = (email: unknown, extra: Record<string, unknown> = {}) =>
  json({ email, password, ...extra });
const refused = (code: string, message: string | RegExp, status = 400) => ({
  status,
  shape: 'auth-error' as const,
  code,
  message,
});
const badFormat = refused('validation_failed', invalidEmailFormat);
const unapproved = refused('unknown', notApprovedByHook, 403);
const malformed = refused('bad_json', badJson);

const cases: HostileCase[] = [
  // Malformed and truncated JSON.
  { name: 'JSON cut off after a key', path, body: '{"email": ', expected: malformed },
  {
    name: 'JSON cut off inside a string',
    path,
    body: '{"email":"a@demo.associ',
    expected: malformed,
  },
  {
    name: 'JSON missing its closing brace',
    path,
    body: signUp(approvedAddress('truncated')).slice(0, -1),
    expected: malformed,
  },
  { name: 'single-quoted pseudo-JSON', path, body: "{'email':'a@b.example'}", expected: malformed },
  { name: 'a trailing comma', path, body: '{"email":"a@b.example",}', expected: malformed },
  { name: 'an empty body', path, body: '', expected: malformed },
  {
    name: 'a form-encoded body',
    path,
    body: 'email=a%40demo.associate.test&password=correct+horse',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    expected: malformed,
  },
  // Wrong JSON types, nulls, arrays and nested objects.
  { name: 'the JSON literal null', path, body: 'null', expected: malformed },
  { name: 'an array instead of an object', path, body: '[]', expected: malformed },
  { name: 'a bare string', path, body: json(approvedAddress('bare')), expected: malformed },
  { name: 'a bare number', path, body: '42', expected: malformed },
  { name: 'a bare boolean', path, body: 'true', expected: malformed },
  { name: 'a number as the e-mail', path, body: signUp(42), expected: malformed },
  {
    name: 'an array as the e-mail',
    path,
    body: signUp([approvedAddress('array')]),
    expected: malformed,
  },
  {
    name: 'a query operator object as the e-mail',
    path,
    body: signUp({ $ne: null }),
    expected: malformed,
  },
  {
    name: 'an object as the password',
    path,
    body: json({ email: approvedAddress('object-password'), password: { $gt: '' } }),
    expected: malformed,
  },
  {
    name: 'a number as the password',
    path,
    body: json({ email: approvedAddress('number-password'), password: 123456789 }),
    expected: malformed,
  },
  {
    name: 'a string as the metadata',
    path,
    body: signUp(approvedAddress('string-data'), { data: 'role=admin' }),
    expected: malformed,
  },
  {
    name: 'an array as the metadata',
    path,
    body: signUp(approvedAddress('array-data'), { data: ['admin'] }),
    expected: malformed,
  },
  {
    name: 'metadata nested 1,001 levels deep',
    path,
    body: `{"email":"${approvedAddress('deep')}","password":"${password}","data":{"x":${nestedArrays(999)}}}`,
    expected: refused('bad_json', /exceeded max depth$/),
  },
  {
    name: 'metadata nested 100,000 levels deep',
    path,
    body: `{"email":"${unapprovedAddress('deeper')}","password":"${password}","data":${nestedArrays(100_000)}}`,
    expected: refused('bad_json', /exceeded max depth$/),
  },
  {
    name: 'null e-mail and password (an anonymous sign-up in disguise)',
    path,
    body: '{"email":null,"password":null}',
    expected: refused('anonymous_provider_disabled', 'Anonymous sign-ins are disabled', 422),
  },
  {
    name: 'no e-mail at all',
    path,
    body: json({ password }),
    expected: refused('anonymous_provider_disabled', 'Anonymous sign-ins are disabled', 422),
  },
  {
    name: 'no password',
    path,
    body: json({ email: unapprovedAddress('no-password') }),
    expected: refused('validation_failed', 'Signup requires a valid password'),
  },
  {
    name: 'a five-character password',
    path,
    body: json({ email: unapprovedAddress('short-password'), password: '12345' }),
    expected: refused('weak_password', /at least 6 characters/, 422),
  },
  // Sizes.
  {
    name: 'a 1 MB body',
    path,
    body: oneMegabyteBody('password'),
    expected: refused('request_too_large', /larger than \d+ bytes/, 413),
  },
  {
    name: 'a 100,000-character password',
    path,
    body: json({ email: approvedAddress('long-password'), password: 'x'.repeat(100_000) }),
    expected: refused('validation_failed', 'Password cannot be longer than 72 characters'),
  },
  {
    name: 'a 100,000-character e-mail',
    path,
    body: signUp(addressOfLength(100_000, approvedDomain)),
    expected: refused('validation_failed', emailTooLong),
  },
  {
    name: 'a 300-character e-mail under the approved domain',
    path,
    body: signUp(addressOfLength(300, approvedDomain)),
    expected: refused('validation_failed', emailTooLong),
  },
  {
    name: 'a 256-byte e-mail (one over hosted Auth’s limit)',
    path,
    body: signUp(addressOfLength(256, approvedDomain)),
    expected: refused('validation_failed', emailTooLong),
  },
  // Odd characters in the address.
  ...Object.entries(oddLocalParts).map(([kind, localPart]) => ({
    name: `an approved-domain address with ${kind}`,
    path,
    body: signUp(`${localPart}@${approvedDomain}`),
    expected: badFormat,
  })),
  {
    name: 'an approved address wrapped in spaces',
    path,
    body: signUp(` ${approvedAddress('padded')} `),
    expected: badFormat,
  },
  {
    name: 'an approved address ending in a newline',
    path,
    body: signUp(`${approvedAddress('newline')}\n`),
    expected: badFormat,
  },
  {
    name: 'a Cyrillic look-alike of the approved domain',
    path,
    body: signUp('someone@dеmo.associate.test'),
    expected: badFormat,
  },
  {
    name: 'SQL quotes that survive the format check, sent to the hook as data',
    path,
    body: signUp(`o'brien--${unapprovedAddress('sql')}`),
    expected: unapproved,
  },
  // The approval list, straight to the API.
  {
    name: 'an unapproved address sent straight to the API',
    path,
    body: signUp(unapprovedAddress('stranger')),
    expected: unapproved,
  },
  {
    name: 'a subdomain of the approved domain',
    path,
    body: signUp(`someone@lab.${approvedDomain}`),
    expected: unapproved,
  },
  {
    name: 'the approved domain as a prefix of another',
    path,
    body: signUp(`someone@${approvedDomain}.attacker.example`),
    expected: unapproved,
  },
  {
    name: 'the parent of the approved domain',
    path,
    body: signUp('someone@associate.test'),
    expected: unapproved,
  },
  {
    name: 'an unapproved address with admin claims in its metadata',
    path,
    body: signUp(unapprovedAddress('claims'), { data: { role: 'service_role', approved: true } }),
    expected: unapproved,
  },
  {
    name: 'an unapproved address behind a __proto__ key',
    path,
    body: `{"__proto__":{"approved":true},"email":"${unapprovedAddress('proto')}","password":"${password}"}`,
    expected: unapproved,
  },
  {
    name: 'an unapproved address sent as text/plain',
    path,
    body: signUp(unapprovedAddress('plain')),
    headers: { 'content-type': 'text/plain' },
    expected: unapproved,
  },
  {
    name: 'no API key',
    path,
    body: signUp(approvedAddress('no-key')),
    headers: { apikey: null },
    expected: { status: 401, shape: 'api-key-error', message: 'No API key found in request' },
  },
  {
    name: 'a made-up API key',
    path,
    body: signUp(approvedAddress('bad-key')),
    headers: { apikey: 'sb_publishable_not-a-real-key' },
    expected: { status: 401, shape: 'api-key-error', message: 'Invalid API key' },
  },
  // Allowed oddities: the contract says these create an account (and mail its confirmation).
  {
    name: 'a plus-tagged address under the approved domain',
    path,
    body: signUp(approvedAddress('plus+tag')),
    expected: { status: 200, shape: 'user' },
    creates: { users: 1, mails: 1 },
  },
  {
    name: 'an upper-case address under the approved domain',
    path,
    body: signUp(approvedAddress('UPPER').toUpperCase()),
    expected: { status: 200, shape: 'user' },
    creates: { users: 1, mails: 1 },
  },
];

describe('sign-up (POST /auth/v1/signup) under attack', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await signedInUser('sign-up');
  });

  it.each(titled(cases))('%s', async (_, hostileCase) => {
    await runHostileCase(hostileCase, undefined);
  });

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(user);
  });
});
