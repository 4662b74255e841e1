import { beforeAll, describe, it } from 'vitest';
import {
  authRefusal,
  malformedAuthBody,
  tooDeepAuthBody,
  tooLargeAuthBody,
  tooLongEmail,
} from './expected-replies';
import { runHostileCase, titled, type HostileCase } from './hostile-case';
import { expectStackStillServes, signedInUser, type SignedInUser } from './hostile-fixtures';
import {
  addressOfLength,
  approvedAddress,
  approvedDomain,
  json,
  nestedArrays,
  oneMegabyteBody,
  unapprovedAddress,
} from './hostile-inputs';
import type { ExpectedReply } from './reply-shapes';

const path = '/auth/v1/signup';
const password = 'correct horse 42';
const signUp = (email: unknown, extra: Record<string, unknown> = {}) =>
  json({ email, password, ...extra });
const row = (
  name: string,
  body: string,
  expected: ExpectedReply,
  headers?: Record<string, string>,
): HostileCase => ({ name, path, body, expected, headers });
const anonymousDisabled = authRefusal(
  'anonymous_provider_disabled',
  'Anonymous sign-ins are disabled',
  422,
);

const cases: HostileCase[] = [
  // Malformed and truncated JSON.
  row('JSON cut off after a key', '{"email": ', malformedAuthBody),
  row('JSON cut off inside a string', '{"email":"a@demo.associ', malformedAuthBody),
  row(
    'JSON missing its closing brace',
    signUp(approvedAddress('cut')).slice(0, -1),
    malformedAuthBody,
  ),
  row('single-quoted pseudo-JSON', "{'email':'a@b.example'}", malformedAuthBody),
  row('a trailing comma', '{"email":"a@b.example",}', malformedAuthBody),
  row('an empty body', '', malformedAuthBody),
  row(
    'a form-encoded body',
    'email=a%40demo.associate.test&password=correct+horse',
    malformedAuthBody,
    {
      'content-type': 'application/x-www-form-urlencoded',
    },
  ),
  // Wrong JSON types, nulls, arrays and nested objects.
  row('the JSON literal null', 'null', malformedAuthBody),
  row('an array instead of an object', '[]', malformedAuthBody),
  row('a bare string', json(approvedAddress('bare')), malformedAuthBody),
  row('a bare number', '42', malformedAuthBody),
  row('a bare boolean', 'true', malformedAuthBody),
  row('a number as the e-mail', signUp(42), malformedAuthBody),
  row('an array as the e-mail', signUp([approvedAddress('array')]), malformedAuthBody),
  row('a query operator object as the e-mail', signUp({ $ne: null }), malformedAuthBody),
  row(
    'an object as the password',
    json({ email: approvedAddress('pw'), password: { $gt: '' } }),
    malformedAuthBody,
  ),
  row(
    'a number as the password',
    json({ email: approvedAddress('pw'), password: 123456789 }),
    malformedAuthBody,
  ),
  row(
    'a string as the metadata',
    signUp(approvedAddress('data'), { data: 'role=admin' }),
    malformedAuthBody,
  ),
  row(
    'an array as the metadata',
    signUp(approvedAddress('data'), { data: ['admin'] }),
    malformedAuthBody,
  ),
  row(
    'metadata nested 1,001 levels deep',
    `{"email":"${approvedAddress('deep')}","password":"${password}","data":{"x":${nestedArrays(999)}}}`,
    tooDeepAuthBody,
  ),
  row(
    'metadata nested 100,000 levels deep',
    `{"email":"${unapprovedAddress('deep')}","password":"${password}","data":${nestedArrays(100_000)}}`,
    tooDeepAuthBody,
  ),
  row(
    'null e-mail and password (an anonymous sign-up in disguise)',
    '{"email":null,"password":null}',
    anonymousDisabled,
  ),
  row('no e-mail at all', json({ password }), anonymousDisabled),
  row(
    'no password',
    json({ email: unapprovedAddress('no-password') }),
    authRefusal('validation_failed', 'Signup requires a valid password'),
  ),
  row(
    'a five-character password',
    json({ email: unapprovedAddress('short'), password: '12345' }),
    authRefusal('weak_password', /at least 6 characters/, 422),
  ),
  // Sizes.
  row('a 1 MB body', oneMegabyteBody('password'), tooLargeAuthBody),
  row(
    'a 100,000-character password',
    json({ email: approvedAddress('long-password'), password: 'x'.repeat(100_000) }),
    authRefusal('validation_failed', 'Password cannot be longer than 72 characters'),
  ),
  row('a 100,000-character e-mail', signUp(addressOfLength(100_000, approvedDomain)), tooLongEmail),
  row(
    'a 300-character e-mail under the approved domain',
    signUp(addressOfLength(300, approvedDomain)),
    tooLongEmail,
  ),
  row(
    'a 256-byte e-mail (one over hosted Auth’s limit)',
    signUp(addressOfLength(256, approvedDomain)),
    tooLongEmail,
  ),
];

describe('sign-up (POST /auth/v1/signup) with malformed bodies', () => {
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
