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
