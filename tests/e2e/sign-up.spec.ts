import { testPassword, uniqueAddress } from './support/accounts';
import { expect, test } from './support/fixtures';
import { verifyLinkOf } from '../../local-supabase/contract/mailbox-client';
import { toast, toastDescription } from './support/toasts';

test('Sign-up of an approved address: the form’s own check, then the e-mailed link to /dashboard', async ({
  page,
  authPage,
  chatPage,
  mailbox,
}) => {
  await test.step('refuses a password shorter than 6 characters before calling the server', async () => {
    await authPage.goto();
    await authPage.signupTab.click();
    await authPage.field(authPage.signupForm, 'Email').fill(uniqueAddress('short'));
    await authPage.field(authPage.signupForm, 'Password').fill('12345');
    await authPage.termsCheckbox.check();
    await authPage.signupForm.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(authPage.signupForm.getByRole('alert')).toHaveText(
      'Password must be at least 6 characters.',
    );
  });

  await test.step('signs up, confirms through the e-mailed link and lands on /dashboard', async () => {
    const email = uniqueAddress('ada');
    await authPage.goto();
    await authPage.signupTab.click();
    const signUpButton = authPage.signupForm.getByRole('button', { name: 'SIGN UP' });

    await authPage.field(authPage.signupForm, 'Email').fill(email);
    await authPage.field(authPage.signupForm, 'Password').fill(testPassword);
    await expect(signUpButton, 'the terms must be accepted first').toBeDisabled();
    await authPage.termsCheckbox.check();
    await expect(signUpButton).toBeEnabled();
    await signUpButton.click();

    const created = toast(page, 'success', 'Account Created');
    await expect(created).toBeVisible();
    await expect(toastDescription(created)).toHaveText(
      'Please check your email to verify your account',
    );
    await expect(page, 'no session before the address is confirmed').toHaveURL(/\/auth$/);

    const confirmation = await mailbox.waitForMessageTo(email);
    const link = verifyLinkOf(confirmation);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(
      new URL('/dashboard', page.url()).href,
    );
    await page.goto(link);

    await chatPage.expectReady();
    await expect(page.getByText('WELCOME TO ASSOCIATE')).toBeVisible();
    // supabase-js blanks the fragment it read the tokens from; no bare `#` is left behind.
    expect(new URL(page.url()).hash).toBe('');
    expect(page.url()).toBe(new URL('/dashboard', page.url()).href);
    const stored = await page.evaluate(() => window.localStorage.getItem('sb-127-auth-token'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ user: { email } });
  });
});
