import { z } from 'zod';
import { ruleFor, weakens, type SafetyRule } from './auth-safety-rules';
import { failed, passed, type Check } from './deploy-check';
import { unreachableFromHostedProblem } from './public-url';

/**
 * `supabase config diff --output-format json` (schema_version 1 in CLI 2.117): each setting that
 * differs, with the value `config push` would send (`local`) and the project's (`remote`, null
 * when the API did not return it).
 */
const configDiffSchema = z.object({
  target: z.object({ project_ref: z.string(), local_scope: z.string() }),
  changes: z.array(
    z.object({ path: z.array(z.string()), local: z.unknown(), remote: z.unknown().optional() }),
  ),
});
type Change = z.infer<typeof configDiffSchema>['changes'][number];

const subject = 'supabase config diff';

function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  return [];
}

const shown = (value: unknown) => JSON.stringify(value);

/**
 * The refusal of one setting the push would weaken: the setting, what the push would send, what
 * the project has, and the line that keeps the project's value.
 */
function weakeningRefused(
  rule: SafetyRule,
  change: Change,
  context: { ref: string; remoteName: string },
): Check {
  const table = change.path.slice(0, -1).join('.');
  const key = change.path.at(-1)!;
  const verb = {
    lower: 'lower',
    higher: 'raise',
    'turned-off': 'turn off',
    'turned-on': 'turn on',
    'weaker-rule': 'weaken',
  }[rule.weakening];
  return failed(
    rule.path,
    `config push would ${verb} it on ${context.ref}: ${shown(change.remote)} there, ${shown(change.local)} pushed (${rule.harm}). ` +
      `Fix: set ${key} = ${shown(change.remote)} under [remotes.${context.remoteName}.${table}] in supabase/config.toml, ` +
      'or change the project first (Dashboard → Authentication) if the weaker value is meant',
  );
}

/**
 * The CLI's own view of what `config push` will send, read before anything is pushed: the
 * settings must come from `[remotes.<name>]` (the CLI falls back to the file's local settings
 * when no block's project_id is the ref), no value may point at this machine, a private network
 * or an example domain, and no Auth setting may be weaker than the project's own (a lower rate
 * limit, a security switch turned off, a weaker password rule). One check per refused setting.
 */
export function checkConfigDiff(stdout: string, remoteName: string): Check[] {
  let diff: z.infer<typeof configDiffSchema>;
  try {
    diff = configDiffSchema.parse(JSON.parse(stdout));
  } catch {
    return [failed(subject, 'its output could not be read, so nothing is pushed')];
  }
  const scope = `remotes.${remoteName}`;
  const ref = diff.target.project_ref;
  if (diff.target.local_scope !== scope) {
    return [
      failed(
        subject,
        `the CLI would push the ${diff.target.local_scope} settings, not [${scope}], to ${ref}`,
      ),
    ];
  }
  const local = diff.changes.flatMap((change) =>
    urlsIn(change.local)
      .map((url) => unreachableFromHostedProblem(url) && `${change.path.join('.')} = ${url}`)
      .filter((found) => typeof found === 'string'),
  );
  const weakened = diff.changes.flatMap((change) => {
    const rule = ruleFor(change.path.join('.'));
    return rule && weakens(rule, change.local, change.remote)
      ? [weakeningRefused(rule, change, { ref, remoteName })]
      : [];
  });
  if (local.length > 0) {
    weakened.unshift(
      failed(subject, `would push local addresses to the project: ${local.join(', ')}`),
    );
  }
  if (weakened.length > 0) return weakened;
  return [
    passed(
      subject,
      `${diff.changes.length} settings differ on ${ref}, all from [${scope}], none local, none weaker than the project's`,
    ),
  ];
}
