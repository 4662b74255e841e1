import {
  authRefusal,
  malformedAuthBody,
  tooDeepAuthBody,
  tooLargeAuthBody,
  tooLongEmail,
} from './expected-replies';
import { describeAttackTable, rowsFor, type HostileCase } from './hostile-case';
import {
  addressOfLength,
  approvedAddress,
  approvedDomain,
  json,
  nestedArrays,
  oneMegabyteBody,
  signUpBody,
  signUpPassword,
  unapprovedAddress,
} from './hostile-inputs';

const path = '/auth/v1/signup';
const row = rowsFor(path);
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
    signUpBody(approvedAddress('cut')).slice(0, -1),
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
  row('a number as the e-mail', signUpBody(42), malformedAuthBody),
  row('an array as the e-mail', signUpBody([approvedAddress('array')]), malformedAuthBody),
  row('a query operator object as the e-mail', signUpBody({ $ne: null }), malformedAuthBody),
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
    signUpBody(approvedAddress('data'), { data: 'role=admin' }),
    malformedAuthBody,
  ),
  row(
    'an array as the metadata',
    signUpBody(approvedAddress('data'), { data: ['admin'] }),
    malformedAuthBody,
  ),
  row(
    'metadata nested 1,001 levels deep',
    `{"email":"${approvedAddress('deep')}","password":"${signUpPassword}","data":{"x":${nestedArrays(999)}}}`,
    tooDeepAuthBody,
  ),
  row(
    'metadata nested 100,000 levels deep',
    `{"email":"${unapprovedAddress('deep')}","password":"${signUpPassword}","data":${nestedArrays(100_000)}}`,
    tooDeepAuthBody,
  ),
  row(
    'null e-mail and password (an anonymous sign-up in disguise)',
    '{"email":null,"password":null}',
    anonymousDisabled,
  ),
  row('no e-mail at all', json({ password: signUpPassword }), anonymousDisabled),
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
  row(
    'a 100,000-character e-mail',
    signUpBody(addressOfLength(100_000, approvedDomain)),
    tooLongEmail,
  ),
  row(
    'a 300-character e-mail under the approved domain',
    signUpBody(addressOfLength(300, approvedDomain)),
    tooLongEmail,
  ),
  row(
    'a 256-byte e-mail (one over hosted Auth’s limit)',
    signUpBody(addressOfLength(256, approvedDomain)),
    tooLongEmail,
  ),
];

describeAttackTable('sign-up (POST /auth/v1/signup) with malformed bodies', {
  userLabel: 'sign-up',
  cases,
});
