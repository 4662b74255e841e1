import { expect, test } from './support/fixtures';
import { toast, toastDescription } from './support/toasts';

const unavailable = 'No AI vendor could answer in time. Please try again.';

// Its own stack, whose route function has one vendor at an address where nothing listens and
// the offline engine switched off: the function itself answers 503 no_vendor_available.
test.use({
  environmentOptions: {
    functionEnvironment: {
      OPENAI_API_KEY: 'unused',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      ROUTER_LOCAL_FALLBACK: 'off',
      ROUTER_DEADLINE_MS: '3000',
    },
  },
});

test('When no engine can answer: a message gets ERROR:, and TEST ROUTER fails', async ({
  page,
  chatPage,
  signedInAccount: _signedIn,
}) => {
  await test.step('a message gets ERROR: with the function’s own message, and the draft comes back', async () => {
    await chatPage.send('Is anyone there?');
    await expect(chatPage.replies.first()).toContainText(`ERROR: ${unavailable}`, {
      timeout: 30_000,
    });
    await expect(chatPage.messageInput).toHaveValue('Is anyone there?');
    await chatPage.expectStatus('READY');
  });

  await test.step('TEST ROUTER shows Router Test Failed and ROUTER TEST FAILED', async () => {
    await chatPage.testRouterButton.click();
    await expect(chatPage.status).toHaveText('ROUTER TEST FAILED', { timeout: 30_000 });
    const failed = toast(page, 'error', 'Router Test Failed');
    await expect(toastDescription(failed)).toHaveText(unavailable);
  });
});
