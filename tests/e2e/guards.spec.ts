import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Holds the approval check after sign-in, so the app stays in its loading state until released. */
async function holdApprovalCheck(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/rpc/is_email_allowed', async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

const loading = (page: Page) => page.getByRole('status').filter({ hasText: /^LOADING\.\.\.$/ });

test.describe('Routes and guards', () => {
  test('a visitor: the landing page, the guarded pages and the 404 page', async ({ page }) => {
    await test.step('a visitor reaches the landing page and ACCESS SYSTEM leads to /auth', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ASSOCIATE');
      await expect(
        page.getByText('Bridging the gap between what you mean and what they understand.'),
      ).toBeVisible();
      await expect(
        page.getByText('Beta access required • Authorized personnel only'),
      ).toBeVisible();
      await page.getByRole('link', { name: 'ACCESS SYSTEM' }).click();
      await expect(page).toHaveURL(/\/auth$/);
    });

    await test.step('sign-in-required pages send a visitor to /auth, replacing history', async () => {
      await page.goto('/beta');
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/auth$/);
      await page.goBack();
      await expect(page, 'Back skips the page the visitor could not see').toHaveURL(/\/beta$/);

      await page.goto('/account');
      await expect(page).toHaveURL(/\/auth$/);
    });

    await test.step('any other path shows the 404 page and logs the path', async () => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      expect(errors.some((text) => text.includes('/no/such/page'))).toBe(true);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'ACCESS SYSTEM' })).toBeVisible();
    });
  });

  test('a signed-in user: LOADING... while the sign-in state loads, the redirects, the reset screen', async ({
    page,
    chatPage,
    signedInAccount: _signedIn,
  }) => {
    await test.step('shows a pulsing LOADING... while the sign-in state loads (a single pulse under reduced motion)', async () => {
      const releaseDashboard = await holdApprovalCheck(page);
      await page.reload();
      await expect(loading(page)).toBeVisible();
      await expect(loading(page)).toHaveClass(/animate-pulse/);
      releaseDashboard();
      await chatPage.expectReady();

      await page.unroute('**/rest/v1/rpc/is_email_allowed');
      const releaseAuth = await holdApprovalCheck(page);
      await page.goto('/auth');
      await expect(loading(page), 'the auth screen waits too').toBeVisible();
      await expect(page.getByRole('tab', { name: 'LOGIN' })).toHaveCount(0);
      releaseAuth();
      await chatPage.expectReady();

      // With reduced motion asked for, the pulse runs once, instantly.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.unroute('**/rest/v1/rpc/is_email_allowed');
      const releaseReduced = await holdApprovalCheck(page);
      await page.reload();
      await expect(loading(page)).toHaveCSS('animation-iteration-count', '1');
      releaseReduced();
      await chatPage.expectReady();
      await page.unroute('**/rest/v1/rpc/is_email_allowed');
      await page.emulateMedia({ reducedMotion: null });
    });

    await test.step('signed-out-only pages send a signed-in user to /dashboard', async () => {
      await page.goto('/');
      await chatPage.expectReady();
      await page.goto('/auth');
      await chatPage.expectReady();
      // Public pages stay reachable (keys 6 and 7 open /terms and /privacy signed in).
      await page.goto('/beta');
      await expect(page.getByRole('heading', { name: 'BETA ACCESS REQUEST' })).toBeVisible();
    });

    await test.step('the reset screen: NO RESET LINK for a visitor, /dashboard for a user with nothing to reset', async () => {
      await page.goto('/reset-password');
      await chatPage.expectReady();
      await chatPage.pressTerminalKey('8');
      await expect(page).toHaveURL(/\/auth$/);
      await page.goto('/reset-password');
      await expect(page.getByRole('heading', { name: 'NO RESET LINK' })).toBeVisible();
    });
  });
});
