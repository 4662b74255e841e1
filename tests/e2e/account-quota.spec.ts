import { expect, test } from './support/fixtures';
import { checkScreen } from './support/screen-checks';
import { storedUserId } from './support/session-storage';
import { waitForRecordedMessages } from './support/usage-records';

const dailyLimit = 3;

// Its own stack, whose route function allows 3 messages a day: the limit the page must show is
// the one the function enforces, read from the server, not a number the app knows. The app is
// served by Vite's dev server, as `npm run dev` serves it: this journey (sign-in, messages, the
// account page) is the one that drives the dev server end to end.
test.use({
  environmentOptions: {
    app: 'dev-server',
    functionEnvironment: {
      ROUTE_QUOTA_PER_DAY: String(dailyLimit),
      ROUTE_QUOTA_PER_MINUTE: '100',
    },
  },
});

test('the page and the server agree: 0 messages left today, and the next one is refused', async ({
  page,
  chatPage,
  accountPage,
  environment,
  signedInAccount: _signedIn,
}) => {
  const userId = (await storedUserId(page)) ?? 'missing';
  for (let sent = 1; sent <= dailyLimit; sent += 1) {
    await chatPage.sendAndWaitForReply(`Draft number ${sent} will utilize plain words.`);
  }
  await waitForRecordedMessages(environment, userId, dailyLimit);

  await chatPage.pressTerminalKey('5');
  await accountPage.expectLoaded();
  await expect(accountPage.row('API Calls')).toContainText(`${dailyLimit} today`);
  await expect(accountPage.row('Credits Remaining')).toContainText(
    `0 of ${dailyLimit} today · 0 of 100 this minute`,
  );
  await expect(accountPage.row('Credits Remaining')).toContainText(
    /Daily limit reached: messages resume at .+ \(00:00 UTC\)\./,
  );
  await checkScreen(page, 'account-quota-reached-desktop');

  await page.getByRole('link', { name: 'BACK' }).click();
  await chatPage.expectReady();
  await chatPage.send('One message more than the page said was left.');
  await expect(chatPage.replies.last()).toContainText(
    /ERROR: You've reached the message limit\. Try again in \d+ (s|min|h)( \d+ min)?\./,
  );

  // The refused message used nothing: still 3 calls and nothing left.
  await accountPage.goto();
  await expect(accountPage.row('API Calls')).toContainText(`${dailyLimit} today`);
  expect(await accountPage.creditsToday()).toEqual({ left: 0, limit: dailyLimit });
});
