import { expect, test } from './support/fixtures';
import { storedUserId } from './support/session-storage';
import { toast, toastDescription } from './support/toasts';

test.describe('Account settings', () => {
  test('shows the profile, the usage rows and a BACK link to /dashboard', async ({
    page,
    chatPage,
    accountPage,
    signedInAccount,
  }) => {
    const userId = await storedUserId(page);
    await chatPage.pressTerminalKey('5');
    await expect(accountPage.heading).toBeVisible();

    await expect(page.getByRole('heading', { name: 'PROFILE INFORMATION' })).toBeVisible();
    await expect(accountPage.row('Email')).toHaveText(signedInAccount.email);
    await expect(accountPage.row('User ID')).toHaveText(userId ?? 'missing');
    const today = await page.evaluate(() => new Date().toLocaleDateString());
    await expect(accountPage.row('Account Created')).toHaveText(today);

    await expect(page.getByRole('heading', { name: 'USAGE STATISTICS' })).toBeVisible();
    for (const label of ['Tokens Used', 'API Calls', 'Credits Remaining']) {
      await expect(accountPage.row(label)).toHaveText('Coming Soon');
    }
    await expect(
      page.getByText('Usage tracking will be available in a future update'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ACCOUNT ACTIONS' })).toBeVisible();

    await page.getByRole('link', { name: 'BACK' }).click();
    await chatPage.expectReady();
  });

  test('the delete dialog ignores outside clicks, and confirming deletes nothing', async ({
    page,
    accountPage,
    authPage,
    chatPage,
    signedInAccount,
  }) => {
    await accountPage.goto();
    await expect(accountPage.deleteButton).toHaveCSS(
      'background-color',
      /rgb\((\d{3}), \d{1,2}, \d{1,2}\)/,
    );
    await accountPage.deleteButton.click();
    const dialog = accountPage.deleteDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'This action cannot be undone. This will permanently delete your account and remove all your data from our servers.',
    );

    await page.mouse.click(5, 5);
    await expect(dialog, 'a click outside does not dismiss it').toBeVisible();
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'error', 'Account Deletion')).toHaveCount(0);

    await accountPage.deleteButton.click();
    await dialog.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await expect(dialog).toBeHidden();
    const deletion = toast(page, 'error', 'Account Deletion');
    await expect(deletion).toBeVisible();
    await expect(toastDescription(deletion)).toHaveText(
      'Account deletion is not yet implemented. Please contact support.',
    );

    // Nothing was deleted: the account still signs in.
    await chatPage.goto();
    await chatPage.pressTerminalKey('8');
    await expect(page).toHaveURL(/\/auth$/);
    await authPage.signIn(signedInAccount.email, signedInAccount.password);
    await chatPage.expectReady();
  });
});
