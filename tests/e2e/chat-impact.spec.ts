import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { atBothSizes, checkScreen } from './support/screen-checks';

// Against the offline engine of the stack. A request to a co-author whose one ask, with its
// deadline, is the last of four sentences; and a finding whose result comes after its methods.
const buriedRequest = [
  'Hi Tomás,',
  '',
  'I have merged everyone’s edits into the shared draft, and the methods and results now read well. The discussion is still the weakest part: it repeats the results and says little about the limits of the survey design. Since you ran the pilot, you know those limits better than anyone. Could you send me your comments on the discussion section by Friday 14 March?',
  '',
  'Thanks!',
  'Ines',
].join('\n');
const ask = 'Could you send me your comments on the discussion section by Friday 14 March?';

const buriedFinding = [
  'Hi Rosa,',
  '',
  'I finished the analysis of the feeding experiment last night. We weighed all 32 mice every Monday for 8 weeks and fitted a mixed model with litter as a random effect. The knockout mice gained 18% less weight than the controls over the 8 weeks (p = 0.004).',
  '',
  'Best,',
  'Arjun',
].join('\n');
const finding =
  'The knockout mice gained 18% less weight than the controls over the 8 weeks (p = 0.004).';

/** The IMPACT line of a reply, and its text with the label's two spaces as one. */
const impactLine = (reply: Locator) => reply.getByText('IMPACT', { exact: true }).locator('..');

/** The refined message's body: what follows its greeting line. */
async function bodyOf(chatPage: { refinedMessage(reply: Locator): Locator }, reply: Locator) {
  const refined = await chatPage.refinedMessage(reply).innerText();
  return refined.split('\n').slice(2).join('\n');
}

test('IMPACT: a buried request comes first; DIRECT leads with a buried finding', async ({
  page,
  chatPage,
  signedInAccount: _signedIn,
}) => {
  test.setTimeout(300_000);

  await test.step('a buried request comes first, greeting and sign-off in place, and the IMPACT line says so', async () => {
    const first = await chatPage.sendAndWaitForReply(buriedRequest);
    const refined = await chatPage.refinedMessage(first).innerText();
    expect(refined.startsWith('Hi Tomás,\n\n')).toBe(true);
    expect(refined.endsWith('Thanks!\nInes')).toBe(true);
    expect(await bodyOf(chatPage, first)).toMatch(new RegExp(`^${ask.replace(/[?]/g, '\\?')}`));
    await expect(impactLine(first)).toHaveText(
      /^IMPACT\s+POINT 4th → 1st · ASK 1 · BY Friday 14 March · \d+(?: → \d+)? WORDS$/,
    );
    await expect(first.getByText(/^- .*led with your request/)).toBeVisible();

    // DIRECT by its key, Shift+T: the request stays first.
    await chatPage.pressTerminalKey('Shift+T');
    await expect(chatPage.replies).toHaveCount(2, { timeout: 30_000 });
    await chatPage.expectStatus('READY');
    const direct = chatPage.replies.nth(1);
    await expect(chatPage.directorMessages.nth(1)).toContainText('[DIRECT]');
    // DIRECT may say it as a request ("Please send …"): still first, with its deadline.
    expect(await bodyOf(chatPage, direct)).toMatch(/^(?:Could you|Please) send me your comments/);
    await expect(impactLine(direct)).toHaveText(/^IMPACT\s+POINT 1st · ASK 1 · BY Friday 14 March/);
    await page.mouse.move(0, 0);
    await atBothSizes(
      page,
      async (name) => {
        await first.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await checkScreen(page, name);
      },
      'dashboard-reply-impact',
    );
  });

  await test.step('DIRECT leads with a finding the default refinement leaves in its place', async () => {
    // From an empty conversation (key 1), as the first exchange.
    await chatPage.startOver();
    const first = await chatPage.sendAndWaitForReply(buriedFinding);
    expect(await bodyOf(chatPage, first)).toMatch(/^I finished the analysis/);
    await expect(impactLine(first)).toHaveText(
      /^IMPACT\s+POINT 3rd · NO ASK · \d+(?: → \d+)? WORDS$/,
    );

    await chatPage.pressTerminalKey('Shift+T');
    await expect(chatPage.replies).toHaveCount(2, { timeout: 30_000 });
    await chatPage.expectStatus('READY');
    const direct = chatPage.replies.nth(1);
    expect(await bodyOf(chatPage, direct)).toMatch(
      new RegExp(`^${finding.replace(/[().?]/g, '\\$&')}`),
    );
    await expect(impactLine(direct)).toHaveText(/^IMPACT\s+POINT 3rd → 1st · NO ASK/);
    await expect(chatPage.refinedMessage(direct)).toContainText('Hi Rosa,');
    await expect(chatPage.refinedMessage(direct)).toContainText('Best,\nArjun');
    await page.mouse.move(0, 0);
    await atBothSizes(
      page,
      async (name) => {
        await direct.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await checkScreen(page, name);
      },
      'dashboard-reply-impact-direct',
    );
  });
});
