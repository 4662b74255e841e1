import { expect, test } from './fault-fixtures';

const networkMessage =
  'ERROR: The connection dropped before the reply arrived. Check your connection and send again.';

test.describe('The network dropping while a message is in flight', () => {
  test('ends in an ERROR: line about the connection, gives the draft back, and recovers', async ({
    page,
    context,
    chatPage,
    mockVendor,
    signedInAccount: _signedIn,
  }) => {
    // The request leaves the browser and reaches the server (the vendor is called), but the
    // connection drops before the answer is back: Chromium's offline mode alone only stops new
    // requests, so the browser's side of this one is cut when the network goes.
    let dropConnection = () => {};
    const dropped = new Promise<void>((resolve) => (dropConnection = resolve));
    await page.route('**/functions/v1/route', async (route) => {
      const answer = route.fetch().catch(() => undefined);
      await dropped;
      await route.abort('internetdisconnected');
      await answer;
    });
    const vendorCalls = async () =>
      (await mockVendor.laneStats('openai')).calls +
      (await mockVendor.laneStats('anthropic')).calls;
    const callsBefore = await vendorCalls();
    const draft = 'Please make this paragraph shorter before the train enters the tunnel.';
    await chatPage.send(draft);
    await expect(chatPage.conversation.getByText('Working...')).toBeVisible();
    await expect.poll(vendorCalls).toBe(callsBefore + 1);
    await context.setOffline(true);
    dropConnection();

    const reply = chatPage.replies.first();
    await expect(reply).toContainText(networkMessage, { timeout: 30_000 });
    await expect(chatPage.directorMessages.first()).toContainText(draft);
    await expect(chatPage.messageInput).toHaveValue(draft);
    await chatPage.expectStatus('READY');

    await page.unroute('**/functions/v1/route');
    await context.setOffline(false);
    await chatPage.messageInput.press('Enter');
    await expect(chatPage.replies).toHaveCount(2, { timeout: 30_000 });
    await expect(chatPage.replies.nth(1)).toContainText('REFINED');
    await expect(chatPage.replies.nth(1)).toContainText(draft);
    await expect(chatPage.messageInput).toHaveValue('');
  });
});
