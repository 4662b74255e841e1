import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth-provider';
import { SupabaseClientProvider } from '@/lib/supabase-context';

interface AppProvidersProps {
  supabaseClient: SupabaseClient;
  children: ReactNode;
}

/**
 * The app-wide context: the backend client and the auth state. The query client
 * (`app/query-layout.tsx`) and the tooltip provider (the chat terminal) sit lower, with the
 * lazily loaded screens that use them, so `/` downloads neither the query engine nor Radix's
 * positioning engine.
 */
export function AppProviders({ supabaseClient, children }: AppProvidersProps) {
  return (
    <SupabaseClientProvider client={supabaseClient}>
      <AuthProvider>{children}</AuthProvider>
    </SupabaseClientProvider>
  );
}
