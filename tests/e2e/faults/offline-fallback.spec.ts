import { engineOf, expect, setEveryLane, test, vendorLanes } from './fault-fixtures';

test.use({ localFallback: 'on' });

test.describe('All vendors down with the offline fallback on', () => {
  test('the offline engine replies, marked as the fallback; then the vendors answer again', async ({
    chatPage,
    mockVendor,
    signedInAccount: _signedIn,
  }) => {
    await setEveryLane(mockVendor, { fault: 'status', status: 503 });
    const draft = 'We will utilize the survey in order to measure recall prior to the launch.';
    const fallbackReply = await chatPage.sendAndWaitForReply(draft);

    // The structured reply shows the refined message; the line under it says who wrote it.
    await expect(chatPage.refinedMessage(fallbackReply)).toContainText(
      'to measure recall before the launch',
    );
    await expect(fallbackReply).not.toContainText('ERROR:');
    await expect(fallbackReply).toContainText('OFFLINE FALLBACK (every remote engine failed)');
    expect(await engineOf(fallbackReply)).toMatchObject({ vendor: 'local', fallback: true });
    for (const lane of vendorLanes) {
      expect((await mockVendor.laneStats(lane)).faulted).toBeGreaterThan(0);
    }
    await expect(chatPage.messageInput).toHaveValue('');

    await setEveryLane(mockVendor, { latencyMs: 20 });
    const reply = await chatPage.sendAndWaitForReply('The vendors are back, are they not?');
    await expect(reply).toContainText('REFINED');
    const engine = await engineOf(reply);
    expect(engine.fallback).toBe(false);
    expect(vendorLanes).toContain(engine.vendor);
    await expect(reply).not.toContainText('OFFLINE FALLBACK');
  });
});
