/** One prerequisite of a deploy: met, worth a warning, or blocking (nothing is deployed). */
export interface Check {
  status: 'ok' | 'warn' | 'fail';
  /** What was checked, e.g. `auth.site_url`. */
  subject: string;
  message: string;
}

export const passed = (subject: string, message: string): Check => ({
  status: 'ok',
  subject,
  message,
});
export const warned = (subject: string, message: string): Check => ({
  status: 'warn',
  subject,
  message,
});
export const failed = (subject: string, message: string): Check => ({
  status: 'fail',
  subject,
  message,
});

const labels = { ok: 'ok  ', warn: 'WARN', fail: 'FAIL' } as const;

/** One line per check, the blocking ones easy to spot. */
export function formatChecks(checks: readonly Check[]): string {
  return checks
    .map((check) => `  ${labels[check.status]}  ${check.subject}: ${check.message}`)
    .join('\n');
}
