import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';

/** The app's one query client, created when the first screen that needs it loads. */
export const appQueryClient = createQueryClient();

/**
 * Provides the query client to the screens that send anything (auth, chat, account). It is a
 * lazy layout so `/` does not download the query engine (~10 KB gzip) it never uses.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
