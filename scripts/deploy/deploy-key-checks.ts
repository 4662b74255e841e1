import { localKeys } from '../../local-supabase/stack-defaults';
import { failed, passed, warned, type Check } from './deploy-check';
import { productionUrlProblem, unreachableFromHostedProblem } from './public-url';

type Environment = Readonly<Record<string, string | undefined>>;

const isSet = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/** The variables that turn a vendor on (route/.env.example); none set means offline only. */
const vendorSwitch = /^(?:[A-Z0-9]+_API_KEY|OLLAMA_BASE_URL)$/;

/** The function's secrets: `supabase/functions/.env`, only its non-blank values are sent. */
export function checkFunctionSecrets(secrets: Environment | undefined): Check {
  const subject = 'supabase/functions/.env';
  if (!secrets) {
    return warned(subject, 'missing: no vendor key, so the offline engine answers every message');
  }
  const names = Object.keys(secrets).filter((name) => isSet(secrets[name]));
  const platform = names.filter((name) => name.startsWith('SUPABASE_'));
  if (platform.length > 0) {
    return failed(
      subject,
      `${platform.join(', ')}: the platform sets SUPABASE_* itself (the CLI skips such secrets); remove them`,
    );
  }
  const unreachable = names
    .filter((name) => name.endsWith('_BASE_URL'))
    .map((name) => {
      const problem = unreachableFromHostedProblem(secrets[name] ?? '');
      return problem && `${name}: ${problem}, which the hosted function cannot reach`;
    })
    .filter((problem) => problem !== undefined);
  if (unreachable.length > 0) return failed(subject, unreachable.join('; '));
  // Each value is handed to the CLI in single quotes, which carry anything but these.
  const unquotable = names.filter((name) => /['\n\r]/.test(secrets[name] ?? ''));
  if (unquotable.length > 0) {
    return failed(subject, `${unquotable.join(', ')}: a value with a quote or a line break`);
  }
  if (!names.some((name) => vendorSwitch.test(name))) {
    return warned(subject, 'no vendor key set, so the offline engine answers every message');
  }
  // Names only: a value never reaches the terminal.
  return passed(subject, `${names.length} secrets to set: ${names.join(', ')}`);
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
