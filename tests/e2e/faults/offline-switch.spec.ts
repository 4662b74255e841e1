import { atBothSizes, checkScreen } from '../support/screen-checks';
import { engineOf, expect, test, vendorLanes } from './fault-fixtures';

// Keep a draft on our own server: with two vendors configured (on the mock, which records every
// call), the writer's OFFLINE switch sends the draft to the offline engine alone. No vendor
// receives it; the header says so; the switch outlives a reload.
const draft =
  'Our unpublished assay showed a 12% rise in uptake, and we would like to utilize it in order to plan the next trial.';

async function vendorCalls(mockVendor: {
  receivedCalls(lane: string): Promise<{ body: string }[]>;
}) {
  const calls = await Promise.all(vendorLanes.map((lane) => mockVendor.receivedCalls(lane)));
  return calls.flat().filter((call) => call.body.includes('unpublished assay'));
}

test('OFFLINE on: the offline engine answers, and no vendor receives the draft', async ({
  page,
  chatPage,
  mockVendor,
  signedInAccount: _signedIn,
}) => {
  const offline = page.getByRole('button', { name: 'OFFLINE [O]' });
  await expect(offline).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Active Provider: Auto (Router)')).toBeVisible();
  await offline.click();
  await expect(offline).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Active Provider: Offline (on our server)')).toBeVisible();

  const reply = await chatPage.sendAndWaitForReply(draft);
  expect(await engineOf(reply)).toMatchObject({ vendor: 'local', fallback: false });
  await expect(reply.getByText(/^PRIVATE: /)).toHaveCount(0);
  expect(await vendorCalls(mockVendor)).toEqual([]);
  await page.mouse.move(0, 0);
  await atBothSizes(page, (name) => checkScreen(page, name), 'dashboard-offline-on');

  // TEST ROUTER says what it tested.
  await page.getByRole('button', { name: 'TEST ROUTER' }).click();
  await expect(page.getByRole('status', { name: 'Terminal status' })).toContainText(
    'ROUTER TEST COMPLETE — OFFLINE: ONLY THE ENGINE ON OUR SERVER WAS TESTED — PROVIDER: local',
  );

  // Remembered in this browser: still on after a reload; O turns it off, and a vendor answers.
  await page.reload();
  await chatPage.expectReady();
  await expect(offline).toHaveAttribute('aria-pressed', 'true');
  await chatPage.pressTerminalKey('o');
  await expect(offline).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Active Provider: Auto (Router)')).toBeVisible();
  const routed = await chatPage.sendAndWaitForReply(draft);
  expect(vendorLanes).toContain((await engineOf(routed)).vendor);
  expect((await vendorCalls(mockVendor)).length).toBeGreaterThan(0);
});
