import type { SupabaseClient } from '@supabase/supabase-js';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';
import { mayHoldSession } from '@/lib/session-hint';
import { lazySupabaseClient } from '@/lib/supabase-client-source';
import { deferred } from '@/test/deferred';
import { createTestClient, FakeSupabaseServer, testSession } from '@/test/fake-supabase';
import { LocationProbe } from '@/test/render-app';

const currentPath = () => screen.getByTestId('location').textContent ?? '';
const toaster = () => screen.queryByRole('region', { name: /^Notifications/ });

/** The app as main.tsx mounts it: supabase-js loads on demand, here when the test lets it. */
async function renderWithLazyClient(path: string, options: { sessionStored?: boolean } = {}) {
  const { client, storageKey } = createTestClient(new FakeSupabaseServer());
  if (options.sessionStored) {
    window.localStorage.setItem(storageKey, JSON.stringify(testSession()));
  }
  const loading = deferred<SupabaseClient>();
  const load = vi.fn(() => loading.promise);
  const source = lazySupabaseClient(load, { mayHoldSession: () => mayHoldSession(storageKey) });
  // An awaited act: what suspends on the client while mounting is retried once it is there.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppProviders clientSource={source}>
          <AppRoutes />
          <LocationProbe />
        </AppProviders>
      </MemoryRouter>,
    );
  });
  // Inside act: React retries what suspended on the client once it is there.
  const finishLoading = () => act(async () => loading.resolve(client));
  return { load, finishLoading };
}

describe('loading the auth client on demand', () => {
  it('shows the landing page to a new visitor without loading the auth client or the toaster', async () => {
    const { load } = await renderWithLazyClient('/');
    expect(await screen.findByRole('link', { name: 'ACCESS SYSTEM' })).toBeInTheDocument();
    expect(screen.queryByText('LOADING...')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(toaster()).not.toBeInTheDocument();
  });

  it('shows /auth without the auth client or the toaster, and loads the client at the first focus on the form', async () => {
    const { load, finishLoading } = await renderWithLazyClient('/');
    await userEvent.click(await screen.findByRole('link', { name: 'ACCESS SYSTEM' }));
    // The forms need the client only to submit: the page's first paint does not wait for it.
    expect(await screen.findByRole('tab', { name: 'LOGIN' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
    expect(load).not.toHaveBeenCalled();
    // The toaster (and sonner) comes with the first toast, not with the screen.
    expect(toaster()).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Email'));
    expect(load).toHaveBeenCalledTimes(1);
    await finishLoading();
    expect(screen.getByRole('tab', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('waits for the auth client on / when a session is stored, then goes to /dashboard', async () => {
    const { load, finishLoading } = await renderWithLazyClient('/', { sessionStored: true });
    expect(await screen.findByText('LOADING...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ACCESS SYSTEM' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await finishLoading();
    expect(await screen.findByText('WELCOME TO ASSOCIATE')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('treats a new visitor as signed out at once: /dashboard sends them to /auth', async () => {
    const { load } = await renderWithLazyClient('/dashboard');
    expect(await screen.findByRole('tab', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.queryByText('LOADING...')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
    expect(load).not.toHaveBeenCalled();
  });
});
