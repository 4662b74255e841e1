import type { Page } from '@playwright/test';

/** Where supabase-js keeps the session for an API on 127.0.0.1 (spec: local storage). */
export const sessionStorageKey = 'sb-127-auth-token';

/** The signed-in user's id as this browser stores it, or null when signed out. */
export async function storedUserId(page: Page): Promise<string | null> {
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), sessionStorageKey);
  if (!stored) return null;
  return (JSON.parse(stored) as { user?: { id?: string } }).user?.id ?? null;
}

/** The key of a user's chat history in this browser. */
export function historyKey(userId: string): string {
  return `associate.chat-history.v1.${userId}`;
}

export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/**
 * Puts a session where supabase-js keeps it, as if the user had signed in on this origin
 * earlier. The storage is written from a blank page the test serves itself, so the app does
 * not load twice; the next navigation restores the session like any returning visit.
 */
export async function storeSession(page: Page, session: string): Promise<void> {
  const blank = '/__e2e-blank';
  await page.route(`**${blank}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto(blank);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    sessionStorageKey,
    session,
  ] as const);
  await page.unroute(`**${blank}`);
}
