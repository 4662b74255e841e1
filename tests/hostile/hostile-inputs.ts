import { uniqueEmail } from '../../local-supabase/contract/contract-support';

/** The seed's approved demo domain: any address under it is approved. */
export const approvedDomain = 'demo.associate.test';
export const unapprovedDomain = 'unapproved.example.org';

export const approvedAddress = (label: string) => uniqueEmail(label, approvedDomain);
export const unapprovedAddress = (label: string) => uniqueEmail(label, unapprovedDomain);

export const json = (value: unknown) => JSON.stringify(value);

/** The password each sign-up attack sends beside its hostile address or fields. */
export const signUpPassword = 'correct horse 42';

/** A sign-up body: the e-mail (of whatever type the attack needs), the password, extra fields. */
export const signUpBody = (email: unknown, extra: Record<string, unknown> = {}) =>
  json({ email, password: signUpPassword, ...extra });

/** About 1 MB of JSON: well over every body limit. */
export const oneMegabyteBody = (field: string) => json({ [field]: 'x'.repeat(1_000_000) });

/** `depth` nested arrays around a number, as text (JSON.stringify would overflow first). */
export const nestedArrays = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** A local part that makes the whole address `length` characters long. */
export const addressOfLength = (length: number, domain: string) =>
  `${'x'.repeat(length - domain.length - 1)}@${domain}`;

/** Characters attackers reach for, each in a form that still looks like an address. */
export const oddLocalParts = {
  space: 'first last',
  controlCharacter: 'tab\u0001bell\u0007',
  nul: 'nul\u0000byte',
  loneSurrogate: 'lone\ud800half',
  rightToLeftOverride: 'evil\u202egnp.exe',
  emoji: 'researcher🙂',
  unicodeLetters: 'ünïcödé',
  html: '<script>alert(1)</script>',
  sql: "x'); delete from public.beta_allowlist; --",
} as const;

/**
 * The properties' seed: fixed, so every run replays the same inputs and a failure reproduces;
 * `HOSTILE_SEED=<n> npm run test:hostile` explores other ones.
 */
export const propertySeed = Number(process.env.HOSTILE_SEED ?? 20_251_122);
