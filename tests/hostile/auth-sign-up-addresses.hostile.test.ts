import { badEmailFormat, noApiKey, notApproved, unknownApiKey } from './expected-replies';
import { describeAttackTable, rowsFor, type HostileCase } from './hostile-case';
import {
  approvedAddress,
  approvedDomain,
  oddLocalParts,
  signUpBody,
  signUpPassword,
  unapprovedAddress,
} from './hostile-inputs';

const path = '/auth/v1/signup';
const row = rowsFor(path);

const cases: HostileCase[] = [
  // Odd characters: hosted Auth's format rule refuses them before anything is created.
  ...Object.entries(oddLocalParts).map(([kind, localPart]) =>
    row(
      `an approved-domain address with ${kind}`,
      signUpBody(`${localPart}@${approvedDomain}`),
      badEmailFormat,
    ),
  ),
  row(
    'an approved address wrapped in spaces',
    signUpBody(` ${approvedAddress('padded')} `),
    badEmailFormat,
  ),
  row(
    'an approved address ending in a newline',
    signUpBody(`${approvedAddress('newline')}\n`),
    badEmailFormat,
  ),
  row(
    'a Cyrillic look-alike of the approved domain',
    signUpBody('someone@dеmo.associate.test'),
    badEmailFormat,
  ),
  row(
    'SQL quotes that pass the format rule reach the hook as data',
    signUpBody(`o'brien--${unapprovedAddress('sql')}`),
    notApproved,
  ),
  // The approval list, straight to the API.
  row(
    'an unapproved address sent straight to the API',
    signUpBody(unapprovedAddress('stranger')),
    notApproved,
  ),
  row(
    'a subdomain of the approved domain',
    signUpBody(`someone@lab.${approvedDomain}`),
    notApproved,
  ),
  row(
    'the approved domain as a prefix of another',
    signUpBody(`someone@${approvedDomain}.attacker.example`),
    notApproved,
  ),
  row('the parent of the approved domain', signUpBody('someone@associate.test'), notApproved),
  row(
    'an unapproved address with admin claims in its metadata',
    signUpBody(unapprovedAddress('claims'), { data: { role: 'service_role', approved: true } }),
    notApproved,
  ),
  row(
    'an unapproved address behind a __proto__ key',
    `{"__proto__":{"approved":true},"email":"${unapprovedAddress('proto')}","password":"${signUpPassword}"}`,
    notApproved,
  ),
  row(
    'an unapproved address sent as text/plain',
    signUpBody(unapprovedAddress('plain')),
    notApproved,
    {
      'content-type': 'text/plain',
    },
  ),
  row('no API key', signUpBody(approvedAddress('no-key')), noApiKey, { apikey: null }),
  row('a made-up API key', signUpBody(approvedAddress('bad-key')), unknownApiKey, {
    apikey: 'sb_publishable_not-a-real-key',
  }),
  // Allowed oddities: the contract says these create an account and mail its confirmation.
  {
    ...row(
      'a plus-tagged address under the approved domain',
      signUpBody(approvedAddress('plus+tag')),
      {
        status: 200,
        shape: 'user',
      },
    ),
    creates: { users: 1, mails: 1 },
  },
  {
    ...row(
      'an upper-case address under the approved domain',
      signUpBody(approvedAddress('UPPER').toUpperCase()),
      {
        status: 200,
        shape: 'user',
      },
    ),
    creates: { users: 1, mails: 1 },
  },
];

describeAttackTable('sign-up (POST /auth/v1/signup) with hostile addresses', {
  userLabel: 'sign-up-addresses',
  cases,
});
