import { beforeAll, describe, it } from 'vitest';
import { badEmailFormat, noApiKey, notApproved, unknownApiKey } from './expected-replies';
import { runHostileCase, titled, type HostileCase } from './hostile-case';
import { expectStackStillServes, signedInUser, type SignedInUser } from './hostile-fixtures';
import {
  approvedAddress,
  approvedDomain,
  json,
  oddLocalParts,
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
  headers?: Record<string, string | null>,
): HostileCase => ({ name, path, body, expected, headers });

const cases: HostileCase[] = [
  // Odd characters: hosted Auth's format rule refuses them before anything is created.
  ...Object.entries(oddLocalParts).map(([kind, localPart]) =>
    row(
      `an approved-domain address with ${kind}`,
      signUp(`${localPart}@${approvedDomain}`),
      badEmailFormat,
    ),
  ),
  row(
    'an approved address wrapped in spaces',
    signUp(` ${approvedAddress('padded')} `),
    badEmailFormat,
  ),
  row(
    'an approved address ending in a newline',
    signUp(`${approvedAddress('newline')}\n`),
    badEmailFormat,
  ),
  row(
    'a Cyrillic look-alike of the approved domain',
    signUp('someone@dеmo.associate.test'),
    badEmailFormat,
  ),
  row(
    'SQL quotes that pass the format rule reach the hook as data',
    signUp(`o'brien--${unapprovedAddress('sql')}`),
    notApproved,
  ),
  // The approval list, straight to the API.
  row(
    'an unapproved address sent straight to the API',
    signUp(unapprovedAddress('stranger')),
    notApproved,
  ),
  row('a subdomain of the approved domain', signUp(`someone@lab.${approvedDomain}`), notApproved),
  row(
    'the approved domain as a prefix of another',
    signUp(`someone@${approvedDomain}.attacker.example`),
    notApproved,
  ),
  row('the parent of the approved domain', signUp('someone@associate.test'), notApproved),
  row(
    'an unapproved address with admin claims in its metadata',
    signUp(unapprovedAddress('claims'), { data: { role: 'service_role', approved: true } }),
    notApproved,
  ),
  row(
    'an unapproved address behind a __proto__ key',
    `{"__proto__":{"approved":true},"email":"${unapprovedAddress('proto')}","password":"${password}"}`,
    notApproved,
  ),
  row('an unapproved address sent as text/plain', signUp(unapprovedAddress('plain')), notApproved, {
    'content-type': 'text/plain',
  }),
  row('no API key', signUp(approvedAddress('no-key')), noApiKey, { apikey: null }),
  row('a made-up API key', signUp(approvedAddress('bad-key')), unknownApiKey, {
    apikey: 'sb_publishable_not-a-real-key',
  }),
  // Allowed oddities: the contract says these create an account and mail its confirmation.
  {
    ...row('a plus-tagged address under the approved domain', signUp(approvedAddress('plus+tag')), {
      status: 200,
      shape: 'user',
    }),
    creates: { users: 1, mails: 1 },
  },
  {
    ...row(
      'an upper-case address under the approved domain',
      signUp(approvedAddress('UPPER').toUpperCase()),
      {
        status: 200,
        shape: 'user',
      },
    ),
    creates: { users: 1, mails: 1 },
  },
];

describe('sign-up (POST /auth/v1/signup) with hostile addresses', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await signedInUser('sign-up-addresses');
  });

  it.each(titled(cases))('%s', async (_, hostileCase) => {
    await runHostileCase(hostileCase, undefined);
  });

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(user);
  });
});
