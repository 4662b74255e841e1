import type { Locator, Page } from '@playwright/test';

/**
 * Waits until every finite CSS animation and transition on the page has run its course (a dialog
 * fading in, a toast sliding in), so axe and a screenshot see the screen as it settles. Endless
 * ones (the LOADING... pulse, a blinking cursor) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished),
    ),
  );
}

/** A toast that has mounted and finished sliding in. */
export async function toastSettled(toastLocator: Locator): Promise<void> {
  await toastLocator.and(toastLocator.page().locator('[data-mounted="true"]')).waitFor();
  await animationsSettled(toastLocator.page());
}
