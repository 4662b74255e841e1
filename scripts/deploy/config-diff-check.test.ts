import { describe, expect, it } from 'vitest';
import { authSafetyRules } from './auth-safety-rules';
import { checkConfigDiff } from './config-diff-check';
import { productionRef, productionSite } from './deploy-fixtures.test-support';

type Change = { path: string[]; local: unknown; remote?: unknown };

const diff = (scope: string, changes: Change[]) =>
  JSON.stringify({ target: { project_ref: productionRef, local_scope: scope }, changes });

const production = (changes: Change[]) =>
  checkConfigDiff(diff('remotes.production', changes), 'production');

describe("the CLI's view of what config push would send", () => {
  it('passes when every value comes from the production block and none is local', () => {
    const checks = production([
      { path: ['auth', 'site_url'], local: productionSite, remote: 'https://old.example-uni.org' },
      { path: ['auth', 'additional_redirect_urls'], local: [`${productionSite}/dashboard`] },
      {
        path: ['auth', 'hook', 'before_user_created', 'uri'],
        local: 'pg-functions://postgres/public/before_user_created_hook',
        remote: null,
      },
    ]);

    expect(checks).toEqual([
      {
        status: 'ok',
        subject: 'supabase config diff',
        message: `3 settings differ on ${productionRef}, all from [remotes.production], none local, none weaker than the project's`,
      },
    ]);
  });

  it('refuses the local settings the CLI falls back to when no block matches the ref', () => {
    expect(checkConfigDiff(diff('base', []), 'production')).toEqual([
      expect.objectContaining({
        status: 'fail',
        message: `the CLI would push the base settings, not [remotes.production], to ${productionRef}`,
      }),
    ]);
  });

  it('refuses any local address, wherever it is', () => {
    const [check] = production([
      {
        path: ['auth', 'additional_redirect_urls'],
        local: [`${productionSite}/dashboard`, 'http://127.0.0.1:5173/dashboard'],
      },
    ]);

    expect(check?.message).toBe(
      'would push local addresses to the project: auth.additional_redirect_urls = http://127.0.0.1:5173/dashboard',
    );
  });

  it('refuses output it cannot read', () => {
    expect(checkConfigDiff('Error: not logged in', 'production')[0]?.status).toBe('fail');
  });

  it("names the setting, both values and the fix when a push would lower the project's", () => {
    expect(
      production([{ path: ['auth', 'rate_limit', 'email_sent'], local: 2, remote: 30 }]),
    ).toEqual([
      {
        status: 'fail',
        subject: 'auth.rate_limit.email_sent',
        message:
          `config push would lower it on ${productionRef}: 30 there, 2 pushed (fewer e-mails an hour (confirmations, magic links, password resets) for the whole project). ` +
          'Fix: set email_sent = 30 under [remotes.production.auth.rate_limit] in supabase/config.toml, or change the project first (Dashboard → Authentication) if the weaker value is meant',
      },
    ]);
  });
});

/** For each rule: a weaker push and a stronger one, as `config diff` would report them. */
const weakerAndStronger: Record<string, [weaker: Change, stronger: Change]> = Object.fromEntries(
  authSafetyRules.map((rule) => {
    const path = rule.path.split('.');
    const pairs: Record<typeof rule.weakening, [unknown, unknown, unknown, unknown]> = {
      lower: [5, 10, 20, 10],
      higher: [7200, 3600, 1800, 3600],
      'turned-off': [false, true, true, false],
      'turned-on': [true, false, false, true],
      'weaker-rule': [
        'letters_digits',
        'lower_upper_letters_digits',
        'lower_upper_letters_digits',
        '',
      ],
    };
    const [weakLocal, weakRemote, strongLocal, strongRemote] =
      rule.path === 'auth.email.max_frequency'
        ? ['30s', '1m0s', '2m0s', '1m0s']
        : pairs[rule.weakening];
    return [
      rule.path,
      [
        { path, local: weakLocal, remote: weakRemote },
        { path, local: strongLocal, remote: strongRemote },
      ],
    ];
  }),
);

describe('every Auth setting a push could weaken, one by one', () => {
  it.each(Object.entries(weakerAndStronger))(
    '%s: refused when weaker than the project, passed when stronger',
    (path, [weaker, stronger]) => {
      const refused = production([weaker]);
      expect(refused).toEqual([
        expect.objectContaining({
          status: 'fail',
          subject: path,
          message: expect.stringContaining(
            `${JSON.stringify(weaker.remote)} there, ${JSON.stringify(weaker.local)} pushed`,
          ),
        }),
      ]);
      expect(refused[0]?.message).toContain(
        `Fix: set ${weaker.path.at(-1)} = ${JSON.stringify(weaker.remote)} under [remotes.production.${weaker.path.slice(0, -1).join('.')}]`,
      );
      expect(production([stronger])[0]?.status).toBe('ok');
      // Nothing to compare with: the API did not return the project's value.
      expect(production([{ ...weaker, remote: null }])[0]?.status).toBe('ok');
    },
  );

  it('covers the rate limits of every mail and sign-in, and the security switches', () => {
    expect(Object.keys(weakerAndStronger)).toEqual(
      expect.arrayContaining([
        'auth.rate_limit.email_sent',
        'auth.rate_limit.sign_in_sign_ups',
        'auth.rate_limit.token_verifications',
        'auth.rate_limit.token_refresh',
        'auth.email.secure_password_change',
        'auth.minimum_password_length',
        'auth.password_requirements',
      ]),
    );
  });
});
