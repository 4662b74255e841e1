import { expect, test } from './support/fixtures';
import { readLocalStorage, sessionStorageKey } from './support/session-storage';
import { toast, toastDescription } from './support/toasts';

test.describe('A user removed from the approval list', () => {
  test('is signed out at sign-in with Access Denied', async ({
    page,
    accounts,
    approvalList,
    authPage,
  }) => {
    // Approved one by one (not through the seeded domain), so removing the entry takes it away.
    const account = await accounts.createConfirmed('removed', {
      domain: 'visiting.example.edu',
      approveFirst: true,
    });
    await approvalList.remove(account.email);

    await authPage.goto();
    await authPage.signIn(account.email, account.password);

    const denied = toast(page, 'error', 'Access Denied');
    await expect(denied).toBeVisible();
    await expect(toastDescription(denied)).toHaveText(
      "This account isn't approved for beta access.",
    );
    await expect(page).toHaveURL(/\/auth$/);
    await expect(authPage.loginTab).toBeVisible();
    await expect.poll(() => readLocalStorage(page, sessionStorageKey)).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('who still holds a session is signed out when the app restores it', async ({
    page,
    approvalList,
    accounts,
    authPage,
    chatPage,
  }) => {
    const account = await accounts.createConfirmed('lapsed', {
      domain: 'visiting.example.edu',
      approveFirst: true,
    });
    await authPage.goto();
    await authPage.signIn(account.email, account.password);
    await chatPage.expectReady();

    await approvalList.remove(account.email);
    await page.reload();
    await expect(toast(page, 'error', 'Access Denied')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect.poll(() => readLocalStorage(page, sessionStorageKey)).toBeNull();
  });
});
