import { expect, test } from './support/fixtures';
import { readLocalStorage, sessionStorageKey } from './support/session-storage';
import { toast, toastDescription } from './support/toasts';

// Each account is approved one by one (not through the seeded domain), so removing its entry
// takes the approval away.
test('A user removed from the approval list is signed out, at sign-in and when a session is restored', async ({
  page,
  accounts,
  approvalList,
  authPage,
  chatPage,
}) => {
  await test.step('is signed out at sign-in with Access Denied', async () => {
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

  await test.step('who still holds a session is signed out when the app restores it', async () => {
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
