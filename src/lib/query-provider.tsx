import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

/** The app's one query client, created when the first screen that needs it loads. */
const appQueryClient = createQueryClient();

/**
 * Provides the app's query client to a screen that sends anything (auth, chat, account). Each
 * such screen wraps itself, so its lazily loaded module carries the query engine (~10 KB gzip)
 * and `/`, which never sends anything, does not.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
