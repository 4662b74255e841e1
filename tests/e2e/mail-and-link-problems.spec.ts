import type { Page } from '@playwright/test';
import { verifyLinkOf } from '../../local-supabase/contract/mailbox-client';
import { uniqueAddress } from './support/accounts';
import { expect, test } from './support/fixtures';
import { checkScreen, saveScreenshot } from './support/screen-checks';
import { toastSettled } from './support/animations';
import { toast, toastDescription } from './support/toasts';

/**
 * Auth refusing to send an e-mail: the app says a mail is on its way only when one is, and an
 * e-mail link that failed is explained in the app's own words with the way to a new one.
 */

/** Answers the app's next call to `path` as hosted Auth answers a refused e-mail. */
async function refuseMail(page: Page, path: string, message: string) {
  await page.route(`**/auth/v1/${path}**`, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: {
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'X-Supabase-Api-Version',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ code: 'over_email_send_rate_limit', message }),
    }),
  );
}

const projectLimit = 'email rate limit exceeded';
const addressLimit = 'For security purposes, you can only request this after 52 seconds.';

test('Mail Auth would not send: the project’s hourly limit, then this address’s own', async ({
  page,
  authPage,
}) => {
  await test.step("the project's hourly limit: no magic link, no reset link, and what to do", async () => {
    await refuseMail(page, 'otp', projectLimit);
    await authPage.goto();
    await authPage.signupTab.click();
    await authPage.magicLinkCheckbox.check();
    await authPage.field(authPage.signupForm, 'Email').fill(uniqueAddress('ida'));
    await authPage.termsCheckbox.check();
    await authPage.signupForm.getByRole('button', { name: 'SEND MAGIC LINK' }).click();
    const failed = toast(page, 'error', 'Signup Failed');
    await expect(toastDescription(failed)).toHaveText(
      'No e-mail was sent: Associate has sent as many e-mails as it may this hour. Try again in an hour.',
    );
    await toastSettled(failed);
    await saveScreenshot(page, 'auth-mail-limit-desktop');

    await refuseMail(page, 'recover', projectLimit);
    await page.reload();
    await authPage.forgotPasswordButton.click();
    await authPage
      .field(page.getByRole('form', { name: 'Reset password' }), 'Email')
      .fill(uniqueAddress('ida'));
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await expect(toastDescription(toast(page, 'error', 'Password Reset Failed'))).toHaveText(
      /^No e-mail was sent: Associate has sent as many e-mails as it may this hour/,
    );
    await expect(toast(page, 'success', 'Check Your Email')).toHaveCount(0);
    await page.unroute('**/auth/v1/otp**');
    await page.unroute('**/auth/v1/recover**');
  });

  await test.step('this address was sent a link moments ago: the friendly words', async () => {
    await refuseMail(page, 'otp', addressLimit);
    await authPage.goto();
    await authPage.signupTab.click();
    await authPage.magicLinkCheckbox.check();
    await authPage.field(authPage.signupForm, 'Email').fill(uniqueAddress('ida'));
    await authPage.termsCheckbox.check();
    await authPage.signupForm.getByRole('button', { name: 'SEND MAGIC LINK' }).click();
    const sent = toast(page, 'success', 'Check Your Email');
    await expect(toastDescription(sent)).toHaveText(
      'A login link went to this address less than a minute ago: look in your inbox and spam folder. You can ask for another in 52 seconds.',
    );
    await toastSettled(sent);
    await saveScreenshot(page, 'auth-mail-sent-recently-desktop');
  });
});

test('An e-mail link that failed: a used magic link, and a link refused otherwise', async ({
  page,
  browser,
  authPage,
  mailbox,
  environment,
}) => {
  await test.step('a used magic link lands on /auth with why and the way to a new one', async () => {
    const email = uniqueAddress('joan');
    await authPage.goto();
    await authPage.signupTab.click();
    await authPage.magicLinkCheckbox.check();
    await authPage.field(authPage.signupForm, 'Email').fill(email);
    await authPage.termsCheckbox.check();
    await authPage.signupForm.getByRole('button', { name: 'SEND MAGIC LINK' }).click();
    const link = verifyLinkOf(await mailbox.waitForMessageTo(email));

    // Used once, elsewhere: the link's second visit is refused.
    const elsewhere = await browser.newContext({ baseURL: environment.appUrl });
    const first = await elsewhere.newPage();
    await first.goto(link);
    await expect(first.getByText('WELCOME TO ASSOCIATE')).toBeVisible();
    await elsewhere.close();

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'LINK EXPIRED' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await expect(page.getByRole('alert')).toContainText(
      'That e-mail link has expired or was already used',
    );
    await expect(authPage.magicLinkCheckbox).toBeChecked();
    await checkScreen(page, 'auth-link-expired-desktop');
  });

  await test.step('a link refused otherwise never shows the words its URL carries', async () => {
    await page.goto(
      '/dashboard#error=access_denied&error_code=bad_code&error_description=Call+%2B1+900+555+0100+to+restore+access',
    );
    await expect(page.getByRole('heading', { name: 'LINK NOT ACCEPTED' })).toBeVisible();
    await expect(page.getByText(/555|restore access/)).toHaveCount(0);

    await page.goto(
      '/reset-password#error=access_denied&error_code=bad_code&error_description=Call+%2B1+900+555+0100',
    );
    await expect(page.getByRole('heading', { name: 'LINK NOT ACCEPTED' })).toBeVisible();
    await expect(page.getByText(/555/)).toHaveCount(0);
    await checkScreen(page, 'reset-password-link-refused-desktop');
  });
});
