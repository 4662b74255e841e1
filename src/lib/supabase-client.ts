import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { ClientEnv } from '@/lib/env';

/**
 * Builds the app's one supabase-js client. The session lives in local storage and refreshes
 * itself; `detectSessionInUrl` lets a magic-link or confirmation landing on
 * `/dashboard#access_token=…` sign the user in.
 */
export function createSupabaseClient(env: ClientEnv): SupabaseClient {
  return createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_PUBLISHABLE_KEY, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storage: window.localStorage,
    },
  });
}
