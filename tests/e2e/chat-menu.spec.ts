import { expect, test } from './support/fixtures';
import { toast, toastDescription } from './support/toasts';

const helpText = 'ENTER TO SEND • CTRL+L TO CLEAR • ESC FOR SETTINGS • [1-4] FOR MENU OPTIONS';
const routerTestBanner =
  /^ROUTER TEST COMPLETE — PROVIDER: local • MODEL: retext-clarity • LATENCY: \d+ ms$/;

// One signed-in visit walks the menu and every key, in the order a user meets them; signing out
// (key 8) ends it.
test('Chat terminal menu and keys: M, 1–8 and TEST ROUTER, then key 8 signs out', async ({
  page,
  chatPage,
  signedInAccount,
}) => {
  await test.step('M toggles the main menu, which hides the input and shows MENU, but types in the input', async () => {
    // Typed into the message box, M and digits are text, not keys.
    await chatPage.messageInput.click();
    await chatPage.page.keyboard.type('M3');
    await expect(chatPage.messageInput).toHaveValue('M3');
    await expect(chatPage.menu).toBeHidden();
    await chatPage.expectStatus('READY');

    await chatPage.messageInput.fill('a draft that must survive the menu');
    await chatPage.pressTerminalKey('m');
    await expect(chatPage.menu).toBeVisible();
    await expect(chatPage.messageInput).toBeHidden();
    await chatPage.expectStatus('MENU');
    await expect(chatPage.menu.getByRole('button')).toHaveText([
      '[1] CLEAR CHAT HISTORY',
      '[2] EXPORT CONVERSATION',
      '[3] HELP',
      '[4] TEST ROUTER',
      '[5] ACCOUNT SETTINGS',
      '[6] TERMS OF SERVICE',
      '[7] PRIVACY POLICY',
      `[8] SIGN OUT (${signedInAccount.email})`,
    ]);

    await chatPage.pressTerminalKey('M');
    await expect(chatPage.menu).toBeHidden();
    await expect(chatPage.messageInput).toHaveValue('a draft that must survive the menu');
    await chatPage.expectStatus('READY');
    await chatPage.menuButton.click();
    await expect(chatPage.menu).toBeVisible();
    await chatPage.page.keyboard.press('Escape');
    await expect(chatPage.menu).toBeHidden();
  });

  await test.step('key 4 and TEST ROUTER send the router test and show provider, model and latency', async () => {
    // First, while no message was ever answered: the latency shown is the router test's.
    // The pointer still rests on MENU, where the toast appears; a toast under it stays, over
    // TEST ROUTER.
    await page.mouse.move(0, 0);
    await chatPage.pressTerminalKey('4');
    await expect(chatPage.status).toHaveText(routerTestBanner, { timeout: 30_000 });
    const complete = toast(page, 'success', 'Router Test Complete');
    await expect(toastDescription(complete)).toHaveText(
      /^Provider: local • Model: retext-clarity • Latency: \d+ ms$/,
    );
    await expect(chatPage.status).toHaveText('', { timeout: 5_000 });

    await chatPage.testRouterButton.click();
    await expect(chatPage.status).toHaveText(routerTestBanner, { timeout: 30_000 });
    await chatPage.expectMessageCount(0);
    await expect(page.getByText(/^LAST RESPONSE LATENCY: \d+ ms$/)).toBeVisible();
  });

  await test.step('keys 1 and 3 clear the history and show the help; Esc clears the status line', async () => {
    await chatPage.sendAndWaitForReply('Please could you maybe review the draft.');
    await chatPage.expectMessageCount(2);
    await chatPage.pressTerminalKey('1');
    await chatPage.expectMessageCount(0);
    await expect(chatPage.status).toHaveText('CHAT HISTORY CLEARED');

    await chatPage.pressTerminalKey('3');
    await expect(chatPage.status).toHaveText(helpText);
    await chatPage.page.keyboard.press('Escape');
    await expect(chatPage.status).toHaveText('');
    await chatPage.pressTerminalKey('3');
    await expect(chatPage.status).toHaveText(helpText);
    await expect(chatPage.status).toHaveText('', { timeout: 8_000 });
  });

  await test.step('keys 5, 6 and 7 open account settings, the terms and the privacy policy', async () => {
    await chatPage.pressTerminalKey('5');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'ACCOUNT SETTINGS' })).toBeVisible();
    await page.getByRole('link', { name: 'BACK' }).click();
    await chatPage.expectReady();

    await chatPage.pressTerminalKey('6');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TERMS OF USE');
    await page.getByRole('button', { name: 'BACK' }).click();
    await chatPage.expectReady();

    await chatPage.pressTerminalKey('7');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PRIVACY POLICY');
  });

  await test.step('key 8 signs out and the dashboard sends the visitor to /auth', async () => {
    await page.getByRole('button', { name: 'BACK' }).click();
    await chatPage.expectReady();
    await chatPage.pressTerminalKey('8');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'LOGIN' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('sb-127-auth-token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
