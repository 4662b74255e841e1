import { localKeys } from '../../local-supabase/stack-defaults';
import { failed, passed, warned, type Check } from './deploy-check';
import { localOnlySettings, productionSettingNames, testValueProblem } from './function-settings';
import { productionUrlProblem, unreachableFromHostedProblem } from './public-url';

type Environment = Readonly<Record<string, string | undefined>>;

const isSet = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/** The variables that turn a vendor on (route/.env.example); none set means offline only. */
const vendorSwitch = /^(?:[A-Z0-9]+_API_KEY|OLLAMA_BASE_URL)$/;

/** Where production's function settings come from: git-ignored, never the local `.env`. */
export const productionSettingsFile = 'supabase/functions/.env.production';

/** What the function's settings check found: its line, and the settings a deploy may push. */
export interface FunctionSecrets {
  check: Check;
  /** The non-blank production settings, only when the check passed or warned. */
  toPush: Record<string, string>;
}

/**
 * The function's production settings: read from `supabase/functions/.env.production`, only the
 * names of `productionSettingNames`, only their non-blank values (a blank would wipe a key set
 * in the dashboard). Refused: a name the function does not read in production (a local-only
 * knob or a typo), a known test value, a base URL a hosted function cannot reach, a value the
 * CLI's env file cannot carry. Names are printed, never values.
 */
export function checkFunctionSecrets(secrets: Environment | undefined): FunctionSecrets {
  const subject = productionSettingsFile;
  const refused = (message: string): FunctionSecrets => ({
    check: failed(subject, message),
    toPush: {},
  });
  if (!secrets) {
    return {
      check: warned(
        subject,
        'missing: no vendor key, so the offline engine answers every message (the local supabase/functions/.env is never pushed)',
      ),
      toPush: {},
    };
  }
  const names = Object.keys(secrets).filter((name) => isSet(secrets[name]));
  const platform = names.filter((name) => name.startsWith('SUPABASE_'));
  if (platform.length > 0) {
    return refused(
      `${platform.join(', ')}: the platform sets SUPABASE_* itself (the CLI skips such secrets); remove them`,
    );
  }
  const localOnly = names.filter((name) => name in localOnlySettings);
  if (localOnly.length > 0) {
    return refused(
      localOnly
        .map((name) => `${name} is a local-only setting (${localOnlySettings[name]})`)
        .join('; '),
    );
  }
  const unknown = names.filter((name) => !productionSettingNames.includes(name));
  if (unknown.length > 0) {
    return refused(
      `${unknown.join(', ')}: not settings the route function reads (supabase/functions/.env.example lists them); remove or correct them`,
    );
  }
  const testValues = names
    .map((name) => {
      const problem = testValueProblem(name, secrets[name] ?? '');
      return problem && `${name}: ${problem}`;
    })
    .filter((problem) => problem !== undefined);
  if (testValues.length > 0) return refused(testValues.join('; '));
  const unreachable = names
    .filter((name) => name.endsWith('_BASE_URL'))
    .map((name) => {
      const problem = unreachableFromHostedProblem(secrets[name] ?? '');
      return problem && `${name}: ${problem}, which the hosted function cannot reach`;
    })
    .filter((problem) => problem !== undefined);
  if (unreachable.length > 0) return refused(unreachable.join('; '));
  // Each value is handed to the CLI in single quotes, which carry anything but these.
  const unquotable = names.filter((name) => /['\n\r]/.test(secrets[name] ?? ''));
  if (unquotable.length > 0) {
    return refused(`${unquotable.join(', ')}: a value with a quote or a line break`);
  }
  const toPush = Object.fromEntries(names.map((name) => [name, secrets[name]!]));
  if (!names.some((name) => vendorSwitch.test(name))) {
    return {
      check: warned(subject, 'no vendor key set, so the offline engine answers every message'),
      toPush,
    };
  }
  // Names only: a value never reaches the terminal.
  return { check: passed(subject, `${names.length} settings to set: ${names.join(', ')}`), toPush };
}

/** What `npm run build` will bundle: the project's URL and its publishable key, nothing else. */
export function checkAppKeys(environment: Environment, projectRef: string | undefined): Check[] {
  const url = environment.VITE_SUPABASE_URL;
  const key = environment.VITE_SUPABASE_PUBLISHABLE_KEY;
  const later = 'set it in .env.production.local (git-ignored) before `npm run build`';
  const urlCheck = (() => {
    if (!isSet(url)) return warned('VITE_SUPABASE_URL', `not set: ${later}`);
    const problem = productionUrlProblem(url);
    if (problem) return failed('VITE_SUPABASE_URL', problem);
    const host = new URL(url).hostname;
    if (projectRef && host.endsWith('.supabase.co') && host !== `${projectRef}.supabase.co`) {
      return failed('VITE_SUPABASE_URL', `${url} is another project than ${projectRef}`);
    }
    return passed('VITE_SUPABASE_URL', url);
  })();
  const keyCheck = (() => {
    const subject = 'VITE_SUPABASE_PUBLISHABLE_KEY';
    if (!isSet(key)) return warned(subject, `not set: ${later}`);
    if (key.startsWith('sb_secret_')) {
      return failed(subject, 'is a secret key: the build would hand it to every browser');
    }
    if (key === localKeys.publishableKey) return failed(subject, "is the local stack's key");
    if (!key.startsWith('sb_publishable_')) {
      return failed(subject, 'is not a publishable key (sb_publishable_…, Dashboard → API Keys)');
    }
    return passed(subject, `${key.slice(0, 'sb_publishable_'.length + 4)}…`);
  })();
  return [urlCheck, keyCheck];
}

/** Whether the CLI can act on the project without stopping to ask. */
export function checkAccess(environment: Environment, hasStoredLogin: boolean): Check[] {
  const token = environment.SUPABASE_ACCESS_TOKEN;
  const tokenCheck = isSet(token)
    ? passed('SUPABASE_ACCESS_TOKEN', 'set')
    : hasStoredLogin
      ? passed('Supabase login', 'stored by `npx supabase login`')
      : warned(
          'Supabase login',
          'none found: run `npx supabase login` or set SUPABASE_ACCESS_TOKEN',
        );
  const passwordCheck = isSet(environment.SUPABASE_DB_PASSWORD)
    ? passed('SUPABASE_DB_PASSWORD', 'set')
    : warned(
        'SUPABASE_DB_PASSWORD',
        'not set: `supabase link` and `supabase db push` will ask for the database password',
      );
  return [tokenCheck, passwordCheck];
}
