import type { Page } from '@playwright/test';
import { uniqueAddress } from './support/accounts';
import { expect, test } from './support/fixtures';
import { verifyLinkOf, type MailboxClient } from '../../local-supabase/contract/mailbox-client';
import type { AuthPage } from './support/pages/auth-page';
import type { ChatPage } from './support/pages/chat-page';
import { toast, toastDescription } from './support/toasts';

async function signInByMagicLink(
  email: string,
  {
    page,
    authPage,
    chatPage,
    mailbox,
  }: { page: Page; authPage: AuthPage; chatPage: ChatPage; mailbox: MailboxClient },
) {
  await authPage.goto();
  await authPage.signupTab.click();
  await authPage.magicLinkCheckbox.check();
  await expect(authPage.field(authPage.signupForm, 'Password')).toHaveCount(0);
  await authPage.field(authPage.signupForm, 'Email').fill(email);
  await authPage.termsCheckbox.check();
  await authPage.signupForm.getByRole('button', { name: 'SEND MAGIC LINK' }).click();

  const sent = toast(page, 'success', 'Magic Link Sent');
  await expect(sent).toBeVisible();
  await expect(toastDescription(sent)).toHaveText('Check your email for the login link');

  const link = verifyLinkOf(await mailbox.waitForMessageTo(email));
  await page.goto(link);
  await chatPage.expectReady();
  // supabase-js blanks the fragment it read the tokens from; no bare `#` is left behind.
  expect(page.url()).toBe(new URL('/dashboard', page.url()).href);
}

test('Magic-link sign-in: a new approved address, then an existing account without its password', async ({
  page,
  authPage,
  chatPage,
  mailbox,
  accounts,
}) => {
  await test.step('signs a new approved address in from the e-mailed link', async () => {
    await signInByMagicLink(uniqueAddress('grace'), { page, authPage, chatPage, mailbox });
    await expect(page.getByText('WELCOME TO ASSOCIATE')).toBeVisible();
    await chatPage.pressTerminalKey('8');
    await page.waitForURL(/\/auth$/);
  });

  await test.step('signs an existing account in without its password', async () => {
    const account = await accounts.createConfirmed('katherine');
    await signInByMagicLink(account.email, { page, authPage, chatPage, mailbox });
    await chatPage.pressTerminalKey('m');
    await expect(chatPage.menuItem('8')).toHaveText(`[8] SIGN OUT (${account.email})`);
  });
});
