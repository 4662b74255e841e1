import { expect, test } from './support/fixtures';
import { atBothSizes, checkScreen } from './support/screen-checks';
import { storedUserId } from './support/session-storage';
import { toast, toastDescription } from './support/toasts';
import { waitForRecordedMessages } from './support/usage-records';

const drafts = [
  'We will utilize the survey in order to measure recall prior to the launch.',
  'I think that the results are very interesting and basically confirm the idea.',
  'The data was analyzed by the team in order to find the the main effects.',
];

// One new account: its settings as they first look, then after three messages, then the delete
// dialog, which deletes nothing (the account still signs in).
test('Account settings: the profile, the usage before and after three messages, the delete dialog', async ({
  page,
  chatPage,
  accountPage,
  authPage,
  environment,
  signedInAccount,
}) => {
  const userId = (await storedUserId(page)) ?? 'missing';

  await test.step("shows the profile, a new account's usage and a BACK link to /dashboard", async () => {
    await chatPage.pressTerminalKey('5');
    await accountPage.expectLoaded();

    await expect(page.getByRole('heading', { name: 'PROFILE INFORMATION' })).toBeVisible();
    await expect(accountPage.row('Email')).toHaveText(signedInAccount.email);
    await expect(accountPage.row('User ID')).toHaveText(userId);
    const today = await page.evaluate(() => new Date().toLocaleDateString());
    await expect(accountPage.row('Account Created')).toHaveText(today);

    await expect(page.getByRole('heading', { name: 'USAGE STATISTICS' })).toBeVisible();
    await expect(accountPage.row('Tokens Used')).toHaveText('0 this month · 0 today');
    await expect(accountPage.row('API Calls')).toContainText('0 today · 0 this month');
    await expect(accountPage.row('Credits Remaining')).toContainText(
      /^(\d[\d,]* of [\d,]+ today|Shown after your first message)/,
    );
    await expect(page.getByText('No message answered this month yet.')).toBeVisible();
    await expect(page.getByText(/Counted by our server for every message you send/)).toBeVisible();
    await expect(page.getByText('Coming Soon')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'ACCOUNT ACTIONS' })).toBeVisible();

    await page.getByRole('link', { name: 'BACK' }).click();
    await chatPage.expectReady();
  });

  await test.step('three messages later: API Calls 3 today and Credits Remaining three lower', async () => {
    await chatPage.pressTerminalKey('5');
    await accountPage.expectLoaded();
    const before = await accountPage.creditsToday();
    await page.getByRole('link', { name: 'BACK' }).click();
    await chatPage.expectReady();
    for (const draft of drafts) await chatPage.sendAndWaitForReply(draft);
    await waitForRecordedMessages(environment, userId, drafts.length);

    await chatPage.pressTerminalKey('5');
    await accountPage.expectLoaded();
    await expect(accountPage.row('API Calls')).toContainText('3 today · 3 this month');
    await expect(accountPage.row('API Calls')).toContainText(
      'This month: 0 offline fallback · 0 errors',
    );
    const after = await accountPage.creditsToday();
    expect(after, 'the quota the server applied to these messages').not.toBeNull();
    expect(after!.left).toBe(after!.limit - 3);
    if (before) expect(after).toEqual({ left: before.left - 3, limit: before.limit });
    await expect(accountPage.row('Tokens Used')).toContainText(
      'Not counted this month: local (offline engine) reported none for 3 answers.',
    );
    expect(await accountPage.engineRows()).toEqual([
      [expect.stringMatching(/^local \(offline engine\)$/), '3', expect.stringMatching(/ms$|s$/)],
    ]);
    const days = page.getByRole('table', { name: 'Messages per day, last 14 days (UTC)' });
    await expect(days.getByRole('row').last()).toHaveText(/3$/);

    await atBothSizes(page, (name) => checkScreen(page, name), 'account-usage');
  });

  await test.step('the delete dialog ignores outside clicks, and confirming deletes nothing', async () => {
    await accountPage.goto();
    await expect(accountPage.deleteButton).toHaveCSS(
      'background-color',
      /rgb\((\d{3}), \d{1,2}, \d{1,2}\)/,
    );
    await accountPage.deleteButton.click();
    const dialog = accountPage.deleteDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'This action cannot be undone. This will permanently delete your account and remove all your data from our servers.',
    );

    await page.mouse.click(5, 5);
    await expect(dialog, 'a click outside does not dismiss it').toBeVisible();
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'error', 'Account Deletion')).toHaveCount(0);

    await accountPage.deleteButton.click();
    await dialog.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await expect(dialog).toBeHidden();
    const deletion = toast(page, 'error', 'Account Deletion');
    await expect(deletion).toBeVisible();
    await expect(toastDescription(deletion)).toHaveText(
      'Account deletion is not yet implemented. Please contact support.',
    );

    // Nothing was deleted: the account still signs in.
    await chatPage.goto();
    await chatPage.pressTerminalKey('8');
    await expect(page).toHaveURL(/\/auth$/);
    await authPage.signIn(signedInAccount.email, signedInAccount.password);
    await chatPage.expectReady();
  });
});
