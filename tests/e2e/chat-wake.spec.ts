import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

const draft = 'We will utilize the survey in order to measure recall prior to the launch.';
const isWake = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/functions/v1/route/wake';

// The app wakes the route function as the writer starts a draft, so the function is ready for
// it (docs/route-function.md, cold start and size): once per page, whatever the typing.
test('Chat terminal wakes the route function once as a draft is typed', async ({
  page,
  chatPage,
  signedInAccount: _signedIn,
}, testInfo) => {
  const wakes: Request[] = [];
  page.on('request', (request) => {
    if (isWake(request)) wakes.push(request);
  });

  await test.step('the first keystrokes wake it, with the session; the function answers 204', async () => {
    const answered = page.waitForResponse((response) => isWake(response.request()));
    await chatPage.messageInput.pressSequentially('We will utilize', { delay: 20 });
    const response = await answered;
    expect(response.status()).toBe(204);
    expect(response.request().headers().authorization).toMatch(/^Bearer ey/);
    await testInfo.attach('typing a draft', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });

  await test.step('the rest of the draft, its reply and the next draft wake nothing more', async () => {
    await chatPage.messageInput.fill('');
    const reply = await chatPage.sendAndWaitForReply(draft);
    await expect(reply).toContainText('to measure recall before the launch');
    await chatPage.messageInput.pressSequentially('And another', { delay: 20 });
    expect(wakes).toHaveLength(1);
  });
});
