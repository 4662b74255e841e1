import { expect, test } from './support/fixtures';
import { toast, toastDescription } from './support/toasts';

const draft = 'We will utilize the survey in order to measure recall prior to the launch.';
/** The offline engine answers when no vendor is configured (the default of `npm run dev`). */
const offlineEngine = /^local · retext-clarity · \d+ ms$/;

// One signed-in visit to the chat terminal, step by step; where a step needs an empty
// conversation, the one before it ends by clearing it (key 1).
test('Chat terminal conversation: send, wait, reply, copy, clear and export', async ({
  page,
  context,
  baseURL,
  chatPage,
  signedInAccount: _signedIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await test.step('sends with Enter, shows Working... while waiting, then the reply and its engine', async () => {
    await expect(page.getByText('WELCOME TO ASSOCIATE')).toBeVisible();
    await chatPage.expectMessageCount(0);
    await chatPage.expectStatus('READY');

    // Hold the call at the browser so the waiting state can be seen; then let it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/route', async (route) => {
      await held;
      await route.continue();
    });
    await chatPage.send(draft);

    await expect(chatPage.directorMessages).toHaveCount(1);
    await expect(chatPage.directorMessages.first()).toContainText(draft);
    const working = chatPage.conversation.getByText('Working...');
    await expect(working).toBeVisible();
    await chatPage.expectStatus('PROCESSING');
    await expect(chatPage.messageInput).toBeDisabled();
    await expect(chatPage.messageInput).toHaveValue('');

    release();
    const reply = chatPage.replies.first();
    await expect(reply).toBeVisible({ timeout: 30_000 });
    await expect(working).toHaveCount(0);
    await expect(reply).toContainText('REFINED');
    await expect(reply).toContainText('to measure recall before the launch');
    await expect(reply.getByText(offlineEngine)).toBeVisible();
    await expect(reply.locator('time')).toHaveText(/\d{1,2}:\d{2}/);
    await chatPage.expectStatus('READY');
    await chatPage.expectMessageCount(2);
    await expect(chatPage.messageInput).toBeEnabled();
    await expect(chatPage.messageInput).toBeFocused();
    await page.unroute('**/functions/v1/route');
  });

  await test.step('copies the refined message with the button that appears on hover, and the whole reply with COPY ALL', async () => {
    const reply = await chatPage.sendAndWaitForReply(draft);
    const copyButton = reply.getByRole('button', { name: 'Copy refined message' });
    // The pointer may rest over the reply.
    await page.mouse.move(0, 0);
    await chatPage.messageInput.blur();
    await expect(copyButton).toHaveCSS('opacity', '0');
    await reply.hover();
    await expect(copyButton).toHaveCSS('opacity', '1');
    await copyButton.click();

    const copied = toast(page, 'success', 'Copied to clipboard');
    await expect(copied).toBeVisible();
    await expect(toastDescription(copied)).toHaveText('Message content has been copied');
    const refined = await chatPage.refinedMessage(reply).innerText();
    expect(refined).toContain('to measure recall before the launch');
    expect(await chatPage.clipboardText()).toBe(refined);

    await reply.getByRole('button', { name: 'COPY ALL' }).click();
    const whole = await chatPage.clipboardText();
    expect(whole).toMatch(/^REFINED\n/);
    expect(whole).toContain(refined);
    expect(whole).toContain('\nCHANGES\n');
  });

  await test.step('clears the chat with Ctrl+L and keeps the last latency in the empty state', async () => {
    const reply = await chatPage.sendAndWaitForReply(draft);
    const latency = /(\d+) ms$/.exec(await reply.getByText(offlineEngine).innerText())?.[1];

    await chatPage.messageInput.focus();
    await page.keyboard.press('Control+l');
    await chatPage.expectMessageCount(0);
    await expect(chatPage.status).toHaveText('CHAT HISTORY CLEARED');
    await expect(page.getByText('WELCOME TO ASSOCIATE')).toBeVisible();
    await expect(page.getByText(`LAST RESPONSE LATENCY: ${latency} ms`)).toBeVisible();
    await expect(chatPage.status).toHaveText('', { timeout: 5_000 });

    await page.reload();
    await chatPage.expectReady();
    await chatPage.expectMessageCount(0);
  });

  await test.step('sends nothing for an empty draft, and Shift+Enter starts a new line', async () => {
    await chatPage.messageInput.fill('   ');
    await expect(chatPage.sendButton).toBeDisabled();
    await chatPage.messageInput.press('Enter');
    await chatPage.messageInput.fill('first line');
    await chatPage.messageInput.press('Shift+Enter');
    await chatPage.messageInput.pressSequentially('second line');
    await expect(chatPage.messageInput).toHaveValue('first line\nsecond line');
    await chatPage.expectMessageCount(0);

    await chatPage.sendButton.click();
    await expect(chatPage.replies).toHaveCount(1, { timeout: 30_000 });
    await expect(chatPage.directorMessages.first()).toContainText('first line\nsecond line');
    await chatPage.startOver();
  });

  await test.step('shows the server’s own error after ERROR: and gives the draft back', async () => {
    const tooLong = 'a'.repeat(8_001);
    await chatPage.send(tooLong);
    const reply = chatPage.replies.first();
    await expect(reply).toContainText('ERROR: The message is too long (8,000 characters at most).');
    await expect(chatPage.messageInput).toHaveValue(tooLong);
    await chatPage.expectMessageCount(2);
    await chatPage.startOver();
  });

  await test.step('exports the conversation as a dated .txt file of USER: and ASSOCIATE: lines', async () => {
    const reply = await chatPage.sendAndWaitForReply(draft);
    // The whole reply, as COPY ALL gives it: the export keeps it all, not the refined text alone.
    await reply.getByRole('button', { name: 'COPY ALL' }).click();
    const replyText = await chatPage.clipboardText();
    expect(replyText).toContain('CHANGES');

    const downloading = page.waitForEvent('download');
    await chatPage.pressTerminalKey('2');
    const download = await downloading;
    const today = await page.evaluate(() => {
      const now = new Date();
      const twoDigits = (value: number) => String(value).padStart(2, '0');
      return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
    });
    expect(download.suggestedFilename()).toBe(`associate-conversation-${today}.txt`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(
      `USER: ${draft}\n\nASSOCIATE: ${replyText}`,
    );
    await expect(chatPage.status).toHaveText('CONVERSATION EXPORTED TO DOWNLOADS');
    await expect(chatPage.status).toHaveText('', { timeout: 5_000 });
  });
});
