import { failed, passed, type Check } from './deploy-check';
import type { EffectiveConfig } from './production-config';

/**
 * Hosted Auth's rate limits for a project with custom SMTP (e-mails an hour; the others per IP
 * address in 5 minutes): the least production may push, whatever the project has today.
 */
export const hostedRateLimits = {
  email_sent: 30,
  sign_in_sign_ups: 30,
  token_verifications: 30,
  token_refresh: 150,
} as const;

/** The sign-up, reset and change-password forms' minimum (the product spec's 6 characters). */
export const formsPasswordMinimum = 6;

/**
 * What production must push whichever project it targets: the rate limits of every mail and
 * sign-in at least hosted's defaults, a password change confirmed by a recent sign-in, and no
 * password rule below the forms'. (Against the project's own values: `checkConfigDiff`.)
 */
export function checkProductionFloor(auth: EffectiveConfig['auth'], remoteName: string): Check[] {
  const block = `[remotes.${remoteName}.auth.rate_limit]`;
  const limits = Object.entries(hostedRateLimits).map(([key, least]) => ({
    key,
    least,
    value: auth.rate_limit[key as keyof typeof hostedRateLimits],
  }));
  const low = limits.filter(({ value, least }) => value < least);
  const rateLimits =
    low.length === 0
      ? [
          passed(
            'auth.rate_limit',
            `${limits.map(({ key, value }) => `${key} ${value}`).join(', ')}: at least hosted Auth's defaults`,
          ),
        ]
      : low.map(({ key, value, least }) =>
          failed(
            `auth.rate_limit.${key}`,
            `${value} is below hosted Auth's default of ${least}: set ${key} = ${least} (or more) under ${block}`,
          ),
        );
  const email = `[remotes.${remoteName}.auth.email]`;
  const secure = auth.email.secure_password_change
    ? passed('auth.email.secure_password_change', 'on')
    : failed(
        'auth.email.secure_password_change',
        `off: any live session could change the password and sign the owner out everywhere; set secure_password_change = true under ${email}`,
      );
  const length = auth.minimum_password_length;
  const minimum =
    length >= formsPasswordMinimum
      ? passed('auth.minimum_password_length', String(length))
      : failed(
          'auth.minimum_password_length',
          `${length} is below the forms' ${formsPasswordMinimum}: set minimum_password_length = ${formsPasswordMinimum} under [remotes.${remoteName}.auth]`,
        );
  return [...rateLimits, secure, minimum];
}
