import { createContext, use, useContext, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SupabaseClientSource } from '@/lib/supabase-client-source';

const SupabaseClientContext = createContext<SupabaseClientSource | null>(null);

interface SupabaseClientProviderProps {
  source: SupabaseClientSource;
  children: ReactNode;
}

/**
 * Hands the one supabase-js client down the tree (as a source that loads it on demand), so tests
 * can mount the real app around a client whose `fetch` talks to a fake server.
 */
export function SupabaseClientProvider({ source, children }: SupabaseClientProviderProps) {
  return <SupabaseClientContext value={source}>{children}</SupabaseClientContext>;
}

/** Where the client comes from; for the AuthProvider, which must not wait for it. */
export function useSupabaseClientSource(): SupabaseClientSource {
  const source = useContext(SupabaseClientContext);
  if (!source) throw new Error('useSupabaseClient must be used inside <SupabaseClientProvider>');
  return source;
}

/**
 * The app's supabase-js client; only a feature's `api/` module should call methods on it. The
 * first screen that needs it suspends (LOADING...) while it loads.
 */
export function useSupabaseClient(): SupabaseClient {
  // Always through `use`, also once loaded: a component that suspended here must call it again.
  return use(useSupabaseClientSource().load());
}
