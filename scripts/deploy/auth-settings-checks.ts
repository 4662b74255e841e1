import { failed, passed, warned, type Check } from './deploy-check';
import { durationSeconds } from './durations';
import { checkProductionFloor } from './production-auth-floor';
import { remoteSets, type EffectiveConfig, type ProductionConfig } from './production-config';
import {
  productionUrlProblem,
  redirectAllows,
  unreachableFromHostedProblem,
  wildcardReachProblem,
} from './public-url';

/** Supabase's own example ref, in its docs and error messages: never a real project. */
export const exampleProjectRef = 'abcdefghijklmnopqrst';
const projectRefPattern = /^[a-z]{20}$/;
/** Hosted Auth's default; below it the sign-up form can flood an inbox. */
export const shortestProductionMailInterval = 60;
const approvalHookUri = 'pg-functions://postgres/public/before_user_created_hook';
const envReference = /^env\((.*)\)$/;

function checkProjectRef(projectRef: string, where: string): Check {
  const subject = `${where} project_id`;
  if (projectRef === exampleProjectRef) {
    return failed(
      subject,
      `still Supabase's example ref ${exampleProjectRef}: set it to your project's ref (Dashboard → Project Settings → General)`,
    );
  }
  if (!projectRefPattern.test(projectRef)) {
    return failed(subject, `"${projectRef}" is not a project ref (20 lower-case letters)`);
  }
  return passed(subject, projectRef);
}

function checkSiteUrl(block: Record<string, unknown>, auth: EffectiveConfig['auth']): Check {
  const subject = 'auth.site_url';
  if (!remoteSets(block, 'auth.site_url') || !auth.site_url) {
    return failed(subject, `not set for production, so the local ${auth.site_url} would be pushed`);
  }
  const problem = productionUrlProblem(auth.site_url);
  return problem ? failed(subject, problem) : passed(subject, auth.site_url);
}

/** Where the app asks Auth to land its e-mail links, and which links those are. */
const appLandings = [
  { path: '/dashboard', links: 'confirmation and magic links' },
  { path: '/reset-password', links: 'password-reset links' },
];

function checkRedirectUrls(block: Record<string, unknown>, auth: EffectiveConfig['auth']): Check {
  const subject = 'auth.additional_redirect_urls';
  const urls = auth.additional_redirect_urls;
  if (!remoteSets(block, 'auth.additional_redirect_urls')) {
    return failed(
      subject,
      `not set for production, so the local ${urls.join(', ')} would be pushed`,
    );
  }
  const problems = urls.map(productionUrlProblem).filter((problem) => problem !== undefined);
  if (problems.length > 0) return failed(subject, problems.join('; '));
  if (!auth.site_url || productionUrlProblem(auth.site_url)) {
    return passed(subject, urls.join(', '));
  }
  const site = new URL(auth.site_url);
  const reach = urls
    .map((pattern) => wildcardReachProblem(pattern, site.host))
    .filter((problem) => problem !== undefined);
  if (reach.length > 0) return failed(subject, reach.join('; '));
  const origin = site.origin;
  const landings = appLandings.map(({ path, links }) => ({ url: `${origin}${path}`, links }));
  const refused = landings.filter(
    ({ url }) => !urls.some((pattern) => redirectAllows(pattern, url)),
  );
  if (refused.length > 0) {
    return failed(
      subject,
      refused
        .map(
          ({ url, links }) =>
            `${url} is not allowed, so ${links} would land on the site URL instead`,
        )
        .join('; '),
    );
  }
  const unlisted = landings.map(({ url }) => url).filter((url) => !urls.includes(url));
  const listed = unlisted.length > 0 ? ` (${unlisted.join(', ')} among them)` : '';
  return passed(subject, `${urls.join(', ')}${listed}`);
}

function checkMailInterval(auth: EffectiveConfig['auth']): Check {
  const subject = 'auth.email.max_frequency';
  const written = auth.email.max_frequency ?? '1m0s';
  const seconds = durationSeconds(written);
  if (seconds === undefined) return failed(subject, `"${written}" is not a duration such as 60s`);
  if (seconds < shortestProductionMailInterval) {
    return failed(
      subject,
      `${written} lets the sign-up form mail one address every ${seconds} s; production needs at least ${shortestProductionMailInterval}s`,
    );
  }
  return passed(subject, written);
}

function checkApprovalGate(effective: EffectiveConfig): Check[] {
  const { email, hook } = effective.auth;
  const before = hook.before_user_created;
  const route = effective.functions.route;
  return [
    email.enable_confirmations
      ? passed('auth.email.enable_confirmations', 'on')
      : failed('auth.email.enable_confirmations', 'off: an unconfirmed address could sign in'),
    before?.enabled && before.uri === approvalHookUri
      ? passed('auth.hook.before_user_created', before.uri)
      : failed(
          'auth.hook.before_user_created',
          `must be enabled with ${approvalHookUri}: it is what keeps addresses off the approval list out`,
        ),
    route?.verify_jwt === false
      ? passed('functions.route.verify_jwt', 'false: the function verifies its callers')
      : failed(
          'functions.route.verify_jwt',
          'must be false: the platform check refuses the ES256 tokens of hosted projects before the function runs',
        ),
  ];
}

/** The env(NAME) of a value the environment did not fill, or undefined. */
const unresolvedName = (value: string | undefined) => envReference.exec(value ?? '')?.[1];

function checkMailSender(auth: EffectiveConfig['auth']): Check {
  const subject = 'auth.email.smtp';
  const smtp = auth.email.smtp;
  if (!smtp?.enabled) {
    return warned(
      subject,
      "off: hosted Auth's own mailer sends a few e-mails an hour, to the project's team only, so other users get no confirmation e-mail",
    );
  }
  const missing = (['host', 'user', 'pass', 'admin_email'] as const)
    .filter((field) => !smtp[field]?.trim() || unresolvedName(smtp[field]))
    .map((field) => {
      const name = unresolvedName(smtp[field]);
      return name ? `${field} (${name})` : field;
    });
  if (missing.length > 0) {
    return failed(
      subject,
      `on, but ${missing.join(', ')} not set: set them in the shell or in .env.production.local (git-ignored)`,
    );
  }
  const host = smtp.host ?? '';
  const problem = unreachableFromHostedProblem(`smtp://${host}`);
  return problem ? failed(subject, problem) : passed(subject, `${host}:${smtp.port ?? 587}`);
}

/** The production Auth settings `config push` would send, and what the app needs of them. */
export function checkAuthSettings(config: ProductionConfig): Check[] {
  const where = `[remotes.${config.remoteName}]`;
  const { remote } = config;
  if (!remote) {
    const others =
      config.remoteNames.length > 0 ? ` (it has ${config.remoteNames.join(', ')})` : '';
    return [
      failed(
        where,
        `supabase/config.toml has no such block${others}: add it with the project's ref and its Auth settings (docs/deploying.md)`,
      ),
    ];
  }
  const { auth } = remote.effective;
  const checks = [
    checkProjectRef(remote.projectRef, where),
    checkSiteUrl(remote.block, auth),
    checkRedirectUrls(remote.block, auth),
    checkMailInterval(auth),
    ...checkProductionFloor(auth, config.remoteName),
    ...checkApprovalGate(remote.effective),
    checkMailSender(auth),
  ];
  // What the mail sender check has not already named.
  const smtp = auth.email.smtp;
  const named = new Set(
    [smtp?.host, smtp?.user, smtp?.pass, smtp?.admin_email].map(unresolvedName),
  );
  const others = remote.unresolvedEnv.filter((name) => !named.has(name));
  if (others.length > 0) {
    const names = others.join(', ');
    checks.push(
      failed(
        'env(…) references',
        `${names} not set: set them in the shell or in .env.production.local (git-ignored), or the CLI pushes the words env(…) themselves`,
      ),
    );
  }
  return checks;
}
