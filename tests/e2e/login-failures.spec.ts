import { expect, test } from './support/fixtures';
import { toast, toastDescription } from './support/toasts';

// Each step opens /auth afresh, so no toast of the step before is on the page.
test('Login failures: a wrong password, an unconfirmed address, an address that is not one', async ({
  page,
  accounts,
  authPage,
}) => {
  await test.step('a wrong password shows Login Failed with the backend message', async () => {
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

  await test.step('an address not yet confirmed shows Login Failed: Email not confirmed', async () => {
    const account = await accounts.createUnconfirmed('pending');
    await authPage.goto();
    await authPage.signIn(account.email, account.password);

    const failed = toast(page, 'error', 'Login Failed');
    await expect(failed).toBeVisible();
    await expect(toastDescription(failed)).toHaveText('Email not confirmed');
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step('an address that is not an e-mail is refused before calling the server', async () => {
    await authPage.goto();
    await authPage.signIn('not-an-email', 'whatever');
    await expect(authPage.loginForm.getByRole('alert')).toHaveText('Enter a valid e-mail address.');
    await expect(authPage.field(authPage.loginForm, 'Email')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
