import type { LanePlan, MockVendorProcess } from '../../support/mock-vendor-process';
import { checkScreen, desktopViewport, phoneViewport } from '../support/screen-checks';
import {
  engineOf,
  expect,
  healEveryLane,
  otherVendor,
  sendWithFirstVendorFaulted,
  setEveryLane,
  slowWriterSettings,
  test,
  vendorLanes,
} from './fault-fixtures';

/** What a researcher pastes that must not leave the institution: an e-mail, a phone, a key. */
const kept = {
  email: 'j.moreno@uni-example.edu',
  phone: '+44 20 7946 0958',
  key: 'sk-proj-Xb7KqL9mN2pR4sT6vW8yZ0aC3eF5hJ1k',
};
const draft = `Please send the signed consent forms to ${kept.email} or call me on ${kept.phone} before Friday; the survey key is ${kept.key}.`;
const privateLine = 'PRIVATE: 3 kept from the vendor (e-mail, phone, key)';
/** The draft's words up to the phone number: written, then a pause to look at them. */
const firstWords = `Please send the signed consent forms to ${kept.email} or call me on ${kept.phone}`;

/**
 * A vendor writing a word every 20 ms that pauses 4 s once it has written the phone number's
 * placeholder (the 16th piece: REFINED, 13 words, and each placeholder in two pieces).
 */
const pausesAfterThePhone: LanePlan = {
  latencyMs: 100,
  wordGapMs: 20,
  fault: 'stall',
  afterWords: 16,
  stallMs: 4_000,
};

test.use({ routerSettings: slowWriterSettings });

/** Every call any vendor lane received carries none of the values, and the first its placeholders. */
async function expectNoVendorSawThem(mockVendor: MockVendorProcess): Promise<void> {
  const calls = (
    await Promise.all(vendorLanes.map((lane) => mockVendor.receivedCalls(lane)))
  ).flat();
  const withTheDraft = calls.filter((call) => call.body.includes('signed consent forms'));
  expect(withTheDraft.length).toBeGreaterThan(0);
  for (const call of calls) {
    const whole = JSON.stringify(call);
    for (const value of Object.values(kept)) expect(whole).not.toContain(value);
  }
  expect(withTheDraft[0]?.body).toContain('⟦EMAIL 1⟧');
  expect(withTheDraft[0]?.body).toContain('⟦PHONE 1⟧');
  expect(withTheDraft[0]?.body).toContain('⟦SECRET 1⟧');
}

test('Private by default: what a vendor never sees, written, replaced and marked', async ({
  page,
  chatPage,
  mockVendor,
  signedInAccount: _signedIn,
}) => {
  await test.step('an e-mail, a phone and a key come back exactly, a PRIVATE line says so, and no vendor saw them', async () => {
    await setEveryLane(mockVendor, pausesAfterThePhone);
    await chatPage.send(draft);

    // While it is written: the values as typed, never a placeholder or a piece of one.
    const writing = chatPage.replyInProgress;
    await expect(writing).toContainText(firstWords, { timeout: 15_000 });
    await expect(writing).not.toContainText('⟦');
    await checkScreen(page, 'dashboard-reply-private-writing-desktop');

    const reply = chatPage.replies.last();
    await expect(reply).toBeVisible({ timeout: 20_000 });
    await expect(chatPage.refinedMessage(reply)).toHaveText(draft);
    await expect(reply.getByText(privateLine)).toBeVisible();
    await expect(reply).not.toContainText('⟦');
    expect((await engineOf(reply)).fallback).toBe(false);
    await expectNoVendorSawThem(mockVendor);
    await checkScreen(page, 'dashboard-reply-private-desktop');
    await page.setViewportSize(phoneViewport);
    await reply.getByText(privateLine).scrollIntoViewIfNeeded();
    await checkScreen(page, 'dashboard-reply-private-phone');
    await page.setViewportSize(desktopViewport);

    // The counts are kept with the reply; the values only in this browser's history.
    await page.reload();
    await chatPage.expectReady();
    await expect(chatPage.replies.last().getByText(privateLine)).toBeVisible();
  });

  await test.step('a vendor that lost the e-mail’s placeholder is replaced, saying so without the value', async () => {
    await healEveryLane(mockVendor);
    await chatPage.startOver();
    const { first, reply } = await sendWithFirstVendorFaulted(chatPage, {
      mockVendor,
      plan: { latencyMs: 20, fault: 'drop-placeholder' },
      draft,
    });
    expect(await engineOf(reply)).toMatchObject({ vendor: otherVendor(first), fallback: false });
    await expect(
      reply.getByText('REPLACED: the first answer lost a value kept from the vendor (e-mail)'),
    ).toBeVisible();
    await expect(chatPage.refinedMessage(reply)).toHaveText(draft);
    await expect(reply.getByText(privateLine)).toBeVisible();
    await expect(chatPage.checkLines(reply)).toHaveCount(0);
    await expectNoVendorSawThem(mockVendor);
  });

  await test.step('the help names the private mark, and a marked name stays with the writer', async () => {
    await healEveryLane(mockVendor);
    await chatPage.startOver();
    await chatPage.pressTerminalKey('3');
    await expect(
      page.getByText('WRITE {{ AND }} AROUND ANYTHING THE AI VENDOR MUST NOT SEE'),
    ).toBeVisible();

    const marked = 'We met {{Dr. Amara Nwosu}} in the lab to review the protocol.';
    const reply = await chatPage.sendAndWaitForReply(marked);
    await expect(chatPage.refinedMessage(reply)).toHaveText(marked);
    await expect(reply.getByText('PRIVATE: 1 kept from the vendor (marked text)')).toBeVisible();
    const calls = (
      await Promise.all(vendorLanes.map((lane) => mockVendor.receivedCalls(lane)))
    ).flat();
    expect(calls.some((call) => call.body.includes('⟦PRIVATE 1⟧'))).toBe(true);
    for (const call of calls) expect(call.body).not.toContain('Amara');
  });
});
