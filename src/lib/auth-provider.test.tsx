import { screen, waitFor } from '@testing-library/react';
import { FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';
import { renderApp } from '@/test/render-app';

const currentPath = () => screen.getByTestId('location').textContent ?? '';

describe('AuthProvider with a stored session', () => {
  it('discards a session whose token the server refuses (401) with Session Expired, not Access Denied', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = new FakeSupabaseServer().on('POST /rest/v1/rpc/is_email_allowed', () =>
      jsonResponse({ code: 'PGRST301', message: 'JWSError JWSInvalidSignature' }, 401),
    );
    const { storageKey } = renderApp('/dashboard', { server, signedIn: true });
    expect(await screen.findByRole('tab', { name: 'LOGIN' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
    await waitFor(() => expect(window.localStorage.getItem(storageKey)).toBeNull());
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText('Please sign in again to continue.')).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('The server refused the stored session; it was discarded.');
    warn.mockRestore();
  });

  it('keeps the session when the check fails for another reason (the server still enforces it)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = new FakeSupabaseServer().on('POST /rest/v1/rpc/is_email_allowed', () =>
      jsonResponse({ code: 'PGRST000', message: 'Database connection lost' }, 503),
    );
    const { storageKey } = renderApp('/dashboard', { server, signedIn: true });
    expect(await screen.findByText('WELCOME TO ASSOCIATE')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(window.localStorage.getItem(storageKey)).not.toBeNull();
    warn.mockRestore();
  });
});
