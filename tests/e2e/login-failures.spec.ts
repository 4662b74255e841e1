import { expect, test } from './support/fixtures';
import { toast, toastDescription } from './support/toasts';

test.describe('Login failures', () => {
  test('a wrong password shows Login Failed with the backend message', async ({
    page,
    accounts,
    authPage,
  }) => {
    const account = await accounts.createConfirmed('typo');
    await authPage.goto();
    const signIn = authPage.loginForm.getByRole('button', { name: 'SIGN IN' });
    await expect(signIn).toBeDisabled();
    await authPage.signIn(account.email, 'not-the-password');

    const failed = toast(page, 'error', 'Login Failed');
    await expect(failed).toBeVisible();
    await expect(toastDescription(failed)).toHaveText('Invalid login credentials');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(signIn).toBeEnabled();
  });

  test('an address not yet confirmed shows Login Failed: Email not confirmed', async ({
    page,
    accounts,
    authPage,
  }) => {
    const account = await accounts.createUnconfirmed('pending');
    await authPage.goto();
    await authPage.signIn(account.email, account.password);

    const failed = toast(page, 'error', 'Login Failed');
    await expect(failed).toBeVisible();
    await expect(toastDescription(failed)).toHaveText('Email not confirmed');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an address that is not an e-mail is refused before calling the server', async ({
    authPage,
  }) => {
    await authPage.goto();
    await authPage.signIn('not-an-email', 'whatever');
    await expect(authPage.loginForm.getByRole('alert')).toHaveText('Enter a valid e-mail address.');
    await expect(authPage.field(authPage.loginForm, 'Email')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
