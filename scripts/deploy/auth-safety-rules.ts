import { durationSeconds } from './durations';

/**
 * Which way each Auth setting `config push` sends gets weaker. A push that moves a setting that
 * way, relative to the project it targets, is refused: a lower rate limit can stop every
 * confirmation mail of the project, a security switch turned off lets any live session change
 * the password, a weaker password rule admits passwords the project refuses today.
 */
export type Weakening = 'lower' | 'higher' | 'turned-off' | 'turned-on' | 'weaker-rule';

export interface SafetyRule {
  /** The setting as `config diff` names it, e.g. `auth.rate_limit.email_sent`. */
  path: string;
  weakening: Weakening;
  /** What the weaker value does to users, for the refusal. */
  harm: string;
}

const rateLimit = (key: string, what: string): SafetyRule => ({
  path: `auth.rate_limit.${key}`,
  weakening: 'lower',
  harm: `fewer ${what} for the whole project`,
});

export const authSafetyRules: readonly SafetyRule[] = [
  rateLimit('email_sent', 'e-mails an hour (confirmations, magic links, password resets)'),
  rateLimit('sign_in_sign_ups', 'sign-ins and sign-ups per IP address'),
  rateLimit('token_verifications', 'link and code verifications per IP address'),
  rateLimit('token_refresh', 'session refreshes per IP address'),
  rateLimit('anonymous_users', 'anonymous sign-ins per IP address'),
  rateLimit('sms_sent', 'text messages an hour'),
  rateLimit('web3', 'Web3 sign-ins per IP address'),
  {
    path: 'auth.email.secure_password_change',
    weakening: 'turned-off',
    harm: 'any live session could change the password and sign the owner out everywhere',
  },
  {
    path: 'auth.email.double_confirm_changes',
    weakening: 'turned-off',
    harm: 'an address change would need no confirmation from the old address',
  },
  {
    path: 'auth.email.enable_confirmations',
    weakening: 'turned-off',
    harm: 'an unconfirmed address could sign in',
  },
  {
    path: 'auth.enable_refresh_token_rotation',
    weakening: 'turned-off',
    harm: 'a stolen refresh token would stay usable',
  },
  {
    path: 'auth.hook.before_user_created.enabled',
    weakening: 'turned-off',
    harm: 'addresses off the approval list could sign up',
  },
  {
    path: 'auth.captcha.enabled',
    weakening: 'turned-off',
    harm: 'the forms would lose their bot check',
  },
  {
    path: 'auth.enable_anonymous_sign_ins',
    weakening: 'turned-on',
    harm: 'anyone could get a session without an address',
  },
  {
    path: 'auth.enable_manual_linking',
    weakening: 'turned-on',
    harm: 'a session could link other identities to its account',
  },
  {
    path: 'auth.minimum_password_length',
    weakening: 'lower',
    harm: 'shorter passwords than the project accepts today',
  },
  {
    path: 'auth.password_requirements',
    weakening: 'weaker-rule',
    harm: 'passwords with fewer kinds of characters than the project asks today',
  },
  {
    path: 'auth.email.max_frequency',
    weakening: 'lower',
    harm: 'one address could be sent mail more often',
  },
  {
    path: 'auth.email.otp_length',
    weakening: 'lower',
    harm: 'e-mailed codes easier to guess',
  },
  {
    path: 'auth.email.otp_expiry',
    weakening: 'higher',
    harm: 'e-mailed links and codes valid for longer',
  },
  {
    path: 'auth.jwt_expiry',
    weakening: 'higher',
    harm: 'the access token of a revoked session valid for longer',
  },
  {
    path: 'auth.refresh_token_reuse_interval',
    weakening: 'higher',
    harm: 'a used refresh token accepted again for longer',
  },
];

/** `password_requirements`, weakest first, as config.toml writes them. */
const passwordRules = [
  '',
  'letters_digits',
  'lower_upper_letters_digits',
  'lower_upper_letters_digits_symbols',
];

/** A comparable number for a setting's value, or undefined when it has none. */
function magnitude(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const rule = passwordRules.indexOf(value);
    return rule !== -1 ? rule : durationSeconds(value);
  }
  return undefined;
}

/** Whether going from `remote` (the project's value) to `local` (the push) is the rule's weakening. */
export function weakens(rule: SafetyRule, local: unknown, remote: unknown): boolean {
  if (local === remote || local === undefined || remote === undefined || remote === null) {
    return false;
  }
  switch (rule.weakening) {
    case 'turned-off':
      return remote === true && local === false;
    case 'turned-on':
      return remote === false && local === true;
    default: {
      const before = magnitude(remote);
      const after = magnitude(local);
      if (before === undefined || after === undefined) return false;
      return rule.weakening === 'higher' ? after > before : after < before;
    }
  }
}

export const ruleFor = (path: string): SafetyRule | undefined =>
  authSafetyRules.find((rule) => rule.path === path);
