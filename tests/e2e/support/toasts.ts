import type { Locator, Page } from '@playwright/test';

/**
 * A sonner toast by kind and title, e.g. `toast(page, 'error', 'Login Failed')`; the one
 * warning is Session Expired.
 */
export function toast(page: Page, kind: 'error' | 'success' | 'warning', title: string): Locator {
  return page
    .locator(`li[data-sonner-toast][data-type=${kind}]`)
    .filter({ has: page.locator('[data-title]', { hasText: title }) });
}

/** The message under a toast's title. */
export function toastDescription(toastLocator: Locator): Locator {
  return toastLocator.locator('[data-description]');
}
