import {
  authRefusal,
  badEmailFormat,
  malformedAuthBody,
  noApiKey,
  notApproved,
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
  oddLocalParts,
  oneMegabyteBody,
  unapprovedAddress,
} from './hostile-inputs';

const path = '/auth/v1/otp';
const otp = (email: unknown, extra: Record<string, unknown> = {}) => json({ email, ...extra });
const row = rowsFor(path);
const noAddress = authRefusal('validation_failed', 'One of email or phone must be set');

const cases: HostileCase[] = [
  row('JSON cut off after a key', '{"email": ', malformedAuthBody),
  row('JSON cut off inside a string', '{"email":"someone@demo', malformedAuthBody),
  // Hosted Auth calls this bad_json and lite a missing address: a 400 with a message either way.
  row('an empty body', '', { status: 400, shape: 'auth-error' }),
  row('the JSON literal null', 'null', malformedAuthBody),
  row('an array of addresses', json([approvedAddress('array')]), malformedAuthBody),
  row('a number as the e-mail', otp(12345), malformedAuthBody),
  row('an object as the e-mail', otp({ $regex: '.*' }), malformedAuthBody),
  row(
    'a string where create_user is a boolean',
    otp(approvedAddress('create'), { create_user: 'false' }),
    malformedAuthBody,
  ),
  row('a number as the phone', json({ phone: 15555550100 }), malformedAuthBody),
  row(
    'an array as the options',
    otp(unapprovedAddress('options'), { options: [] }),
    malformedAuthBody,
  ),
  row(
    'metadata nested 100,000 levels deep',
    `{"email":"${unapprovedAddress('deep')}","data":${nestedArrays(100_000)}}`,
    tooDeepAuthBody,
  ),
  row('an empty object', '{}', noAddress),
  row('a null e-mail', '{"email":null}', noAddress),
  row('a 1 MB body', oneMegabyteBody('email'), tooLargeAuthBody),
  row('a 100,000-character e-mail', otp(addressOfLength(100_000, approvedDomain)), tooLongEmail),
  row(
    'a 300-character e-mail under the approved domain',
    otp(addressOfLength(300, approvedDomain)),
    tooLongEmail,
  ),
  ...Object.entries(oddLocalParts).map(([kind, localPart]) =>
    row(
      `an approved-domain address with ${kind}`,
      otp(`${localPart}@${approvedDomain}`),
      badEmailFormat,
    ),
  ),
  row('an approved address wrapped in tabs', otp(`\t${approvedAddress('tabs')}\t`), badEmailFormat),
  row(
    'an unapproved address sent straight to the API',
    otp(unapprovedAddress('stranger')),
    notApproved,
  ),
  row(
    'an unapproved address asking to be created',
    otp(unapprovedAddress('create'), { create_user: true, data: { approved: true } }),
    notApproved,
  ),
  row(
    'an unapproved address in capitals',
    otp(unapprovedAddress('shout').toUpperCase()),
    notApproved,
  ),
  row('a subdomain of the approved domain', otp(`someone@mail.${approvedDomain}`), notApproved),
  row(
    'SQL quotes that pass the format rule',
    otp(`o'neil--${unapprovedAddress('sql')}`),
    notApproved,
  ),
  row(
    'an approved address that may not be created',
    otp(approvedAddress('no-create'), { create_user: false }),
    authRefusal('otp_disabled', 'Signups not allowed for otp', 422),
  ),
  row('no API key', otp(approvedAddress('no-key')), noApiKey, { apikey: null }),
  {
    ...row('a plus-tagged address under the approved domain', otp(approvedAddress('magic+tag')), {
      status: 200,
      shape: 'empty-object',
    }),
    creates: { users: 1, mails: 1 },
  },
];

describeAttackTable('magic link (POST /auth/v1/otp) under attack', { userLabel: 'otp', cases });
