const offlineKeyPrefix = 'associate.offline.v1.';

/** Each user's offline switch has its own key, like their history. */
export function offlineStorageKey(userId: string): string {
  return `${offlineKeyPrefix}${userId}`;
}

interface StorageOptions {
  storage?: Storage;
}

/**
 * Whether the user asked to keep their drafts on our server (the offline engine answers, no AI
 * vendor is called). Off when nothing is stored, or when storage cannot be read.
 */
export function readOfflinePreference(userId: string, options: StorageOptions = {}): boolean {
  try {
    return (options.storage ?? window.localStorage).getItem(offlineStorageKey(userId)) === 'on';
  } catch {
    return false;
  }
}

/** Remembers the switch in this browser; a full or blocked storage is reported, not thrown. */
export function keepOfflinePreference(
  userId: string,
  isOffline: boolean,
  options: StorageOptions = {},
): void {
  const storage = options.storage ?? window.localStorage;
  try {
    if (isOffline) storage.setItem(offlineStorageKey(userId), 'on');
    else storage.removeItem(offlineStorageKey(userId));
  } catch (error) {
    console.warn('Could not remember the offline switch in this browser.', error);
  }
}
