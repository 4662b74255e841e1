import { randomUUID } from 'node:crypto';
import { authRefusal, malformedAuthBody } from './expected-replies';
import { describeAttackTable, type HostileCase } from './hostile-case';
import type { SignedInUser } from './hostile-fixtures';
import { json } from './hostile-inputs';
import type { ExpectedReply } from './reply-shapes';

const path = '/auth/v1/verify';
const post = (
  name: string,
  body: string | ((user: SignedInUser) => string),
  expected: ExpectedReply,
): HostileCase<SignedInUser> => ({ name, path, body, expected });
/** A clicked link: GET with the parameters in the query string. */
const click = (
  name: string,
  query: string,
  expected: ExpectedReply,
): HostileCase<SignedInUser> => ({
  name,
  method: 'GET',
  path: `${path}?${query}`,
  expected,
});
const linkExpired = authRefusal('otp_expired', 'Email link is invalid or has expired', 403);
const noType = authRefusal('validation_failed', 'Verify requires a verification type');
/** Back to the app's site URL with the error in the fragment, never a session. */
const redirectedWithError: ExpectedReply = { status: 303, shape: 'redirect', code: 'otp_expired' };

const cases: Array<HostileCase<SignedInUser>> = [
  post('JSON cut off', '{"type":"signup","token_hash":', malformedAuthBody),
  post('a number as the token', '{"type":"signup","token":123456}', malformedAuthBody),
  post('an object as the type', '{"type":{"$ne":""},"token_hash":"x"}', malformedAuthBody),
  post('an empty object', '{}', noType),
  post(
    'an unknown type',
    json({ type: 'telepathy', token: '123456', email: 'a@demo.associate.test' }),
    authRefusal('validation_failed', 'Invalid email verification type'),
  ),
  post(
    'a type without any token',
    json({ type: 'signup' }),
    authRefusal('validation_failed', 'Verify requires either a token or a token hash'),
  ),
  post(
    'a SQL tautology as the token hash',
    json({ type: 'signup', token_hash: "' OR '1'='1" }),
    linkExpired,
  ),
  post(
    'a 100,000-character token hash',
    json({ type: 'recovery', token_hash: 'a'.repeat(100_000) }),
    linkExpired,
  ),
  post(
    'a guessed six-digit code for a real user',
    (user) => json({ type: 'magiclink', token: '000000', email: user.email }),
    linkExpired,
  ),
  click(
    'a clicked link with a made-up token',
    `type=signup&token=${randomUUID()}`,
    redirectedWithError,
  ),
  click(
    'a clicked link with a made-up token and a foreign redirect',
    `type=magiclink&token=x&redirect_to=${encodeURIComponent('https://attacker.example/steal')}`,
    redirectedWithError,
  ),
  click('a clicked link without a type', `token=${randomUUID()}`, noType),
];

describeAttackTable('verify (/auth/v1/verify) under attack', { userLabel: 'verify', cases });
