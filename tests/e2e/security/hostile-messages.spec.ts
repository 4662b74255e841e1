import type { Download, Page } from '@playwright/test';
import { watchPolicyViolations } from './policy-violations';
import { expect, test } from './security-fixtures';

/** Each would run code, load something or become a link if it were ever treated as markup. */
const hostileMessages = [
  '<img src=x onerror="window.__hostile = 1; alert(1)"> and <b>bold</b> markup',
  '<script>window.__hostile = 2; alert(2)</script><iframe src="javascript:alert(3)"></iframe>',
  '[click here](javascript:alert(4)) **bold** ![pixel](https://tracker.example/p.png) <a href="https://evil.example">evil</a>',
  `${'W'.repeat(5_000)}`,
];

const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

async function readDownload(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** How far the page itself scrolls sideways (0 when nothing overflows the viewport). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.describe('Messages holding HTML, scripts, markdown and very long words', () => {
  test('render as text, keep the layout, and are exported verbatim', async ({
    page,
    chatPage,
    signedInAccount: _signedIn,
  }) => {
    const violations = await watchPolicyViolations(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.reload();
    await chatPage.expectReady();

    for (const text of hostileMessages) await chatPage.sendAndWaitForReply(text);
    await chatPage.expectMessageCount(hostileMessages.length * 2);

    const bubbles = chatPage.directorMessages.locator('p');
    for (const [index, text] of hostileMessages.entries()) {
      // The text content is the message, character for character, and no element was made of it.
      expect(await bubbles.nth(index).textContent()).toBe(text);
      expect(await bubbles.nth(index).evaluate((element) => element.childElementCount)).toBe(0);
    }
    await expect(
      chatPage.conversation.locator('img, script, iframe, a, b, strong, object, embed'),
    ).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __hostile?: number }).__hostile)).toBeUndefined();
    expect(dialogs).toEqual([]);

    const longWord = chatPage.directorMessages.nth(3).locator('p');
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await longWord.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page), `page overflow at ${viewport.width} px`).toBe(0);
      const bubble = (await longWord.boundingBox())!;
      const log = (await chatPage.conversation.boundingBox())!;
      expect(
        bubble.x + bubble.width,
        `bubble inside the log at ${viewport.width} px`,
      ).toBeLessThanOrEqual(log.x + log.width);
    }

    const downloading = page.waitForEvent('download');
    await chatPage.pressTerminalKey('2');
    const exported = await readDownload(await downloading);
    for (const text of hostileMessages) expect(exported).toContain(`USER: ${text}\n\nASSOCIATE: `);
    expect(violations).toEqual([]);
  });
});
