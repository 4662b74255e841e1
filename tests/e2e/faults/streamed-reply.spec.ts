import type { Locator } from '@playwright/test';
import type { ChatPage } from '../support/pages/chat-page';
import { checkScreen, expectAccessible, phoneViewport } from '../support/screen-checks';
import {
  engineOf,
  expect,
  healEveryLane,
  healthyPlan,
  otherVendor,
  preferredVendor,
  setEveryLane,
  slowWriterSettings,
  test,
  type VendorLane,
} from './fault-fixtures';
import type { LanePlan, MockVendorProcess } from '../../support/mock-vendor-process';

/** A draft with a number and a citation, which any refinement must keep. */
const draft =
  'Error rates fell by 12% across the three sites [14], and we will utilize the new form prior to the launch.';
/** What the mock writes before it pauses: REFINED and the draft's first eight words. */
const firstWords = 'Error rates fell by 12% across the three';

/**
 * A vendor that writes slowly, as real ones do: its first word after 300 ms, then one every 60 ms,
 * and after nine words a pause of 6 s (long enough to look at the words, and to check the screen)
 * before it writes the rest.
 */
const slowWriter: LanePlan = {
  latencyMs: 300,
  wordGapMs: 60,
  fault: 'stall',
  afterWords: 9,
  stallMs: 6_000,
};

// No hedged second call: a slow writer's first word (300 ms) races the shortest hedge delay
// (300 ms), and a STOP must abort exactly the one call it started.
test.use({ routerSettings: { ...slowWriterSettings, ROUTER_HEDGE_BUDGET: '0' } });

/** Waits until the reply's first words show, provisional, and the terminal says it is writing. */
async function expectWriting(chatPage: ChatPage, words: string): Promise<Locator> {
  await expect(chatPage.replyInProgress).toContainText(words, { timeout: 15_000 });
  await chatPage.expectStatus('WRITING...');
  await expect(chatPage.stopButton).toBeVisible();
  return chatPage.replyInProgress;
}

/**
 * Sends `draft` with the vendor the router calls first answering without its number, and the
 * other one writing slowly: the first answer is replaced. The router calls first the vendor that
 * answered last, unless its ranking flipped meanwhile; then the try is repeated the other way.
 */
async function sendWithFirstAnswerReplaced(
  chatPage: ChatPage,
  mockVendor: MockVendorProcess,
): Promise<{ first: VendorLane }> {
  let first = await preferredVendor(chatPage);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await mockVendor.setLane(first, { latencyMs: 100, wordGapMs: 20, fault: 'drop-fact' });
    await mockVendor.setLane(otherVendor(first), slowWriter);
    const before = await mockVendor.laneStats(first);
    await chatPage.send(draft);
    await expect(chatPage.replyInProgress).toContainText(/REPLACED|Error/, { timeout: 15_000 });
    if ((await mockVendor.laneStats(first)).faulted > before.faulted) return { first };
    // The other vendor went first: let it finish, and try again with the roles swapped.
    await expect(chatPage.replyInProgress).toHaveCount(0, { timeout: 20_000 });
    await mockVendor.setLane(first, healthyPlan);
    first = otherVendor(first);
  }
  throw new Error('the router never called the vendor that drops the number first');
}

test('A reply written as it streams: provisional words, a replaced answer, STOP and X', async ({
  page,
  chatPage,
  mockVendor,
  signedInAccount: _signedIn,
}) => {
  await test.step('the words show before the reply is done, provisional, and the judged reply takes their place', async () => {
    await setEveryLane(mockVendor, slowWriter);
    await chatPage.send(draft);
    await expect(chatPage.conversation.getByText('Working...')).toBeVisible();

    const writing = await expectWriting(chatPage, firstWords);
    await expect(chatPage.replies).toHaveCount(0);
    await expect(writing).not.toContainText('REFINED');
    await expect(writing).toHaveAttribute('aria-hidden', 'true');
    await expect(chatPage.messageInput).toBeDisabled();
    await checkScreen(page, 'dashboard-reply-writing-desktop');

    const reply = chatPage.replies.first();
    await expect(reply).toBeVisible({ timeout: 20_000 });
    await expect(chatPage.replyInProgress).toHaveCount(0);
    await expect(chatPage.refinedMessage(reply)).toHaveText(draft);
    await chatPage.expectStatus('READY');
    await expect(chatPage.sendButton).toBeVisible();
    await expectAccessible(page, 'dashboard-reply-streamed-desktop');
  });

  await test.step('an answer that lost a number is replaced, says why, and the other vendor’s words follow', async () => {
    await healEveryLane(mockVendor);
    await chatPage.startOver();
    const { first } = await sendWithFirstAnswerReplaced(chatPage, mockVendor);
    const writing = await expectWriting(chatPage, firstWords);
    await expect(writing).toContainText('REPLACED: the first answer lost "12%"');
    await expect(writing).not.toContainText('several');
    await checkScreen(page, 'dashboard-reply-replaced-desktop');

    const reply = chatPage.replies.last();
    await expect(chatPage.replyInProgress).toHaveCount(0, { timeout: 20_000 });
    expect(await engineOf(reply)).toMatchObject({ vendor: otherVendor(first), fallback: false });
    await expect(reply.getByText('REPLACED: the first answer lost "12%"')).toBeVisible();
    await expect(chatPage.refinedMessage(reply)).toHaveText(draft);
    await expect(chatPage.checkLines(reply)).toHaveCount(0);
    await checkScreen(page, 'dashboard-reply-replaced-final-desktop');
  });

  await test.step('STOP cancels the reply, the vendor call with it, and the draft comes back; X does the same', async () => {
    await healEveryLane(mockVendor);
    await chatPage.startOver();
    await setEveryLane(mockVendor, slowWriter);
    const abandoned = async () =>
      (await mockVendor.laneStats('openai')).abandoned +
      (await mockVendor.laneStats('anthropic')).abandoned;
    const before = await abandoned();

    await chatPage.send(draft);
    await expectWriting(chatPage, firstWords);
    await chatPage.stopButton.click();
    await expect(chatPage.conversation.getByText('STOPPED: you stopped this reply.')).toBeVisible();
    await expect(chatPage.messageInput).toHaveValue(draft);
    await expect(chatPage.directorMessages, 'the click sent nothing else').toHaveCount(1);
    await expect(chatPage.messageInput).toBeEnabled();
    await expect(chatPage.replyInProgress).toHaveCount(0);
    await chatPage.expectStatus('READY');
    // Through the gateway and the function: the vendor saw its connection close.
    await expect.poll(abandoned, { timeout: 10_000 }).toBe(before + 1);
    await checkScreen(page, 'dashboard-reply-stopped-desktop');

    await page.setViewportSize(phoneViewport);
    await chatPage.send(draft);
    await expectWriting(chatPage, firstWords);
    await checkScreen(page, 'dashboard-reply-writing-phone');
    await chatPage.pressTerminalKey('x');
    await expect(chatPage.conversation.getByText(/^STOPPED: /)).toHaveCount(2);
    await expect(chatPage.messageInput).toHaveValue(draft);
    await expect.poll(abandoned, { timeout: 10_000 }).toBe(before + 2);

    // The next message is answered as usual.
    await setEveryLane(mockVendor, healthyPlan);
    const reply = await chatPage.sendAndWaitForReply(draft);
    await expect(chatPage.refinedMessage(reply)).toHaveText(draft);
  });
});
