import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';
import { readySupabaseClient } from '@/lib/supabase-client-source';
import { createTestClient, FakeSupabaseServer, testSession } from '@/test/fake-supabase';

/** Shows the router's current path so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-hash={location.hash}>
      {location.pathname}
    </output>
  );
}

interface RenderAppOptions {
  server?: FakeSupabaseServer;
  /** Store a session before the app starts, as a returning user's browser would have. */
  signedIn?: boolean;
}

/** Mounts the whole app (providers, guards, routes) at `path` against a fake backend. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const server = options.server ?? new FakeSupabaseServer();
  const { client, storageKey } = createTestClient(server);
  if (options.signedIn) window.localStorage.setItem(storageKey, JSON.stringify(testSession()));
  const clientSource = readySupabaseClient(client);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders clientSource={clientSource}>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...view, server, client, storageKey };
}
