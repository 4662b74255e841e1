import { beforeAll, describe, it } from 'vitest';
import { stack } from '../../local-supabase/contract/contract-support';
import { mintAttackTokens, type AttackTokens } from './attack-tokens';
import { runHostileCase, titled, type HostileCase } from './hostile-case';
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

interface Fixtures {
  user: SignedInUser;
  tokens: AttackTokens;
}

const path = '/rest/v1/rpc/is_email_allowed';
const ask = (email: unknown) => json({ p_email: email });
const answers = (value: boolean) => ({ status: 200, shape: 'boolean' as const, value });
const restError = (status: number, code: string, message?: string | RegExp) => ({
  status,
  shape: 'rest-error' as const,
  code,
  message,
});
const invalidJson = restError(400, 'PGRST102', 'Empty or invalid json');
const notText = restError(400, '22P02', 'Invalid input for string type');
const noSuchSignature = restError(404, 'PGRST202', /Could not find the function/);

const malformedCases: Array<HostileCase<Fixtures>> = [
  { name: 'JSON cut off after a key', path, body: '{"p_email": ', expected: invalidJson },
  {
    name: 'JSON cut off inside a string',
    path,
    body: '{"p_email":"demo@assoc',
    expected: invalidJson,
  },
  {
    name: 'JSON followed by garbage',
    path,
    body: `${ask('demo@associate.test')}garbage`,
    expected: invalidJson,
  },
  { name: 'an empty object', path, body: '{}', expected: noSuchSignature },
  {
    name: 'an unknown extra argument',
    path,
    body: json({ p_email: 'demo@associate.test', p_admin: true }),
    expected: noSuchSignature,
  },
  {
    name: 'an array of argument objects',
    path,
    body: json([{ p_email: 'demo@associate.test' }]),
    expected: notText,
  },
  { name: 'a boolean as the address', path, body: ask(true), expected: notText },
  { name: 'an array as the address', path, body: ask(['demo@associate.test']), expected: notText },
  {
    name: 'an object as the address',
    path,
    body: ask({ nested: 'demo@associate.test' }),
    expected: notText,
  },
  {
    name: 'an address nested 10,000 arrays deep',
    path,
    body: `{"p_email":${nestedArrays(10_000)}}`,
    expected: notText,
  },
  {
    name: 'a NUL character in the address',
    path,
    body: ask(`a\u0000b@${approvedDomain}`),
    expected: restError(400, '22021', /invalid byte sequence/),
  },
  {
    name: 'a 1 MB body',
    path,
    body: oneMegabyteBody('p_email'),
    expected: restError(413, 'PGRST413', /larger than \d+ bytes/),
  },
  {
    name: 'the DELETE method',
    method: 'DELETE',
    path,
    body: ask('demo@associate.test'),
    expected: restError(405, 'PGRST101'),
  },
  {
    name: 'the PUT method',
    method: 'PUT',
    path,
    body: ask('demo@associate.test'),
    expected: restError(405, 'PGRST101'),
  },
  {
    name: 'no API key',
    path,
    body: ask('demo@associate.test'),
    headers: { apikey: null },
    expected: { status: 401, shape: 'api-key-error', message: 'No API key found in request' },
  },
  {
    name: 'a made-up API key',
    path,
    body: ask('demo@associate.test'),
    headers: { apikey: 'sb_publishable_guess' },
    expected: { status: 401, shape: 'api-key-error', message: 'Invalid API key' },
  },
  {
    name: 'an expired JWT',
    path,
    body: ask('demo@associate.test'),
    bearer: ({ tokens }) => tokens.expired,
    expected: restError(401, 'PGRST303', 'JWT expired'),
  },
  {
    name: 'a JWT with a tampered payload',
    path,
    body: ask('demo@associate.test'),
    bearer: ({ tokens }) => tokens.tamperedPayload,
    expected: restError(401, 'PGRST301'),
  },
  {
    name: 'a JWT signed with another secret',
    path,
    body: ask('demo@associate.test'),
    bearer: ({ tokens }) => tokens.wrongSecret,
    expected: restError(401, 'PGRST301'),
  },
];

/** Garbage is simply "not approved" (200 false): the contract's answer for anything odd. */
const garbageCases: Array<HostileCase<Fixtures>> = [
  ...[
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
      .map(([kind, localPart]) => [
        `an unapproved address with ${kind}`,
        `${localPart}@${unapprovedDomain}`,
      ]),
  ].map(([name, email]) => ({
    name: String(name),
    path,
    body: ask(email),
    expected: answers(false),
  })),
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

/** The approval rules still hold for odd spellings of approved addresses. */
const approvedCases: Array<HostileCase<Fixtures>> = [
  ...[
    ['an approved address in capitals with surrounding whitespace', ' \tDEMO@ASSOCIATE.TEST\r\n'],
    ['a plus-tagged address under the approved domain', `someone+beta@${approvedDomain}`],
    [
      'a 300-character address under the approved domain (320 is the limit)',
      addressOfLength(300, approvedDomain),
    ],
    [
      'a right-to-left override under the approved domain',
      `${oddLocalParts.rightToLeftOverride}@${approvedDomain}`,
    ],
    ['emoji under the approved domain', `${oddLocalParts.emoji}@${approvedDomain}`],
  ].map(([name, email]) => ({
    name: String(name),
    path,
    body: ask(email),
    expected: answers(true),
  })),
  {
    name: 'a GET with the address in the query string',
    method: 'GET',
    path: `${path}?p_email=${encodeURIComponent(`someone@${approvedDomain}`)}`,
    expected: answers(true),
  },
];

/** The list itself and the other functions stay closed, whatever the caller claims. */
const closedCases: Array<HostileCase<Fixtures>> = [
  {
    name: 'reading the approval list anonymously',
    method: 'GET',
    path: '/rest/v1/beta_allowlist?select=entry',
    expected: restError(401, '42501', 'permission denied for table beta_allowlist'),
  },
  {
    name: 'reading the approval list as a signed-in user',
    method: 'GET',
    path: '/rest/v1/beta_allowlist?select=entry',
    bearer: ({ user }) => user.accessToken,
    expected: restError(403, '42501', 'permission denied for table beta_allowlist'),
  },
  {
    name: 'reading the approval list with an alg: none service_role JWT',
    method: 'GET',
    path: '/rest/v1/beta_allowlist?select=entry',
    bearer: ({ tokens }) => tokens.algNone,
    expected: { status: 401, shape: 'rest-error' },
  },
  {
    name: 'reading the approval list with a tampered service_role JWT',
    method: 'GET',
    path: '/rest/v1/beta_allowlist?select=entry',
    bearer: ({ tokens }) => tokens.tamperedPayload,
    expected: restError(401, 'PGRST301'),
  },
  {
    name: 'adding oneself to the approval list as a signed-in user',
    path: '/rest/v1/beta_allowlist',
    body: json({ entry: `@${unapprovedDomain}`, note: 'let me in' }),
    bearer: ({ user }) => user.accessToken,
    expected: restError(403, '42501', 'permission denied for table beta_allowlist'),
  },
  {
    name: 'calling the sign-up hook directly',
    path: '/rest/v1/rpc/before_user_created_hook',
    body: json({ event: { user: { email: `someone@${unapprovedDomain}` } } }),
    expected: restError(401, '42501', 'permission denied for function before_user_created_hook'),
  },
  {
    name: 'resetting a quota directly',
    path: '/rest/v1/rpc/consume_route_quota',
    body: ({ user }) =>
      json({ p_user_id: user.userId, p_per_minute: 1_000_000, p_per_day: 1_000_000 }),
    bearer: ({ user }) => user.accessToken,
    expected: restError(403, '42501', 'permission denied for function consume_route_quota'),
  },
];

describe('is_email_allowed (POST /rest/v1/rpc/is_email_allowed) under attack', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    const user = await signedInUser('approval-rpc');
    fixtures = { user, tokens: await mintAttackTokens(user, stack().jwtSecret) };
  });

  describe('malformed requests get PostgREST errors', () => {
    it.each(titled(malformedCases))('%s', async (_, hostileCase) => {
      await runHostileCase(hostileCase, fixtures);
    });
  });

  describe('garbage addresses are not approved', () => {
    it.each(titled(garbageCases))('%s', async (_, hostileCase) => {
      await runHostileCase(hostileCase, fixtures);
    });
  });

  describe('odd spellings of approved addresses are approved', () => {
    it.each(titled(approvedCases))('%s', async (_, hostileCase) => {
      await runHostileCase(hostileCase, fixtures);
    });
  });

  describe('the list and the private functions stay closed', () => {
    it.each(titled(closedCases))('%s', async (_, hostileCase) => {
      await runHostileCase(hostileCase, fixtures);
    });
  });

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(fixtures.user);
  });
});
