import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { ClientEnv } from '@/lib/env';
import { authStorageKeyFor } from '@/lib/session-hint';

/**
 * Builds the app's one supabase-js client. The session lives in local storage, under the key
 * `mayHoldSession` looks at, and refreshes itself; `detectSessionInUrl` lets a magic-link or
 * confirmation landing on `/dashboard#access_token=…` sign the user in. Loaded on demand
 * (`lazySupabaseClient`), never on the landing page's critical path.
 */
export function createSupabaseClient(env: ClientEnv): SupabaseClient {
  return createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_PUBLISHABLE_KEY, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storage: window.localStorage,
      storageKey: authStorageKeyFor(env.VITE_SUPABASE_URL),
    },
  });
}
