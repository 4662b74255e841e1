import type { Page } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { localKeys } from '../../../local-supabase/stack-defaults';
import { expect, test } from '../support/fixtures';
import { checkScreen } from '../support/screen-checks';
import { toast, toastDescription } from '../support/toasts';
import type { TestEnvironmentAddresses } from '../support/test-environment';

interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  [field: string]: unknown;
}

/** supabase-js keeps the session under `sb-<project ref>-auth-token`. */
async function readStoredSession(page: Page): Promise<{ key: string; session: StoredSession }> {
  return page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    if (!key) throw new Error('no stored session');
    return { key, session: JSON.parse(window.localStorage.getItem(key)!) as StoredSession };
  });
}

/**
 * The same user's access token as it is an hour later: signed with the stack's key but expired,
 * so the server refuses it. The stored session says it expired, as a tab left open would.
 */
async function expireAccessToken(page: Page): Promise<StoredSession> {
  const { key, session } = await readStoredSession(page);
  const now = Math.floor(Date.now() / 1000);
  const expiredToken = await new SignJWT({ ...decodeJwt(session.access_token) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 3_660)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(localKeys.jwtSecret));
  const expired = { ...session, access_token: expiredToken, expires_at: now - 60 };
  await page.evaluate(([storageKey, value]) => window.localStorage.setItem(storageKey, value), [
    key,
    JSON.stringify(expired),
  ] as const);
  return expired;
}

/** Records the title of every toast that appears from now on, even one shown for a moment. */
async function recordToastTitles(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastTitlesSeen: string[] }).toastTitlesSeen = seen;
    new MutationObserver(() => {
      for (const title of document.querySelectorAll('[data-sonner-toast] [data-title]')) {
        const text = title.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function toastTitlesSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { toastTitlesSeen: string[] }).toastTitlesSeen);
}

async function callRoute(environment: TestEnvironmentAddresses, accessToken: string) {
  const response = await fetch(`${environment.apiUrl}/functions/v1/route`, {
    method: 'POST',
    headers: {
      apikey: environment.publishableKey,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ text: 'Is this still allowed?' }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

test('The session expiring mid-conversation: refreshed, revoked, and a sign-out that is not an expiry', async ({
  page,
  environment,
  authPage,
  chatPage,
  signedInAccount,
}) => {
  await test.step('an expired access token is refreshed before the message goes, and the reply arrives', async () => {
    await chatPage.sendAndWaitForReply('A first message while the session is fresh.');
    const expired = await expireAccessToken(page);
    // The expired token alone is refused (by the function, which verifies every caller itself):
    // only a refresh can save this message.
    expect(await callRoute(environment, expired.access_token)).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized' } },
    });

    const refreshed = page.waitForResponse(
      (response) =>
        response.url().includes('/auth/v1/token?grant_type=refresh_token') && response.ok(),
    );
    const draft = 'A second message after an hour away from the desk.';
    const reply = await chatPage.sendAndWaitForReply(draft);
    await refreshed;
    await expect(reply).toContainText('REFINED');
    await expect(reply).not.toContainText('ERROR:');

    const { session } = await readStoredSession(page);
    expect(session.access_token).not.toBe(expired.access_token);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    await chatPage.expectMessageCount(4);
  });

  await test.step('a revoked session sends the user to /auth with Session Expired, and nothing typed is lost', async () => {
    // From an empty conversation (key 1), as the first exchange.
    await chatPage.startOver();
    const firstReply = await chatPage.sendAndWaitForReply('A first message before the revoke.');
    const firstReplyText = await chatPage.refinedMessage(firstReply).innerText();
    const { session } = await readStoredSession(page);
    // Signed out everywhere (another device, or an administrator): the refresh token is dead.
    const logout = await fetch(`${environment.apiUrl}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: {
        apikey: environment.publishableKey,
        authorization: `Bearer ${session.access_token}`,
      },
    });
    expect(logout.status).toBe(204);
    await expireAccessToken(page);

    const draft = 'A message typed after the session was revoked elsewhere.';
    const refused = page.waitForResponse(
      (response) => response.url().includes('/functions/v1/route') && response.status() === 401,
    );
    await chatPage.send(draft);
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    await expect(authPage.loginTab).toBeVisible();
    const expired = toast(page, 'warning', 'Session Expired');
    await expect(expired, 'the user is told why they are on /auth').toBeVisible();
    await expect(toastDescription(expired)).toHaveText('Please sign in again to continue.');
    await refused;
    await checkScreen(page, 'auth-session-expired');

    await authPage.signIn(signedInAccount.email, signedInAccount.password);
    await chatPage.expectReady();
    await expect(chatPage.directorMessages.nth(0)).toContainText(
      'A first message before the revoke.',
    );
    await expect(chatPage.replies.nth(0)).toContainText(firstReplyText);
    // The message, the ERROR: line that answered it after the terminal had gone, and the draft
    // back in the input, ready to send again.
    await expect(chatPage.directorMessages.nth(1)).toContainText(draft);
    await expect(chatPage.replies.nth(1)).toContainText('ERROR: ');
    await expect(chatPage.messageInput).toHaveValue(draft);

    // And the app works again with the new session: the kept draft goes through.
    await chatPage.messageInput.press('Enter');
    await expect(chatPage.replies).toHaveCount(3, { timeout: 30_000 });
    await expect(chatPage.replies.nth(2)).toContainText('REFINED');
    await expect(chatPage.messageInput).toHaveValue('');
  });

  await test.step('signing out from the menu never says Session Expired', async () => {
    // A fresh load, so no toast of the step before is still on the page.
    await chatPage.goto();
    await recordToastTitles(page);
    await chatPage.pressTerminalKey('m');
    await chatPage.menuItem('8').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(authPage.loginTab).toBeVisible();
    // Signing back in takes round trips the sign-out's toast (if any) would long have beaten.
    await authPage.signIn(signedInAccount.email, signedInAccount.password);
    await chatPage.expectReady();
    expect(await toastTitlesSeen(page)).not.toContain('Session Expired');
  });
});
