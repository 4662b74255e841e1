import type { Page } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { historyKey, sessionStorageKey, storedUserId } from '../support/session-storage';
import { expect, test } from './security-fixtures';

/** Writes raw values into this origin's local storage, as another app or a tamperer would. */
async function writeStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}

async function readStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...window.localStorage }));
}

const message = (id: string, text: string, isUser = true) => ({
  id,
  text,
  isUser,
  timestamp: new Date().toISOString(),
});

test.describe('Corrupted or foreign data in local storage', () => {
  test("another app's keys and another user's history are left alone and never shown", async ({
    page,
    chatPage,
    signedInAccount: _signedIn,
  }) => {
    const foreign = {
      'redux-persist:root': JSON.stringify({ user: '{"name":"<b>someone</b>"}' }),
      'sb-otherproject-auth-token': JSON.stringify({ access_token: 'x', user: { id: 'other' } }),
      [historyKey('00000000-0000-4000-8000-000000000000')]: JSON.stringify([
        message('1', 'A message of someone else on this computer.'),
      ]),
      'associate.chat-history.v0.legacy': '<<< an older format >>>',
      theme: 'solarized',
    };
    await writeStorage(page, foreign);
    await page.reload();
    await chatPage.expectReady();
    await chatPage.expectMessageCount(0);
    await expect(page.getByText('WELCOME TO ASSOCIATE')).toBeVisible();

    const reply = await chatPage.sendAndWaitForReply('Other apps share this browser with us.');
    await expect(reply).not.toContainText('ERROR:');
    expect(await readStorage(page)).toMatchObject(foreign);
  });

  test('a history of the wrong shape is discarded, and valid messages in it are kept as text', async ({
    page,
    chatPage,
    signedInAccount: _signedIn,
  }) => {
    const key = historyKey((await storedUserId(page))!);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const wrongShape of ['{"messages":[]}', 'null', '42', '"a string"', '[[[]]]', '{}']) {
      await writeStorage(page, { [key]: wrongShape });
      await page.reload();
      await chatPage.expectReady();
      await chatPage.expectMessageCount(0);
    }

    const markup = '<img src=x onerror="alert(document.cookie)">';
    await writeStorage(page, {
      [key]: JSON.stringify([
        message('1', markup),
        { ...message('2', 'a time that is not a time'), timestamp: 'yesterday' },
        { ...message('3', 'an id that is a number'), id: 3 },
        { ...message('4', 'extra fields are dropped'), html: '<script>alert(1)</script>' },
      ]),
    });
    await page.reload();
    await chatPage.expectReady();
    await chatPage.expectMessageCount(2);
    await expect(chatPage.directorMessages.nth(0).locator('p')).toHaveText(markup);
    await expect(chatPage.conversation.locator('img')).toHaveCount(0);
    await expect(chatPage.directorMessages.nth(1)).toContainText('extra fields are dropped');
    expect(dialogs).toEqual([]);

    await chatPage.sendAndWaitForReply('And the conversation goes on.');
    await chatPage.expectMessageCount(4);
    const stored = JSON.parse((await readStorage(page))[key]!) as Record<string, unknown>[];
    expect(stored).toHaveLength(4);
    expect(stored[1]).not.toHaveProperty('html');
  });

  test('a huge value is discarded, and a full storage does not stop the conversation', async ({
    page,
    chatPage,
    signedInAccount: _signedIn,
  }) => {
    const key = historyKey((await storedUserId(page))!);
    const warnings: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'warning') warnings.push(entry.text());
    });
    await page.evaluate((historyStorageKey) => {
      window.localStorage.setItem(historyStorageKey, `[${'"junk",'.repeat(500_000)}"junk"]`);
    }, key);
    await page.reload();
    await chatPage.expectReady();
    await chatPage.expectMessageCount(0);
    expect(warnings).toContain('Discarded 500001 invalid stored chat message(s).');

    // Another app filled this origin's storage to the last byte: nothing more can be saved.
    const filled = await page.evaluate(() => {
      let size = 1 << 22;
      let stored = 0;
      for (let index = 0; size >= 1;) {
        try {
          window.localStorage.setItem(`filler-${index}`, 'x'.repeat(size));
          stored += size;
          index += 1;
        } catch {
          size = Math.floor(size / 2);
        }
      }
      return stored;
    });
    expect(filled).toBeGreaterThan(1_000_000);

    const draft = 'The storage is full, but this message still gets an answer.';
    const reply = await chatPage.sendAndWaitForReply(draft);
    await expect(reply).toContainText('REFINED');
    await expect(chatPage.directorMessages.first()).toContainText(draft);
    expect(warnings.some((warning) => warning.startsWith('Could not save the chat history'))).toBe(
      true,
    );
    await page.evaluate(() => {
      for (const name of Object.keys(window.localStorage)) {
        if (name.startsWith('filler-')) window.localStorage.removeItem(name);
      }
    });
  });

  test('a tampered session is discarded: the visitor is asked to sign in, and can', async ({
    page,
    authPage,
    chatPage,
    signedInAccount,
  }) => {
    const genuine = (await readStorage(page))[sessionStorageKey]!;
    const session = JSON.parse(genuine) as { access_token: string; expires_at: number };
    const forgedToken = await new SignJWT({ ...decodeJwt(session.access_token) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('a-key-that-is-not-the-projects-key-at-all'));
    // supabase-js treats a value that is not JSON as no session (and leaves it to be overwritten);
    // a session of the wrong shape it removes; a forged token only the server can recognise.
    const tamperings = [
      { tampering: 'invalid JSON', value: '{"access_token": "eyJ', removed: false },
      {
        tampering: 'a wrong shape',
        value: JSON.stringify({ access_token: 42, user: 'me' }),
        removed: true,
      },
      {
        tampering: 'a forged access token',
        value: JSON.stringify({ ...session, access_token: forgedToken }),
        removed: true,
      },
    ];

    for (const { tampering, value, removed } of tamperings) {
      await writeStorage(page, { [sessionStorageKey]: value });
      await page.goto('/dashboard');
      await expect(authPage.loginTab, tampering).toBeVisible({ timeout: 15_000 });
      await expect(page, tampering).toHaveURL(/\/auth$/);
      const left = (await readStorage(page))[sessionStorageKey];
      if (removed) expect(left, tampering).toBeUndefined();
    }

    await authPage.signIn(signedInAccount.email, signedInAccount.password);
    await chatPage.expectReady();
    const reply = await chatPage.sendAndWaitForReply('Signed in again after the tampering.');
    await expect(reply).toContainText('REFINED');
    const renewed = JSON.parse((await readStorage(page))[sessionStorageKey]!) as {
      access_token: string;
    };
    expect(renewed.access_token).not.toBe(forgedToken);
  });
});
