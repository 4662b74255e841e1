/**
 * The local-storage key supabase-js keeps a project's session under: its own default,
 * `sb-<first label of the host>-auth-token` (`sb-127-auth-token` for the local stack). The client
 * is given this key explicitly, so this hint and the client can never disagree.
 */
export function authStorageKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** What an auth redirect (an e-mail link) leaves in the URL for supabase-js to read. */
const callbackParameterNames = [
  'access_token',
  'refresh_token',
  'code',
  'error',
  'error_code',
  'error_description',
];

function carriesAuthCallback(location: Pick<Location, 'hash' | 'search'>): boolean {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return callbackParameterNames.some((name) => fragment.has(name) || query.has(name));
}

interface SessionHintOptions {
  storage?: Pick<Storage, 'getItem'>;
  location?: Pick<Location, 'hash' | 'search'>;
}

/**
 * Whether this browser may hold a session before the auth client has looked: one is stored, or
 * one (or an auth error) is arriving in the URL. When neither, the visitor is signed out, and the
 * landing page can render without loading the auth client at all. A storage that cannot be read
 * answers "maybe", so the client decides.
 */
export function mayHoldSession(storageKey: string, options: SessionHintOptions = {}): boolean {
  if (carriesAuthCallback(options.location ?? window.location)) return true;
  try {
    return (options.storage ?? window.localStorage).getItem(storageKey) !== null;
  } catch {
    return true;
  }
}

/** Who a stored session belongs to, as the browser kept it. */
export interface StoredSessionUser {
  id: string;
  email: string | null;
}

/**
 * The user of the session stored before the auth client looked, or null. Read once at start-up:
 * an e-mail link for another account replaces that session as the client starts, and the reset
 * screen says whose session it replaced. Anything unreadable counts as no session.
 */
export function storedSessionUser(
  storageKey: string,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): StoredSessionUser | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(storageKey) ?? 'null');
    const user = (stored as { user?: { id?: unknown; email?: unknown } } | null)?.user;
    if (typeof user?.id !== 'string') return null;
    return { id: user.id, email: typeof user.email === 'string' ? user.email : null };
  } catch {
    return null;
  }
}
