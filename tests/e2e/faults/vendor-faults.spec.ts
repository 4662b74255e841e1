import type { ChatPage } from '../support/pages/chat-page';
import {
  engineOf,
  expect,
  otherVendor,
  healEveryLane,
  preferredVendor,
  setEveryLane,
  test,
  type VendorLane,
} from './fault-fixtures';
import type { LanePlan, LaneStats, MockVendorProcess } from '../../support/mock-vendor-process';

const allDownMessage = 'ERROR: No AI vendor could answer in time. Please try again.';

/** Sends `draft`, waits for the reply, and checks it is a real answer (from `vendor`, if given). */
async function expectAnsweredBy(chatPage: ChatPage, draft: string, vendor?: string) {
  const reply = await chatPage.sendAndWaitForReply(draft);
  await expect(reply).toContainText('REFINED');
  await expect(reply).toContainText(draft);
  await expect(reply).not.toContainText('ERROR:');
  const engine = await engineOf(reply);
  expect(engine.fallback).toBe(false);
  if (vendor) expect(engine.vendor).toBe(vendor);
  await expect(chatPage.messageInput).toHaveValue('');
  return engine;
}

/**
 * Learns which vendor the router prefers, then gives that one `plan` while the other stays
 * healthy. Returns both, and the preferred one's counts from just after the change.
 */
async function upsetPreferredVendor(
  chatPage: ChatPage,
  options: { mockVendor: MockVendorProcess; plan: LanePlan },
): Promise<{ first: VendorLane; second: VendorLane; before: LaneStats }> {
  const first = await preferredVendor(chatPage);
  await options.mockVendor.setLane(first, options.plan);
  const before = await options.mockVendor.laneStats(first);
  return { first, second: otherVendor(first), before };
}

/** Faults the preferred vendor: the other one answers `draft`, and the fault was hit once. */
async function expectOtherVendorCovers(
  chatPage: ChatPage,
  options: { mockVendor: MockVendorProcess; fault: LanePlan['fault']; draft: string },
): Promise<{ first: VendorLane }> {
  const { mockVendor, fault, draft } = options;
  const { first, second, before } = await upsetPreferredVendor(chatPage, {
    mockVendor,
    plan: { fault },
  });
  await expectAnsweredBy(chatPage, draft, second);
  expect((await mockVendor.laneStats(first)).faulted).toBe(before.faulted + 1);
  return { first };
}

async function callsTo(mock: MockVendorProcess, lane: VendorLane) {
  return (await mock.laneStats(lane)).calls;
}

test('A vendor fault, seen from the chat terminal: down, slow, rate-limited, a false 200, all down', async ({
  page,
  chatPage,
  mockVendor,
  signedInAccount: _signedIn,
}) => {
  await test.step('a vendor that is down: the other one answers, and the app keeps working', async () => {
    const { first } = await expectOtherVendorCovers(chatPage, {
      mockVendor,
      fault: 'reset',
      draft: 'The vendor we like best is down today.',
    });

    await mockVendor.setLane(first, { latencyMs: 20 });
    await expectAnsweredBy(chatPage, 'Both vendors are up again.');
    await chatPage.expectMessageCount(6);
  });

  await test.step('a slow vendor: a hedge to the other one answers long before the slow one would', async () => {
    await healEveryLane(mockVendor);
    await chatPage.startOver();
    const slowMs = 8_000;
    const { first, second, before } = await upsetPreferredVendor(chatPage, {
      mockVendor,
      plan: { latencyMs: slowMs },
    });

    const engine = await expectAnsweredBy(chatPage, 'One vendor is slow this morning.', second);
    expect(engine.latencyMs).toBeLessThan(slowMs / 2);
    // The slow vendor was asked first and then hedged, not skipped.
    expect(await callsTo(mockVendor, first)).toBe(before.calls + 1);
  });

  await test.step('a rate-limited vendor (429 + Retry-After): the other answers until the pause is over', async () => {
    await healEveryLane(mockVendor);
    await chatPage.startOver();
    const pauseMs = 8_000;
    const { first, second, before } = await upsetPreferredVendor(chatPage, {
      mockVendor,
      plan: { fault: 'status', status: 429, retryAfterSeconds: pauseMs / 1_000 },
    });

    // The 429 is answered after `sentAt` and before `answeredAt`, so the vendor's pause surely
    // covers [answeredAt, sentAt + pause) and is surely over at answeredAt + pause.
    const sentAt = Date.now();
    await expectAnsweredBy(chatPage, 'Too many people are writing at once.', second);
    const answeredAt = Date.now();
    expect(await callsTo(mockVendor, first)).toBe(before.calls + 1);

    await expectAnsweredBy(chatPage, 'And one more message right after.', second);
    expect(Date.now(), 'the second message fell inside the pause').toBeLessThan(sentAt + pauseMs);
    expect(await callsTo(mockVendor, first)).toBe(before.calls + 1);

    // Once the pause is over it is asked again: with the other vendor down, it answers.
    await mockVendor.setLane(first, { latencyMs: 20 });
    await mockVendor.setLane(second, { fault: 'reset' });
    await page.waitForTimeout(Math.max(0, answeredAt + pauseMs - Date.now()));
    await expectAnsweredBy(chatPage, 'The limit has passed now.', first);
  });

  await test.step('a vendor answering 200 with an error body: the other one answers', async () => {
    await healEveryLane(mockVendor);
    await chatPage.startOver();
    await expectOtherVendorCovers(chatPage, {
      mockVendor,
      fault: 'error-body',
      draft: 'A vendor says OK but means error.',
    });
  });

  await test.step('all vendors down with no offline fallback: ERROR: says so, and the draft comes back', async () => {
    await healEveryLane(mockVendor);
    await chatPage.startOver();
    await setEveryLane(mockVendor, { fault: 'status', status: 503 });
    const draft = 'Nobody is answering at the moment.';
    await chatPage.send(draft);

    const reply = chatPage.replies.first();
    await expect(reply).toHaveText(new RegExp(allDownMessage.replace(/[.]/g, '\\.')), {
      timeout: 30_000,
    });
    await expect(chatPage.directorMessages.first()).toContainText(draft);
    await expect(chatPage.messageInput).toHaveValue(draft);
    await chatPage.expectStatus('READY');

    await setEveryLane(mockVendor, { latencyMs: 20 });
    // The draft that came back is sent as it is, and this time it gets an answer.
    await chatPage.messageInput.press('Enter');
    await expect(chatPage.replies).toHaveCount(2, { timeout: 30_000 });
    await expect(chatPage.replies.nth(1)).toContainText('REFINED');
    await expect(chatPage.replies.nth(1)).toContainText(draft);
    await chatPage.expectMessageCount(4);
  });
});
