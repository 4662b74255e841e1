import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { atBothSizes, checkScreen } from './support/screen-checks';

// A draft, then SHORTER, then FORMAL, against the offline engine of the stack. Each
// follow-up refines the previous refined message, so each metrics line starts where the last
// ended, and shows its style at work: fewer words, then no contractions.
const draft =
  "Hi Sam! I just wanted to say that we don't actually have the 48 samples yet, but I think they'll definitely arrive by 3 May. Can't wait to run them!";

/** The figures of a reply's metrics line: `WORDS 22 → 21`, `CONTRACTIONS 3 → 0`. */
async function figures(reply: Locator) {
  const line = await reply.getByText(/^GRADE .* · WORDS \d+ → \d+/).innerText();
  const pair = (name: string) => {
    const match = new RegExp(`${name} (\\d+) → (\\d+)`).exec(line);
    return match ? { before: Number(match[1]), after: Number(match[2]) } : undefined;
  };
  return { words: pair('WORDS')!, contractions: pair('CONTRACTIONS') };
}

test('a draft, then SHORTER, then FORMAL: each reply shorter or more formal than the last', async ({
  page,
  chatPage,
  signedInAccount: _signedIn,
}) => {
  test.setTimeout(180_000);
  /** axe and a screenshot at 1280 and 375 px, with `target` scrolled into the conversation. */
  const shotShowing = (target: Locator, block: 'start' | 'end', screen: string) =>
    atBothSizes(
      page,
      async (name) => {
        await target.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
        await checkScreen(page, name);
      },
      screen,
    );
  const first = await chatPage.sendAndWaitForReply(draft);
  const row = first.getByRole('group', { name: 'Refine again' });
  await expect(row.getByRole('button')).toHaveText([
    'SHORTER',
    'FORMAL',
    'FRIENDLIER',
    'DIRECT',
    'PLAIN',
  ]);
  const refined = await figures(first);
  await page.mouse.move(0, 0);
  await shotShowing(row, 'end', 'dashboard-follow-up-row');

  // SHORTER by its button: disabled while the reply is pending, then [SHORTER] and a shorter text.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/functions/v1/route', async (route) => {
    await held;
    await route.continue();
  });
  await row.getByRole('button', { name: 'SHORTER' }).click();
  await expect(row.getByRole('button', { name: 'FORMAL' })).toBeDisabled();
  release();
  await expect(chatPage.replies).toHaveCount(2, { timeout: 30_000 });
  await page.unroute('**/functions/v1/route');
  await chatPage.expectStatus('READY');
  await expect(chatPage.directorMessages.nth(1)).toContainText('[SHORTER]');
  const shorter = await figures(chatPage.replies.nth(1));
  expect(shorter.words.before).toBe(refined.words.after);
  expect(shorter.words.after).toBeLessThan(shorter.words.before);
  await expect(first.getByRole('group', { name: 'Refine again' })).toHaveCount(0);
  await page.mouse.move(0, 0);
  await shotShowing(chatPage.directorMessages.nth(1), 'start', 'dashboard-follow-up-shorter');

  // FORMAL by its key, Shift+F with no input focused: no contraction is left.
  await chatPage.pressTerminalKey('Shift+F');
  await expect(chatPage.replies).toHaveCount(3, { timeout: 30_000 });
  await chatPage.expectStatus('READY');
  await expect(chatPage.directorMessages.nth(2)).toContainText('[FORMAL]');
  const formal = await figures(chatPage.replies.nth(2));
  expect(formal.words.before).toBe(shorter.words.after);
  expect(formal.contractions!.before).toBeGreaterThan(0);
  expect(formal.contractions!.after).toBe(0);
  await expect(chatPage.refinedMessage(chatPage.replies.nth(2))).not.toContainText(/n't|!/);
  await page.mouse.move(0, 0);
  await shotShowing(chatPage.directorMessages.nth(2), 'start', 'dashboard-follow-up-formal');

  // The export writes each follow-up as its DIRECTOR line, then the reply.
  const downloading = page.waitForEvent('download');
  await chatPage.pressTerminalKey('2');
  const stream = await (await downloading).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const exported = Buffer.concat(chunks).toString('utf8');
  expect(exported).toMatch(/\n\nUSER: \[SHORTER\]\n\nASSOCIATE: REFINED\n/);
  expect(exported).toMatch(/\n\nUSER: \[FORMAL\]\n\nASSOCIATE: REFINED\n/);
});
