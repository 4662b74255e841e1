import { beforeAll, describe, it } from 'vitest';
import { stack } from '../../local-supabase/contract/contract-support';
import { mintAttackTokens, type AttackTokens } from './attack-tokens';
import { noApiKey, restRefusal, unknownApiKey } from './expected-replies';
import { describeCaseGroups, type HostileCase } from './hostile-case';
import { expectStackStillServes, signedInUser, type SignedInUser } from './hostile-fixtures';
import {
  addressOfLength,
  approvedDomain,
  json,
  nestedArrays,
  oddLocalParts,
  oneMegabyteBody,
  unapprovedDomain,
} from './hostile-inputs';
import type { ExpectedReply } from './reply-shapes';

const path = '/rest/v1/rpc/is_email_allowed';
const ask = (email: unknown) => json({ p_email: email });
const answers = (value: boolean): ExpectedReply => ({ status: 200, shape: 'boolean', value });
const row = (name: string, body: string, expected: ExpectedReply): HostileCase<AttackTokens> => ({
  name,
  path,
  body,
  expected,
});
const withBearer = (
  name: string,
  bearer: (tokens: AttackTokens) => string,
  expected: ExpectedReply,
) => ({
  ...row(name, ask('demo@associate.test'), expected),
  bearer,
});
const invalidJson = restRefusal(400, 'PGRST102', 'Empty or invalid json');
const notText = restRefusal(400, '22P02', 'Invalid input for string type');
const noSuchSignature = restRefusal(404, 'PGRST202', /Could not find the function/);

const malformedCases: Array<HostileCase<AttackTokens>> = [
  row('JSON cut off after a key', '{"p_email": ', invalidJson),
  row('JSON cut off inside a string', '{"p_email":"demo@assoc', invalidJson),
  row('JSON followed by garbage', `${ask('demo@associate.test')}garbage`, invalidJson),
  row('an empty object', '{}', noSuchSignature),
  row(
    'an unknown extra argument',
    json({ p_email: 'demo@associate.test', p_admin: true }),
    noSuchSignature,
  ),
  row('an array of argument objects', json([{ p_email: 'demo@associate.test' }]), notText),
  row('a boolean as the address', ask(true), notText),
  row('an array as the address', ask(['demo@associate.test']), notText),
  row('an object as the address', ask({ nested: 'demo@associate.test' }), notText),
  row('an address nested 10,000 arrays deep', `{"p_email":${nestedArrays(10_000)}}`, notText),
  row(
    'a NUL character in the address',
    ask(`a\u0000b@${approvedDomain}`),
    restRefusal(400, '22021', /invalid byte sequence/),
  ),
  row(
    'a 1 MB body',
    oneMegabyteBody('p_email'),
    restRefusal(413, 'PGRST413', /larger than \d+ bytes/),
  ),
  {
    ...row('the DELETE method', ask('demo@associate.test'), restRefusal(405, 'PGRST101')),
    method: 'DELETE',
  },
  {
    ...row('the PUT method', ask('demo@associate.test'), restRefusal(405, 'PGRST101')),
    method: 'PUT',
  },
  { ...row('no API key', ask('demo@associate.test'), noApiKey), headers: { apikey: null } },
  {
    ...row('a made-up API key', ask('demo@associate.test'), unknownApiKey),
    headers: { apikey: 'sb_publishable_guess' },
  },
  withBearer(
    'an expired JWT',
    (tokens) => tokens.expired,
    restRefusal(401, 'PGRST303', 'JWT expired'),
  ),
  withBearer(
    'a JWT with a tampered payload',
    (tokens) => tokens.tamperedPayload,
    restRefusal(401, 'PGRST301'),
  ),
  withBearer(
    'a JWT signed with another secret',
    (tokens) => tokens.wrongSecret,
    restRefusal(401, 'PGRST301'),
  ),
];

/** Garbage is simply "not approved" (200 false): the contract's answer for anything odd. */
const garbage: Array<[string, unknown]> = [
  ['null', null],
  ['a number', 42],
  ['an empty string', ''],
  ['only whitespace', ' \t\r\n '],
  ['a lone @', '@'],
  ['the approved domain entry itself', `@${approvedDomain}`],
  ['a bare domain', approvedDomain],
  ['an address without a domain', 'someone@'],
  ['two @ signs', `a@b@${approvedDomain}`],
  ['a SQL tautology', "' OR 1=1 --"],
  ['a SQL LIKE wildcard', "%' OR email LIKE '%"],
  ['a SQL injection after an approved address', `demo@associate.test' OR '1'='1`],
  ['an HTML script tag', `<script>alert(1)</script>@${unapprovedDomain}`],
  ['a space inside an approved address', `demo @${approvedDomain}`],
  ['a subdomain of the approved domain', `someone@lab.${approvedDomain}`],
  ['the approved domain followed by another', `someone@${approvedDomain}.attacker.example`],
  ['a Cyrillic look-alike domain', 'someone@dеmo.associate.test'],
  ['a vertical tab after an approved address', `someone@${approvedDomain}\u000b`],
  ['a 330-character address under the approved domain', addressOfLength(330, approvedDomain)],
  ['a 100,000-character string', 'x'.repeat(100_000)],
  ...Object.entries(oddLocalParts)
    .filter(([kind]) => kind !== 'nul')
    .map(([kind, local]): [string, unknown] => [
      `an unapproved address with ${kind}`,
      `${local}@${unapprovedDomain}`,
    ]),
];
const garbageCases: Array<HostileCase<AttackTokens>> = [
  ...garbage.map(([name, email]) => row(name, ask(email), answers(false))),
  {
    name: 'a GET with a SQL tautology in the query string',
    method: 'GET',
    path: `${path}?p_email=${encodeURIComponent("' or 1=1 --")}`,
    expected: answers(false),
  },
  {
    name: 'a GET with a broken percent-escape',
    method: 'GET',
    path: `${path}?p_email=%E0%A4%A`,
    expected: answers(false),
  },
];

/** The rules still hold for odd spellings of approved addresses. */
const approvedCases: Array<HostileCase<AttackTokens>> = [
  row(
    'an approved address in capitals with surrounding whitespace',
    ask(' \tDEMO@ASSOCIATE.TEST\r\n'),
    answers(true),
  ),
  row(
    'a plus-tagged address under the approved domain',
    ask(`someone+beta@${approvedDomain}`),
    answers(true),
  ),
  row(
    '300 characters under the approved domain (320 is the limit)',
    ask(addressOfLength(300, approvedDomain)),
    answers(true),
  ),
  row(
    'a right-to-left override under the approved domain',
    ask(`${oddLocalParts.rightToLeftOverride}@${approvedDomain}`),
    answers(true),
  ),
  row(
    'emoji under the approved domain',
    ask(`${oddLocalParts.emoji}@${approvedDomain}`),
    answers(true),
  ),
  {
    name: 'a GET with the address in the query string',
    method: 'GET',
    path: `${path}?p_email=${encodeURIComponent(`someone@${approvedDomain}`)}`,
    expected: answers(true),
  },
];

describe('is_email_allowed (POST /rest/v1/rpc/is_email_allowed) under attack', () => {
  let user: SignedInUser;
  let tokens: AttackTokens;
  beforeAll(async () => {
    user = await signedInUser('approval-rpc');
    tokens = await mintAttackTokens(user, stack().jwtSecret);
  });

  describeCaseGroups(
    [
      ['malformed requests get PostgREST errors', malformedCases],
      ['garbage addresses are not approved', garbageCases],
      ['odd spellings of approved addresses are approved', approvedCases],
    ],
    () => tokens,
  );

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(user);
  });
});
