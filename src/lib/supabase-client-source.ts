import type { SupabaseClient } from '@supabase/supabase-js';
import type { StoredSessionUser } from '@/lib/session-hint';

/**
 * How the app reaches its one supabase-js client. The client (about 58 KB gzip) loads on
 * demand, so the landing page renders without it; whoever needs it first asks for it.
 */
export interface SupabaseClientSource {
  /** The client once it has loaded; null before. */
  readonly current: SupabaseClient | null;
  /** Loads the client once (a failed load is tried again on the next call) and resolves it. */
  load(): Promise<SupabaseClient>;
  /** Calls `listener` when the client has loaded (at once if it has), whoever asked for it. */
  onLoaded(listener: (client: SupabaseClient) => void): () => void;
  /** Whether a session may exist before the client has looked (see `mayHoldSession`). */
  mayHoldSession(): boolean;
  /** Whose session is stored before the client has looked (see `storedSessionUser`). */
  storedUser(): StoredSessionUser | null;
}

/** What the browser holds before the client looks. */
export interface SessionHints {
  mayHoldSession: () => boolean;
  /** Left out: nobody is known to be signed in. */
  storedUser?: () => StoredSessionUser | null;
}

/**
 * Marks a settled promise the way React's `use` records one (`status`, `value`), so `use` reads
 * the client synchronously once it has loaded instead of suspending again.
 */
function markFulfilled<Value>(promise: Promise<Value>, value: Value): Promise<Value> {
  return Object.assign(promise, { status: 'fulfilled', value });
}

/** A source that loads the client with `load` the first time anyone asks. */
export function lazySupabaseClient(
  load: () => Promise<SupabaseClient>,
  options: SessionHints,
): SupabaseClientSource {
  let current: SupabaseClient | null = null;
  let pending: Promise<SupabaseClient> | null = null;
  const listeners = new Set<(client: SupabaseClient) => void>();
  return {
    get current() {
      return current;
    },
    load() {
      if (pending) return pending;
      const loading: Promise<SupabaseClient> = load().then(
        (client) => {
          current = client;
          markFulfilled(loading, client);
          for (const listener of listeners) listener(client);
          listeners.clear();
          return client;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      pending = loading;
      return loading;
    },
    onLoaded(listener) {
      if (current) {
        listener(current);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    mayHoldSession: options.mayHoldSession,
    storedUser: options.storedUser ?? (() => null),
  };
}

/** A source around a client that exists already (tests, tools): nothing to load. */
export function readySupabaseClient(
  client: SupabaseClient,
  options: Pick<SessionHints, 'storedUser'> = {},
): SupabaseClientSource {
  const loaded = markFulfilled(Promise.resolve(client), client);
  return {
    current: client,
    load: () => loaded,
    onLoaded(listener) {
      listener(client);
      return () => {};
    },
    mayHoldSession: () => true,
    storedUser: options.storedUser ?? (() => null),
  };
}
