import { authRefusal, notApproved } from './expected-replies';
import { describeAttackTable, type HostileCase } from './hostile-case';
import { approvedAddress, json, signUpBody, unapprovedAddress } from './hostile-inputs';

/** Go's JSON decoder reads a leading UTF-8 byte order mark as 'ï', so hosted Auth stops there. */
const byteOrderMarkRefusal = authRefusal(
  'bad_json',
  "Could not parse request body as JSON: invalid character 'ï' looking for beginning of value",
);
const withByteOrderMark = (text: string) =>
  new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);

/**
 * Ways to have a user created without the `before_user_created` hook: flags the stack once read
 * differently from lite, and a body lite decodes where the gateway could not. Each must create
 * no user and send no e-mail unless the address is approved.
 */
const cases: HostileCase[] = [
  {
    name: 'a magic link for an unapproved address asking not to be created (lite creates anyway)',
    path: '/auth/v1/magiclink',
    body: json({ email: unapprovedAddress('magic-no-create'), create_user: false }),
    expected: notApproved,
  },
  {
    name: 'a magic link for an unapproved address',
    path: '/auth/v1/magiclink',
    body: json({ email: unapprovedAddress('magic') }),
    expected: notApproved,
  },
  {
    name: 'an OTP for an unapproved address whose create_user outvotes options.shouldCreateUser',
    path: '/auth/v1/otp',
    body: json({
      email: unapprovedAddress('otp-flags'),
      create_user: true,
      options: { shouldCreateUser: false },
    }),
    expected: notApproved,
  },
  {
    name: 'an OTP for an unapproved address that may not be created, whatever the options say',
    path: '/auth/v1/otp',
    body: json({
      email: unapprovedAddress('otp-no-create'),
      create_user: false,
      options: { shouldCreateUser: true },
    }),
    expected: authRefusal('otp_disabled', 'Signups not allowed for otp', 422),
  },
  {
    name: 'a sign-up of an unapproved address behind a UTF-8 byte order mark',
    path: '/auth/v1/signup',
    body: withByteOrderMark(signUpBody(unapprovedAddress('bom-signup'))),
    expected: byteOrderMarkRefusal,
  },
  {
    name: 'a sign-up of an approved address behind a UTF-8 byte order mark',
    path: '/auth/v1/signup',
    body: withByteOrderMark(signUpBody(approvedAddress('bom-signup'))),
    expected: byteOrderMarkRefusal,
  },
  {
    name: 'an OTP for an unapproved address behind a UTF-8 byte order mark',
    path: '/auth/v1/otp',
    body: withByteOrderMark(json({ email: unapprovedAddress('bom-otp') })),
    expected: byteOrderMarkRefusal,
  },
  {
    name: 'a magic link for an unapproved address behind a UTF-8 byte order mark',
    path: '/auth/v1/magiclink',
    body: withByteOrderMark(json({ email: unapprovedAddress('bom-magic') })),
    expected: byteOrderMarkRefusal,
  },
  {
    name: 'a magic link for an approved address asking not to be created (created, as hosted does)',
    path: '/auth/v1/magiclink',
    body: json({ email: approvedAddress('magic-approved'), create_user: false }),
    expected: { status: 200, shape: 'empty-object' },
    creates: { users: 1, mails: 1 },
  },
];

describeAttackTable('creating a user past the before_user_created hook', {
  userLabel: 'creation',
  cases,
});
