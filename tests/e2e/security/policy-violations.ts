import type { Page } from '@playwright/test';

/** One thing the browser refused (or would have) because of the Content-Security-Policy. */
export interface PolicyViolation {
  kind: 'event' | 'console';
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

const reportBinding = 'reportPolicyViolation';

/** Console lines Chromium writes for CSP and Trusted Types refusals and for ignored directives. */
const policyConsolePattern = /Content[ -]Security[ -]Policy|Refused to|Trusted ?Type/i;

/**
 * Records every `securitypolicyviolation` event of every document the page loads, and every
 * console message about the policy, from now on. Read the list at the end of a journey.
 */
export async function watchPolicyViolations(page: Page): Promise<PolicyViolation[]> {
  const violations: PolicyViolation[] = [];
  await page.exposeBinding(
    reportBinding,
    ({ frame }, event: Omit<PolicyViolation, 'kind' | 'url'>) => {
      violations.push({ kind: 'event', url: frame.url(), ...event });
    },
  );
  // Injected by Playwright (not a page script), so the policy under test does not apply to it.
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (value: unknown) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  }, reportBinding);
  page.on('console', (message) => {
    if (!policyConsolePattern.test(message.text())) return;
    violations.push({
      kind: 'console',
      url: page.url(),
      directive: message.type(),
      blocked: '',
      sample: message.text(),
    });
  });
  return violations;
}
