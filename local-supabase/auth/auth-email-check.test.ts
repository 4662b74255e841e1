import { describe, expect, it } from 'vitest';
import { authEmailProblem } from './auth-email-check';

const tooLong = 'An email address is too long';
const invalid = 'Unable to validate email address: invalid format';
const signUp = (email: unknown) => ({
  method: 'POST',
  path: '/auth/v1/signup',
  body: { email, password: 'secret123' },
});

describe('Auth e-mail rule', () => {
  it.each([
    'ada@lab.example.edu',
    'Ada.Lovelace+beta@Lab.Example.EDU',
    "o'brien@demo.associate.test",
    `${'x'.repeat(235)}@demo.associate.test`,
  ])('lets %s through to Auth', (email) => {
    expect(authEmailProblem(signUp(email))).toBeNull();
  });

  it.each([
    [`${'x'.repeat(236)}@demo.associate.test`, tooLong],
    [`${'é'.repeat(120)}@demo.associate.test`, tooLong],
    ['a b@demo.associate.test', invalid],
    ['ünï@demo.associate.test', invalid],
    ['evil\u202e@demo.associate.test', invalid],
    ['a\u0001b@demo.associate.test', invalid],
    ['🙂@demo.associate.test', invalid],
    ['<script>@demo.associate.test', invalid],
    ['a@dеmo.associate.test', invalid],
    ['a@-demo.associate.test', invalid],
  ])('refuses %j like hosted Auth', (email, problem) => {
    expect(authEmailProblem(signUp(email))).toBe(problem);
  });

  it('checks every path that creates or mails a user, and only those', () => {
    const email = 'a b@demo.associate.test';
    for (const path of [
      '/auth/v1/otp',
      '/auth/v1/magiclink',
      '/auth/v1/recover',
      '/auth/v1/resend',
    ])
      expect(authEmailProblem({ method: 'POST', path, body: { email } })).toBe(invalid);
    expect(
      authEmailProblem({ method: 'POST', path: '/auth/v1/token', body: { email } }),
    ).toBeNull();
    expect(
      authEmailProblem({ method: 'GET', path: '/auth/v1/signup', body: { email } }),
    ).toBeNull();
  });

  it('leaves missing, empty and non-string addresses to the other checks', () => {
    for (const email of [undefined, '', null, 42])
      expect(authEmailProblem(signUp(email))).toBeNull();
    expect(authEmailProblem({ method: 'POST', path: '/auth/v1/otp', body: null })).toBeNull();
  });
});
