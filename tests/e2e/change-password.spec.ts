import path from 'node:path';
import type { Browser } from '@playwright/test';
import { animationsSettled } from './support/animations';
import { expect, test } from './support/fixtures';
import { atBothSizes, checkScreen, screenshotsFolder } from './support/screen-checks';
import { sessionStorageKey, storeSession } from './support/session-storage';
import { toast } from './support/toasts';

const newPassword = 'changed-clear-words-88';

/** Another browser (a second device) signed in to the same account, on its dashboard. */
async function secondDevice(browser: Browser, baseURL: string, session: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await storeSession(page, session);
  await page.goto('/dashboard');
  await expect(page.getByRole('log', { name: 'Conversation' })).toBeVisible();
  return { context, page };
}

test.describe('Changing the password on /account', () => {
  test('CHANGE PASSWORD → sign out → sign in with the new one; other devices sign in again', async ({
    page,
    browser,
    baseURL,
    accounts,
    accountPage,
    authPage,
    chatPage,
    signedInAccount,
  }) => {
    const other = await secondDevice(
      browser,
      baseURL ?? '',
      await accounts.session(signedInAccount),
    );

    await accountPage.goto();
    await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    const dialog = page.getByRole('dialog', { name: 'CHANGE PASSWORD' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('New password', { exact: true })).toBeFocused();
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill('not the same');
    await dialog.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match.');
    await animationsSettled(page); // the dialog's fade-in
    await atBothSizes(page, (name) => checkScreen(page, name), 'account-change-password');
    // The dialog as a user sees it: the page behind is taller than the window.
    await page.screenshot({
      path: path.join(screenshotsFolder, 'account-change-password-dialog-desktop.png'),
      animations: 'disabled',
      caret: 'hide',
    });
    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expect(toast(page, 'success', 'Password Updated')).toBeVisible();
    await expect(dialog).toBeHidden();

    await chatPage.goto();
    await chatPage.pressTerminalKey('8');
    await expect(page).toHaveURL(/\/auth$/);
    await authPage.signIn(signedInAccount.email, signedInAccount.password);
    await expect(toast(page, 'error', 'Login Failed')).toBeVisible();
    await authPage.field(authPage.loginForm, 'Password').fill(newPassword);
    await authPage.loginForm.getByRole('button', { name: 'SIGN IN' }).click();
    await chatPage.expectReady();

    // The other device's session ended on the server: its next refresh fails, and it is out.
    await other.page.evaluate((key) => {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { expires_at: number };
      stored.expires_at = Math.floor(Date.now() / 1000) - 60;
      window.localStorage.setItem(key, JSON.stringify(stored));
    }, sessionStorageKey);
    await other.page.reload();
    await expect(other.page).toHaveURL(/\/auth$/);
    await expect(other.page.getByRole('tab', { name: 'LOGIN' })).toBeVisible();
    await other.context.close();
  });
});
