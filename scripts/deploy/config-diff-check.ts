import { z } from 'zod';
import { failed, passed, type Check } from './deploy-check';
import { unreachableFromHostedProblem } from './public-url';

/** `supabase config diff --output-format json` (schema_version 1 in CLI 2.117). */
const configDiffSchema = z.object({
  target: z.object({ project_ref: z.string(), local_scope: z.string() }),
  changes: z.array(z.object({ path: z.array(z.string()), local: z.unknown() })),
});

const subject = 'supabase config diff';

function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  return [];
}

/**
 * The CLI's own view of what `config push` will send, read before anything is pushed: the
 * settings must come from `[remotes.<name>]` (the CLI falls back to the file's local settings
 * when no block's project_id is the ref), and no value may point at this machine, a private
 * network or an example domain.
 */
export function checkConfigDiff(stdout: string, remoteName: string): Check {
  let diff: z.infer<typeof configDiffSchema>;
  try {
    diff = configDiffSchema.parse(JSON.parse(stdout));
  } catch {
    return failed(subject, 'its output could not be read, so nothing is pushed');
  }
  const scope = `remotes.${remoteName}`;
  if (diff.target.local_scope !== scope) {
    return failed(
      subject,
      `the CLI would push the ${diff.target.local_scope} settings, not [${scope}], to ${diff.target.project_ref}`,
    );
  }
  const local = diff.changes.flatMap((change) =>
    urlsIn(change.local)
      .map((url) => unreachableFromHostedProblem(url) && `${change.path.join('.')} = ${url}`)
      .filter((found) => typeof found === 'string'),
  );
  if (local.length > 0) {
    return failed(subject, `would push local addresses to the project: ${local.join(', ')}`);
  }
  return passed(
    subject,
    `${diff.changes.length} settings differ on ${diff.target.project_ref}, all from [${scope}], none local`,
  );
}
