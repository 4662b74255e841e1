const signOutIntentKey = 'associate.sign-out-requested';

/**
 * Notes in this browser that its user asked to sign out. Every tab hears the SIGNED_OUT that
 * follows; this is how they tell it from a session that expired or was revoked, which gets the
 * "Session Expired" toast. Kept in local storage because other tabs must see it.
 */
export function recordSignOutIntent(storage: Storage = window.localStorage): void {
  try {
    storage.setItem(signOutIntentKey, 'true');
  } catch {
    // A blocked storage only costs another tab a needless "Session Expired".
  }
}

/** Forgets the intent: the sign-out failed, or a new session has been approved. */
export function clearSignOutIntent(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(signOutIntentKey);
  } catch {
    // Nothing to forget in a storage that cannot be read.
  }
}

/** Whether the user asked to sign out since the last approved session. */
export function hasSignOutIntent(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(signOutIntentKey) !== null;
  } catch {
    return false;
  }
}
