import { createContext, useContext, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';

const SupabaseClientContext = createContext<SupabaseClient | null>(null);

interface SupabaseClientProviderProps {
  client: SupabaseClient;
  children: ReactNode;
}

/**
 * Hands the one supabase-js client down the tree, so tests can mount the real app around a
 * client whose `fetch` talks to a fake server.
 */
export function SupabaseClientProvider({ client, children }: SupabaseClientProviderProps) {
  return <SupabaseClientContext value={client}>{children}</SupabaseClientContext>;
}

/** The app's supabase-js client; only a feature's `api/` module should call methods on it. */
export function useSupabaseClient(): SupabaseClient {
  const client = useContext(SupabaseClientContext);
  if (!client) throw new Error('useSupabaseClient must be used inside <SupabaseClientProvider>');
  return client;
}
