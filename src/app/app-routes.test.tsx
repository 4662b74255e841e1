import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeSupabaseServer, jsonResponse, never } from '@/test/fake-supabase';
import { renderApp } from '@/test/render-app';

function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

describe('routes and guards', () => {
  it('shows the landing page with title, tagline, beta notice and ACCESS SYSTEM to /auth', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'ASSOCIATE' })).toBeInTheDocument();
    expect(
      screen.getByText('Bridging the gap between what you mean and what they understand.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Beta access required • Authorized personnel only'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'ACCESS SYSTEM' }));
    expect(await screen.findByRole('tab', { name: 'LOGIN' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
  });

  it('sends signed-out visitors from /dashboard and /account to /auth', async () => {
    renderApp('/dashboard');
    expect(await screen.findByRole('tab', { name: 'LOGIN' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
  });

  it('sends signed-out visitors from /account to /auth', async () => {
    renderApp('/account');
    await waitFor(() => expect(currentPath()).toBe('/auth'));
  });

  it('sends signed-in users from / and /auth to /dashboard', async () => {
    renderApp('/auth', { signedIn: true });
    expect(await screen.findByText('WELCOME TO ASSOCIATE')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('sends signed-in users from / to /dashboard', async () => {
    renderApp('/', { signedIn: true });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('shows a pulsing LOADING... while the sign-in state is still being settled', async () => {
    const server = new FakeSupabaseServer().on('POST /rest/v1/rpc/is_email_allowed', never);
    renderApp('/dashboard', { server, signedIn: true });
    const loading = await screen.findByText('LOADING...');
    expect(loading).toHaveClass('animate-pulse');
    expect(currentPath()).toBe('/dashboard');
  });

  it('shows LOADING... on the auth screen while the sign-in state loads', async () => {
    const server = new FakeSupabaseServer().on('POST /rest/v1/rpc/is_email_allowed', never);
    renderApp('/auth', { server, signedIn: true });
    expect(await screen.findByText('LOADING...')).toBeInTheDocument();
  });

  it('lets a signed-in user open /account, CHANGE PASSWORD first of its actions', async () => {
    renderApp('/account', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'ACCOUNT SETTINGS' })).toBeInTheDocument();
    const actions = screen.getAllByRole('button').map((button) => button.textContent);
    expect(actions.slice(-2)).toEqual(['CHANGE PASSWORD', 'DELETE ACCOUNT']);
  });

  it('serves /beta, /terms and /privacy to signed-out visitors', async () => {
    renderApp('/beta');
    expect(await screen.findByRole('heading', { name: 'BETA ACCESS REQUEST' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'BACK TO LOGIN' }));
    await waitFor(() => expect(currentPath()).toBe('/auth'));
  });

  it('serves /terms publicly', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: /TERMS/ })).toBeInTheDocument();
  });

  it('serves /privacy publicly', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: /PRIVACY/ })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path and logs the path', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), '/no/such/page');
    consoleError.mockRestore();
  });

  it('signs an unapproved session out at once with Access Denied', async () => {
    const server = new FakeSupabaseServer().on('POST /rest/v1/rpc/is_email_allowed', () =>
      jsonResponse(false),
    );
    const { storageKey } = renderApp('/dashboard', { server, signedIn: true });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("This account isn't approved for beta access.")).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth'));
    await waitFor(() => expect(window.localStorage.getItem(storageKey)).toBeNull());
    expect(server.requestsTo('POST /rest/v1/rpc/is_email_allowed')[0]?.body).toEqual({
      p_email: 'researcher@example.org',
    });
  });

  it('checks approval again after a password sign-in and lands approved users on /dashboard', async () => {
    const server = new FakeSupabaseServer();
    renderApp('/auth', { server });
    const login = await screen.findByRole('form', { name: 'Login' });
    await userEvent.type(within(login).getByLabelText('Email'), 'researcher@example.org');
    await userEvent.type(within(login).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(login).getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('WELCOME TO ASSOCIATE')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(server.requestsTo('POST /rest/v1/rpc/is_email_allowed')).toHaveLength(1);
  });

  it('signs out from menu item 8 and returns to /auth', async () => {
    const server = new FakeSupabaseServer();
    renderApp('/dashboard', { server, signedIn: true });
    await screen.findByText('WELCOME TO ASSOCIATE');
    await userEvent.click(screen.getByRole('button', { name: 'MENU [M]' }));
    await userEvent.click(
      screen.getByRole('button', { name: /\[8\] SIGN OUT \(researcher@example\.org\)/ }),
    );
    await waitFor(() => expect(currentPath()).toBe('/auth'));
    expect(server.requestsTo('POST /auth/v1/logout')).toHaveLength(1);
  });
});
