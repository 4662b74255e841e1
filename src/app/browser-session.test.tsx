import { render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';
import { readySupabaseClient } from '@/lib/supabase-client-source';
import { createTestClient, FakeSupabaseServer } from '@/test/fake-supabase';

function renderInBrowser(server: FakeSupabaseServer) {
  const { client } = createTestClient(server, { detectSessionInUrl: true });
  const clientSource = readySupabaseClient(client);
  return render(
    <BrowserRouter>
      <AppProviders clientSource={clientSource}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>,
  );
}

/** Opens /dashboard the way a confirmation or magic link does: the session in the fragment. */
function landFromEmailLink(type: 'magiclink' | 'signup') {
  const fragment = new URLSearchParams({
    access_token: 'header.payload.signature',
    refresh_token: 'refresh-token',
    expires_in: '3600',
    expires_at: String(Math.floor(Date.now() / 1000) + 3600),
    token_type: 'bearer',
    type,
  });
  window.history.replaceState(null, '', `/dashboard#${fragment.toString()}`);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('sessions arriving through the browser URL', () => {
  it('does not bounce a magic-link landing on /dashboard#access_token=… to /auth', async () => {
    const server = new FakeSupabaseServer();
    landFromEmailLink('magiclink');
    renderInBrowser(server);
    expect(await screen.findByText('WELCOME TO ASSOCIATE')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(server.requestsTo('GET /auth/v1/user')).toHaveLength(1);
    expect(server.requestsTo('POST /rest/v1/rpc/is_email_allowed')).toHaveLength(1);
  });

  it('leaves the address bar at /dashboard, not /dashboard#, once the e-mail link is read', async () => {
    landFromEmailLink('signup');
    renderInBrowser(new FakeSupabaseServer());
    expect(await screen.findByText('WELCOME TO ASSOCIATE')).toBeInTheDocument();
    await waitFor(() => expect(window.location.href).toBe(`${window.location.origin}/dashboard`));
    expect(window.location.hash).toBe('');
  });

  it('replaces history when it sends a signed-out visitor to /auth', async () => {
    window.history.replaceState(null, '', '/');
    window.history.pushState(null, '', '/dashboard');
    const lengthBefore = window.history.length;
    renderInBrowser(new FakeSupabaseServer());
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(window.history.length).toBe(lengthBefore);
  });
});
