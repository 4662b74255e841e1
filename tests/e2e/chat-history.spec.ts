import { expect, test } from './support/fixtures';
import { historyKey, readLocalStorage, storedUserId } from './support/session-storage';

const draft = 'Our team will basically make a decision about the budget very soon.';

test('Chat history in the browser: kept per user across reloads and sign-outs, and validated', async ({
  page,
  accounts,
  authPage,
  chatPage,
  signedInAccount,
}) => {
  await test.step('survives a reload and a sign-out, and belongs to its user only', async () => {
    const reply = await chatPage.sendAndWaitForReply(draft);
    const replyText = await chatPage.refinedMessage(reply).innerText();
    const userId = await storedUserId(page);
    expect(userId).not.toBeNull();
    const stored = JSON.parse((await readLocalStorage(page, historyKey(userId ?? ''))) ?? '[]');
    // The reply is kept whole (its text, what export writes) and structured, with what was sent.
    expect(stored).toMatchObject([
      { text: draft, isUser: true },
      {
        text: expect.stringContaining(replyText),
        isUser: false,
        refinement: { refined: replyText },
        draft,
      },
    ]);

    await page.reload();
    await chatPage.expectReady();
    await chatPage.expectMessageCount(2);
    await expect(chatPage.directorMessages.first()).toContainText(draft);
    await expect(chatPage.replies.first()).toContainText(replyText);

    await chatPage.pressTerminalKey('8');
    await expect(page).toHaveURL(/\/auth$/);
    const someoneElse = await accounts.createConfirmed('lin');
    await authPage.signIn(someoneElse.email, someoneElse.password);
    await chatPage.expectReady();
    await chatPage.expectMessageCount(0);
    await chatPage.pressTerminalKey('8');

    await authPage.signIn(signedInAccount.email, signedInAccount.password);
    await chatPage.expectReady();
    await chatPage.expectMessageCount(2);
  });

  await test.step('discards stored history that fails validation instead of crashing', async () => {
    const userId = (await storedUserId(page)) ?? '';
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.evaluate(
      ([key, valid]) =>
        window.localStorage.setItem(
          key,
          JSON.stringify([valid, { id: 42, text: null }, 'not a message']),
        ),
      [
        historyKey(userId),
        { id: '1', text: 'kept', isUser: true, timestamp: new Date().toISOString() },
      ] as const,
    );
    await page.reload();
    await chatPage.expectReady();
    await chatPage.expectMessageCount(1);
    await expect(chatPage.directorMessages.first()).toContainText('kept');
    expect(warnings).toContain('Discarded 2 invalid stored chat message(s).');

    await page.evaluate((key) => window.localStorage.setItem(key, '{not json'), historyKey(userId));
    await page.reload();
    await chatPage.expectReady();
    await chatPage.expectMessageCount(0);
    await expect(page.getByText('WELCOME TO ASSOCIATE')).toBeVisible();
  });
});
