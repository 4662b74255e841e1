import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth-provider';
import type { SupabaseClientSource } from '@/lib/supabase-client-source';
import { SupabaseClientProvider } from '@/lib/supabase-context';

interface AppProvidersProps {
  clientSource: SupabaseClientSource;
  children: ReactNode;
}

/**
 * The app-wide context: the backend client (loaded on demand) and the auth state. The query
 * client (`app/query-layout.tsx`), the tooltip provider (the chat terminal) and the toaster sit
 * lower or load later, so `/` downloads neither supabase-js, the query engine, Radix's
 * positioning engine nor sonner.
 */
export function AppProviders({ clientSource, children }: AppProvidersProps) {
  return (
    <SupabaseClientProvider source={clientSource}>
      <AuthProvider>{children}</AuthProvider>
    </SupabaseClientProvider>
  );
}
