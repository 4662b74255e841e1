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

const path = '/auth/v1/otp';
const otp = (email: unknown, extra: Record<string, unknown> = {}) => json({ email, ...extra });
const refused = (code: string, message: string | RegExp, status = 400) => ({
  status,
  shape: 'auth-error' as const,
  code,
  message,
});
const malformed = refused('bad_json', badJson);
const badFormat = refused('validation_failed', invalidEmailFormat);
const unapproved = refused('unknown', notApprovedByHook, 403);

const cases: HostileCase[] = [
  { name: 'JSON cut off after a key', path, body: '{"email": ', expected: malformed },
  {
    name: 'JSON cut off inside a string',
    path,
    body: '{"email":"someone@demo',
    expected: malformed,
  },
  // Hosted Auth calls this bad_json and lite a missing address: a 400 with a message either way.
  { name: 'an empty body', path, body: '', expected: { status: 400, shape: 'auth-error' } },
  { name: 'the JSON literal null', path, body: 'null', expected: malformed },
  {
    name: 'an array of addresses',
    path,
    body: json([approvedAddress('array')]),
    expected: malformed,
  },
  { name: 'a number as the e-mail', path, body: otp(12345), expected: malformed },
  { name: 'an object as the e-mail', path, body: otp({ $regex: '.*' }), expected: malformed },
  {
    name: 'a string where create_user is a boolean',
    path,
    body: otp(approvedAddress('create-user'), { create_user: 'false' }),
    expected: malformed,
  },
  { name: 'a number as the phone', path, body: json({ phone: 15555550100 }), expected: malformed },
  {
    name: 'an array as the options',
    path,
    body: otp(unapprovedAddress('options'), { options: [] }),
    expected: malformed,
  },
  {
    name: 'metadata nested 100,000 levels deep',
    path,
    body: `{"email":"${unapprovedAddress('deep')}","data":${nestedArrays(100_000)}}`,
    expected: refused('bad_json', /exceeded max depth$/),
  },
  {
    name: 'an empty object',
    path,
    body: '{}',
    expected: refused('validation_failed', 'One of email or phone must be set'),
  },
  {
    name: 'a null e-mail',
    path,
    body: '{"email":null}',
    expected: refused('validation_failed', 'One of email or phone must be set'),
  },
  {
    name: 'a 1 MB body',
    path,
    body: oneMegabyteBody('email'),
    expected: refused('request_too_large', /larger than \d+ bytes/, 413),
  },
  {
    name: 'a 100,000-character e-mail',
    path,
    body: otp(addressOfLength(100_000, approvedDomain)),
    expected: refused('validation_failed', emailTooLong),
  },
  {
    name: 'a 300-character e-mail under the approved domain',
    path,
    body: otp(addressOfLength(300, approvedDomain)),
    expected: refused('validation_failed', emailTooLong),
  },
  ...Object.entries(oddLocalParts).map(([kind, localPart]) => ({
    name: `an approved-domain address with ${kind}`,
    path,
    body: otp(`${localPart}@${approvedDomain}`),
    expected: badFormat,
  })),
  {
    name: 'an approved address wrapped in tabs',
    path,
    body: otp(`\t${approvedAddress('tabs')}\t`),
    expected: badFormat,
  },
  {
    name: 'an unapproved address sent straight to the API',
    path,
    body: otp(unapprovedAddress('stranger')),
    expected: unapproved,
  },
  {
    name: 'an unapproved address asking to be created',
    path,
    body: otp(unapprovedAddress('create'), { create_user: true, data: { approved: true } }),
    expected: unapproved,
  },
  {
    name: 'an unapproved address in capitals',
    path,
    body: otp(unapprovedAddress('shout').toUpperCase()),
    expected: unapproved,
  },
  {
    name: 'a subdomain of the approved domain',
    path,
    body: otp(`someone@mail.${approvedDomain}`),
    expected: unapproved,
  },
  {
    name: 'SQL quotes that survive the format check',
    path,
    body: otp(`o'neil--${unapprovedAddress('sql')}`),
    expected: unapproved,
  },
  {
    name: 'an approved address that may not be created',
    path,
    body: otp(approvedAddress('no-create'), { create_user: false }),
    expected: refused('otp_disabled', 'Signups not allowed for otp', 422),
  },
  {
    name: 'no API key',
    path,
    body: otp(approvedAddress('no-key')),
    headers: { apikey: null },
    expected: { status: 401, shape: 'api-key-error', message: 'No API key found in request' },
  },
  {
    name: 'a plus-tagged address under the approved domain',
    path,
    body: otp(approvedAddress('magic+tag')),
    expected: { status: 200, shape: 'empty-object' },
    creates: { users: 1, mails: 1 },
  },
];

describe('magic link (POST /auth/v1/otp) under attack', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await signedInUser('otp');
  });

  it.each(titled(cases))('%s', async (_, hostileCase) => {
    await runHostileCase(hostileCase, undefined);
  });

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(user);
  });
});
