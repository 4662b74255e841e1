import { testPassword, uniqueAddress, unapprovedDomain } from './support/accounts';
import { expect, test } from './support/fixtures';
import { atBothSizes, checkScreen, desktopViewport, saveScreenshot } from './support/screen-checks';
import { animationsSettled, toastSettled } from './support/animations';
import { toast } from './support/toasts';

// One exchange, so the screenshot shows the whole of it: the draft, the reply and its engine.
const draft =
  'We will basically utilize the survey in order to measure recall prior to the launch.';

test.use({ viewport: desktopViewport });

test('every screen passes axe at desktop and phone size, and is saved as a screenshot', async ({
  page,
  accounts,
  authPage,
  chatPage,
  accountPage,
}) => {
  // Twenty-odd screens, each through axe twice, on a shared 2-core machine.
  test.setTimeout(300_000);
  const shot = (screen: string) => atBothSizes(page, (name) => checkScreen(page, name), screen);
  const picture = (screen: string) =>
    atBothSizes(page, (name) => saveScreenshot(page, name), screen);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'ACCESS SYSTEM' })).toBeVisible();
  await shot('landing');

  await authPage.goto();
  await shot('auth-login');
  await authPage.signupTab.click();
  await expect(authPage.signupForm).toBeVisible();
  await shot('auth-signup');
  await authPage.signUp(uniqueAddress('visitor', unapprovedDomain), testPassword);
  await expect(toast(page, 'error', 'Access Required')).toBeVisible();
  await toastSettled(toast(page, 'error', 'Access Required'));
  await picture('auth-access-required');

  await page.goto('/beta');
  await expect(page.getByRole('heading', { name: 'BETA ACCESS REQUEST' })).toBeVisible();
  await shot('beta');
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(15);
  await shot('terms');
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
  await shot('privacy');
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'NO RESET LINK' })).toBeVisible();
  await shot('reset-password-no-link');
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await shot('not-found');

  const account = await accounts.createConfirmed('ada');
  await authPage.goto();
  await authPage.signIn(account.email, account.password);
  await chatPage.expectReady();
  await page.mouse.move(0, 0);
  await shot('dashboard-empty');
  const reply = await chatPage.sendAndWaitForReply(draft);
  await shot('dashboard-messages');
  await chatPage.pressTerminalKey('d');
  await expect(reply.locator('del').first()).toBeVisible();
  await shot('dashboard-reply-diff');
  await chatPage.pressTerminalKey('d');
  await expect(reply.locator('del')).toHaveCount(0);
  await chatPage.pressTerminalKey('m');
  await expect(chatPage.menu).toBeVisible();
  await shot('dashboard-menu');
  await chatPage.pressTerminalKey('3');
  await expect(chatPage.status).toHaveText(/^ENTER TO SEND/);
  await picture('dashboard-help');

  await accountPage.goto();
  await shot('account');
  await accountPage.deleteButton.click();
  await expect(accountPage.deleteDialog).toBeVisible();
  await animationsSettled(page); // the dialog's fade-in
  await shot('account-delete-dialog');
});
