import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { readySupabaseClient } from '@/lib/supabase-client-source';
import { SupabaseClientProvider } from '@/lib/supabase-context';
import { createTestClient, FakeSupabaseServer, testSession } from '@/test/fake-supabase';
import { LocationProbe } from '@/test/render-app';

/**
 * Mounts one component with what it needs around it: a real supabase-js client on a fake
 * backend, a fresh query client, a router (other paths render nothing; `state` is the router
 * state it was opened with) and the toaster. `signedIn` stores a session first, as a returning
 * user's browser would have.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: { server?: FakeSupabaseServer; path?: string; state?: unknown; signedIn?: boolean } = {},
) {
  const server = options.server ?? new FakeSupabaseServer();
  const { client, storageKey } = createTestClient(server);
  if (options.signedIn) window.localStorage.setItem(storageKey, JSON.stringify(testSession()));
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  const path = options.path ?? '/';
  const clientSource = readySupabaseClient(client);
  const view = render(
    <SupabaseClientProvider source={clientSource}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[{ pathname: path, state: options.state }]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </SupabaseClientProvider>,
  );
  return { ...view, server, client };
}
