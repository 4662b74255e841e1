import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/features/auth/components/login-form';
import { FakeSupabaseServer, jsonResponse, never } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

async function fillLogin(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('LoginForm', () => {
  it('disables SIGN IN while either field is empty', async () => {
    renderWithProviders(<LoginForm />);
    const button = screen.getByRole('button', { name: 'SIGN IN' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'researcher@example.org');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    expect(button).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('Email'));
    expect(button).toBeDisabled();
  });

  it('uses an e-mail field and a password field', () => {
    renderWithProviders(<LoginForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('reads SIGNING IN... and stays disabled while signing in', async () => {
    const server = new FakeSupabaseServer().on('POST /auth/v1/token', never);
    renderWithProviders(<LoginForm />, { server });
    await fillLogin('researcher@example.org', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByRole('button', { name: 'SIGNING IN...' })).toBeDisabled();
  });

  it('sends the e-mail and password to the password grant', async () => {
    const { server } = renderWithProviders(<LoginForm />);
    await fillLogin('  researcher@example.org ', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(server.requestsTo('POST /auth/v1/token')).toHaveLength(1));
    const [request] = server.requestsTo('POST /auth/v1/token');
    expect(request?.searchParams.get('grant_type')).toBe('password');
    expect(request?.body).toMatchObject({ email: 'researcher@example.org', password: 'secret' });
  });

  it('refuses an address that is not an e-mail without calling the server', async () => {
    const { server } = renderWithProviders(<LoginForm />);
    await fillLogin('not-an-email', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toHaveLength(0);
  });

  it('shows Login Failed with the backend message', async () => {
    const server = new FakeSupabaseServer().on('POST /auth/v1/token', () =>
      jsonResponse({ code: 'invalid_credentials', message: 'Invalid login credentials' }, 400),
    );
    renderWithProviders(<LoginForm />, { server });
    await fillLogin('researcher@example.org', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
  });

  it('shows Login Failed with "An unexpected error occurred" when the network fails', async () => {
    const server = new FakeSupabaseServer().on('POST /auth/v1/token', () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<LoginForm />, { server });
    await fillLogin('researcher@example.org', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });
});
