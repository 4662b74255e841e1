import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';
import { storedSessionUser } from '@/lib/session-hint';
import { readySupabaseClient } from '@/lib/supabase-client-source';
import {
  createTestClient,
  FakeSupabaseServer,
  jsonResponse,
  testSession,
  testUser,
} from '@/test/fake-supabase';

const ada = { id: '0a4e9d1c-7f3b-4c1e-8a2d-6b5c4d3e2f10', email: 'ada@lab.example.edu' };

/** The app in a browser whose storage may hold `storedAs`'s session from an earlier visit. */
function renderInBrowser(
  server: FakeSupabaseServer,
  options: { storedAs?: { id: string; email: string } } = {},
) {
  const { client, storageKey } = createTestClient(server, { detectSessionInUrl: true });
  if (options.storedAs) {
    window.localStorage.setItem(storageKey, JSON.stringify(testSession(options.storedAs)));
  }
  const clientSource = readySupabaseClient(client, {
    storedUser: () => storedSessionUser(storageKey),
  });
  const view = render(
    <BrowserRouter>
      <AppProviders clientSource={clientSource}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>,
  );
  return { ...view, storageKey };
}

/** Opens the reset screen the way a recovery link's redirect does: the session in the fragment. */
function landFromRecoveryLink() {
  const fragment = new URLSearchParams({
    access_token: 'header.payload.signature',
    expires_at: String(Math.floor(Date.now() / 1000) + 3600),
    expires_in: '3600',
    refresh_token: 'refresh-token',
    sb: '',
    token_type: 'bearer',
    type: 'recovery',
  });
  window.history.replaceState(null, '', `/reset-password#${fragment.toString()}`);
}

/** Opens the reset screen as Auth's redirect does for a link that expired or was used. */
function landFromUsedLink() {
  window.history.replaceState(
    null,
    '',
    '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
  );
}

async function setNewPassword(password: string) {
  const form = await screen.findByRole('form', { name: 'Set a new password' });
  await userEvent.type(within(form).getByLabelText('New password'), password);
  await userEvent.type(within(form).getByLabelText('Confirm new password'), password);
  await userEvent.click(within(form).getByRole('button', { name: 'SET PASSWORD' }));
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the reset screen, /reset-password', () => {
  it("sets a recovery link's new password, then opens /dashboard signed in with a toast", async () => {
    const server = new FakeSupabaseServer();
    landFromRecoveryLink();
    renderInBrowser(server);

    expect(await screen.findByRole('heading', { name: 'SET A NEW PASSWORD' })).toBeInTheDocument();
    expect(screen.getByText(testUser.email)).toBeInTheDocument();
    expect(server.requestsTo('POST /rest/v1/rpc/is_email_allowed')).toHaveLength(1);
    await setNewPassword('brand new 77');

    expect(await screen.findByText('WELCOME TO ASSOCIATE')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(server.requestsTo('PUT /auth/v1/user')[0]?.body).toMatchObject({
      password: 'brand new 77',
    });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('keeps the form through a reload of the tab', async () => {
    landFromRecoveryLink();
    const first = renderInBrowser(new FakeSupabaseServer());
    await screen.findByRole('form', { name: 'Set a new password' });
    const stored = window.localStorage.getItem(first.storageKey);
    first.unmount();

    window.history.replaceState(null, '', '/reset-password');
    const { storageKey } = renderInBrowser(new FakeSupabaseServer());
    window.localStorage.setItem(storageKey, stored ?? '');
    expect(await screen.findByRole('form', { name: 'Set a new password' })).toBeInTheDocument();
  });

  it('says when the link signed someone else out of this browser, and can sign out instead', async () => {
    landFromRecoveryLink();
    renderInBrowser(new FakeSupabaseServer(), { storedAs: ada });

    const note = await screen.findByText(/this link is for/);
    expect(note).toHaveTextContent(
      `NOTE: this link is for ${testUser.email}. It signed ${ada.email} out of this browser.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'SIGN OUT INSTEAD' }));
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
  });

  it('explains a used or expired link and leads to asking for a new one', async () => {
    landFromUsedLink();
    renderInBrowser(new FakeSupabaseServer());

    expect(await screen.findByRole('heading', { name: 'LINK EXPIRED' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password-reset link has expired or was already used.',
    );
    await userEvent.click(screen.getByRole('link', { name: 'REQUEST A NEW LINK' }));
    expect(await screen.findByRole('form', { name: 'Reset password' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
  });

  it('explains a used link to a signed-in user too, and points to ACCOUNT SETTINGS', async () => {
    landFromUsedLink();
    renderInBrowser(new FakeSupabaseServer(), { storedAs: ada });

    expect(await screen.findByRole('heading', { name: 'LINK EXPIRED' })).toBeInTheDocument();
    expect(screen.getByText(/You are still signed in as/)).toHaveTextContent(ada.email);
    expect(screen.getByRole('link', { name: 'ACCOUNT SETTINGS' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(window.location.pathname).toBe('/reset-password');
  });

  it('explains a link refused otherwise in its own words, never the words in the URL', async () => {
    window.history.replaceState(
      null,
      '',
      '/reset-password#error=server_error&error_code=unexpected_failure&error_description=Call+%2B1+900+555+0100+to+unlock',
    );
    renderInBrowser(new FakeSupabaseServer());
    expect(await screen.findByRole('heading', { name: 'LINK NOT ACCEPTED' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password-reset link could not be used. Ask for a new one: it works once, within an hour.',
    );
    expect(document.body).not.toHaveTextContent(/unlock|555/);
    expect(screen.getByRole('link', { name: 'REQUEST A NEW LINK' })).toBeInTheDocument();
  });

  it('says there is no reset link to a signed-out visitor who typed the address', async () => {
    window.history.replaceState(null, '', '/reset-password');
    renderInBrowser(new FakeSupabaseServer());
    expect(await screen.findByRole('heading', { name: 'NO RESET LINK' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'REQUEST A NEW LINK' })).toBeInTheDocument();
  });

  it('sends a signed-in user with nothing to reset to /dashboard, as /auth does', async () => {
    window.history.replaceState(null, '', '/reset-password');
    renderInBrowser(new FakeSupabaseServer(), { storedAs: ada });
    expect(await screen.findByText('WELCOME TO ASSOCIATE')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('signs an unapproved recovery out at once with Access Denied', async () => {
    const server = new FakeSupabaseServer().on('POST /rest/v1/rpc/is_email_allowed', () =>
      jsonResponse(false),
    );
    landFromRecoveryLink();
    renderInBrowser(server);

    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'NO RESET LINK' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set a new password' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('PUT /auth/v1/user')).toHaveLength(0));
  });
});
