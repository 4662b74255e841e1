import { z } from '@/lib/zod';

const draftKeyPrefix = 'associate.chat-draft.v1.';

/** A draft is kept exactly as typed, so only text with something in it counts. */
const storedDraftSchema = z.object({ text: z.string().regex(/\S/) });

/** Each user's unsent draft has its own key, like their history. */
export function draftStorageKey(userId: string): string {
  return `${draftKeyPrefix}${userId}`;
}

interface StorageOptions {
  storage?: Storage;
}

/**
 * Keeps text the user typed but did not get answered when the terminal went away: a message
 * whose session ended while it was being sent, or a draft left in the input. Blank text keeps
 * nothing; a full or blocked storage is reported, not thrown.
 */
export function keepDraft(userId: string, text: string, options: StorageOptions = {}): void {
  if (text.trim() === '') return;
  const storage = options.storage ?? window.localStorage;
  try {
    storage.setItem(draftStorageKey(userId), JSON.stringify({ text }));
  } catch (error) {
    console.warn('Could not keep the unsent message in this browser.', error);
  }
}

/** The kept draft, or '' when there is none or what is stored is not a draft. */
export function readDraft(userId: string, options: StorageOptions = {}): string {
  const storage = options.storage ?? window.localStorage;
  let raw: string | null;
  try {
    raw = storage.getItem(draftStorageKey(userId));
  } catch {
    return '';
  }
  if (raw === null) return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const draft = storedDraftSchema.safeParse(parsed);
  if (draft.success) return draft.data.text;
  console.warn('Discarded a stored draft: it is not a draft.');
  return '';
}

/** Forgets the kept draft once the terminal has put it back in the input. */
export function clearDraft(userId: string, options: StorageOptions = {}): void {
  const storage = options.storage ?? window.localStorage;
  try {
    storage.removeItem(draftStorageKey(userId));
  } catch {
    // Nothing to forget in a storage that cannot be read.
  }
}
