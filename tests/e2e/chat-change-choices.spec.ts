import { expect, test } from './support/fixtures';
import { atBothSizes, checkScreen } from './support/screen-checks';
import { toast } from './support/toasts';

// The writer decides: in the DIFF of a reply from the stack's offline engine, each change is a
// toggle; turning one down puts the draft's word back, COPY copies exactly what is shown, the
// choice outlives a reload, and a follow-up style refines the text as the writer left it.
const draft =
  'We will utilize the survey in order to measure recall prior to the launch of the study.';

test('the writer decides: turn one change down and copy it, then KEEP NONE and KEEP ALL', async ({
  page,
  context,
  baseURL,
  chatPage,
  signedInAccount: _signedIn,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await test.step('turn one change down, copy: the clipboard holds the draft’s word', async () => {
    const reply = await chatPage.sendAndWaitForReply(draft);
    await expect(chatPage.refinedMessage(reply)).toHaveText(
      'We will use the survey to measure recall before the launch of the study.',
    );

    await chatPage.pressTerminalKey('d');
    const changes = reply.getByRole('list', { name: 'Changes' });
    const utilize = changes.getByRole('button', { name: '"utilize" → "use"' });
    await expect(utilize).toHaveAttribute('aria-pressed', 'true');
    await expect(changes.getByRole('button')).toHaveCount(3);
    await expect(reply.getByText('DIFF: YOUR DRAFT → REFINED · 3 OF 3 CHANGES KEPT')).toBeVisible();

    // From the keyboard: the toggle takes the focus, Space turns the change down.
    await utilize.focus();
    await page.keyboard.press('Space');
    await expect(utilize).toHaveAttribute('aria-pressed', 'false');
    await expect(reply.getByText('DIFF: YOUR DRAFT → REFINED · 2 OF 3 CHANGES KEPT')).toBeVisible();
    const shown = 'We will utilize the survey to measure recall before the launch of the study.';
    await page.mouse.move(0, 0);
    await atBothSizes(
      page,
      async (name) => {
        await changes.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await checkScreen(page, name);
      },
      'dashboard-reply-change-choices',
    );

    await reply.getByRole('button', { name: 'Copy the text as shown' }).click();
    await expect(toast(page, 'success', 'Copied to clipboard')).toBeVisible();
    expect(await chatPage.clipboardText()).toBe(shown);

    // Closed, the reply shows (and its hover copy takes) the same text; a reload keeps the choice.
    await chatPage.diffButton(reply).click();
    await expect(reply.getByText('REFINED (1 OF 3 CHANGES TURNED DOWN)')).toBeVisible();
    await page.reload();
    await chatPage.expectReady();
    const again = chatPage.replies.last();
    await expect(
      again
        .getByText('REFINED (1 OF 3 CHANGES TURNED DOWN)')
        .locator('xpath=following-sibling::p[1]'),
    ).toHaveText(shown);

    // SHORTER refines the text as the writer left it: the request carries "utilize".
    const sent = page.waitForRequest(
      (request) => request.url().includes('/functions/v1/route') && request.method() === 'POST',
    );
    await chatPage.pressTerminalKey('Shift+S');
    expect((await sent).postDataJSON()).toEqual({ text: shown, style: 'shorter' });
    await expect(chatPage.replies).toHaveCount(2, { timeout: 30_000 });
  });

  await test.step('KEEP NONE gives the draft back, KEEP ALL the reply; both are keyboard-reachable', async () => {
    const reply = await chatPage.sendAndWaitForReply(draft);
    await chatPage.diffButton(reply).click();
    const shownText = reply.getByTestId('shown-text');
    const keepNone = reply.getByRole('button', { name: 'KEEP NONE' });
    await keepNone.focus();
    await page.keyboard.press('Enter');
    await expect(reply.getByText(/0 OF 3 CHANGES KEPT/)).toBeVisible();
    await expect(shownText.locator('del')).toHaveCount(0);
    const withoutAnnouncements = () =>
      shownText.evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.sr-only').forEach((node) => node.remove());
        return copy.textContent;
      });
    expect(await withoutAnnouncements()).toBe(draft);
    await reply.getByRole('button', { name: 'KEEP ALL' }).click();
    await expect(reply.getByText(/3 OF 3 CHANGES KEPT/)).toBeVisible();
    await expect(shownText.locator('del')).toHaveCount(3);
  });
});
