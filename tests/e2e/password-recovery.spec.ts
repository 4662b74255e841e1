import { setTimeout as sleep } from 'node:timers/promises';
import { uniqueAddress, unapprovedDomain } from './support/accounts';
import { expect, test } from './support/fixtures';
import { ResetPasswordPage, waitForResetLink } from './support/pages/reset-password-page';
import { atBothSizes, checkScreen } from './support/screen-checks';
import { toast, toastDescription } from './support/toasts';

const newPassword = 'fresh-clear-words-77';

test.describe('A forgotten password', () => {
  // Each step opens /auth afresh, so no toast of the step before is on the page.
  test('asking for a link: refused, silent, and a link a newer one replaced', async ({
    page,
    accounts,
    authPage,
    mailbox,
  }) => {
    await test.step('an unapproved address gets Access Required and no e-mail', async () => {
      const stranger = uniqueAddress('stranger', unapprovedDomain);
      await authPage.goto();
      await authPage.requestPasswordReset(stranger);

      const required = toast(page, 'error', 'Access Required');
      await expect(required).toBeVisible();
      await expect(toastDescription(required)).toContainText(
        "Your account hasn't been approved yet. Please request access.",
      );
      await expect(toast(page, 'success', 'Check Your Email')).toHaveCount(0);
      expect(await mailbox.messagesTo(stranger)).toEqual([]);
    });

    await test.step('an approved address without an account hears the same as one with an account', async () => {
      const nobody = uniqueAddress('nobody');
      await authPage.goto();
      await authPage.requestPasswordReset(nobody);
      await expect(toast(page, 'success', 'Check Your Email')).toBeVisible();
      expect(await mailbox.messagesTo(nobody)).toEqual([]);
    });

    await test.step('an expired link (a newer one was sent) says so and leads to asking again', async () => {
      const account = await accounts.createConfirmed('twice');
      const reset = new ResetPasswordPage(page);
      await authPage.goto();
      await authPage.requestPasswordReset(account.email);
      const older = await waitForResetLink(mailbox, account.email, 1);
      await sleep(1_100); // one e-mail a second per address (max_frequency)
      await authPage.resetRequestForm.getByRole('button', { name: 'SEND RESET LINK' }).click();
      await waitForResetLink(mailbox, account.email, 2);

      await page.goto(older);
      await expect(reset.title('LINK EXPIRED')).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(
        'This password-reset link has expired or was already used.',
      );
      await atBothSizes(page, (name) => checkScreen(page, name), 'reset-password-expired');
      await page.getByRole('link', { name: 'REQUEST A NEW LINK' }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(authPage.resetRequestForm).toBeVisible();
    });
  });

  test('forgot → e-mail → new password → /dashboard; then a link for someone else arrives', async ({
    page,
    accounts,
    authPage,
    chatPage,
    mailbox,
    environment,
  }) => {
    const account = await accounts.createConfirmed('forgetful');

    await test.step('forgot → e-mail → new password twice → /dashboard, then the new password signs in', async () => {
      const reset = new ResetPasswordPage(page);

      await authPage.goto();
      await authPage.field(authPage.loginForm, 'Email').fill(account.email);
      await authPage.forgotPasswordButton.click();
      const email = authPage.field(authPage.resetRequestForm, 'Email');
      await expect(email, 'the address typed to log in comes along').toHaveValue(account.email);
      await expect(email).toBeFocused();
      await atBothSizes(page, (name) => checkScreen(page, name), 'auth-forgot-password');
      await authPage.resetRequestForm.getByRole('button', { name: 'SEND RESET LINK' }).click();
      const sent = toast(page, 'success', 'Check Your Email');
      await expect(sent).toBeVisible();
      await expect(toastDescription(sent)).toHaveText(
        'If this address has an account, a link to choose a new password is on its way.',
      );

      await page.goto(await waitForResetLink(mailbox, account.email));
      await expect(reset.title('SET A NEW PASSWORD')).toBeVisible();
      await expect(page.getByText(`Account: ${account.email}`)).toBeVisible();
      await reset.setPassword(newPassword, `${newPassword}!`);
      await expect(reset.form.getByRole('alert')).toHaveText('Passwords do not match.');
      await atBothSizes(page, (name) => checkScreen(page, name), 'reset-password');
      await reset.setPassword('short', 'short');
      await expect(reset.form.getByRole('alert')).toHaveText(
        'Password must be at least 6 characters.',
      );

      await reset.setPassword(newPassword);
      await chatPage.expectReady();
      await expect(toast(page, 'success', 'Password Updated')).toBeVisible();
      await chatPage.pressTerminalKey('8');
      await expect(page).toHaveURL(/\/auth$/);
      await authPage.signIn(account.email, account.password);
      await expect(toast(page, 'error', 'Login Failed')).toBeVisible();
      await authPage.field(authPage.loginForm, 'Password').fill(newPassword);
      await authPage.loginForm.getByRole('button', { name: 'SIGN IN' }).click();
      await chatPage.expectReady();
    });

    // Signed in as the account above, a reset link mailed to another account is opened here.
    await test.step('a link that arrives while someone else is signed in says so', async () => {
      const owner = await accounts.createConfirmed('owner');
      const response = await fetch(
        `${environment.apiUrl}/auth/v1/recover?redirect_to=${encodeURIComponent(`${environment.appUrl}/reset-password`)}`,
        {
          method: 'POST',
          headers: { apikey: environment.publishableKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email: owner.email }),
        },
      );
      expect(response.status).toBe(200);
      const reset = new ResetPasswordPage(page);

      await page.goto(await waitForResetLink(mailbox, owner.email));
      await expect(reset.title('SET A NEW PASSWORD')).toBeVisible();
      await expect(page.getByText(/this link is for/)).toHaveText(
        `NOTE: this link is for ${owner.email}. It signed ${account.email} out of this browser.`,
      );
      await checkScreen(page, 'reset-password-other-account-desktop');
      await page.getByRole('button', { name: 'SIGN OUT INSTEAD' }).click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  });
});
