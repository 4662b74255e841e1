import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { forgotPasswordState } from '@/lib/auth-screen-state';
import { FakeSupabaseServer, jsonResponse, never } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const recoverRoute = 'POST /auth/v1/recover';
const resetForm = () => screen.getByRole('form', { name: 'Reset password' });

async function openForgotPassword(email = '') {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'FORGOT PASSWORD?' }));
}

async function sendResetLink(email: string) {
  await openForgotPassword(email);
  await userEvent.click(screen.getByRole('button', { name: 'SEND RESET LINK' }));
}

describe('LOGIN tab: FORGOT PASSWORD?', () => {
  it('asks for the e-mail, carrying the one typed to log in, and puts the focus on it', async () => {
    renderWithProviders(<LoginPanel />);
    await openForgotPassword('ada@lab.example.edu');

    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
    expect(resetForm()).toHaveAccessibleDescription(
      "Enter your account's e-mail and we will send you a link to choose a new password.",
    );
    const email = within(resetForm()).getByLabelText('Email');
    expect(email).toHaveValue('ada@lab.example.edu');
    expect(email).toHaveFocus();
  });

  it('goes BACK TO LOGIN with the address and the focus on FORGOT PASSWORD?', async () => {
    renderWithProviders(<LoginPanel />);
    await openForgotPassword();
    await userEvent.type(within(resetForm()).getByLabelText('Email'), 'grace@lab.example.edu');
    await userEvent.click(screen.getByRole('button', { name: 'BACK TO LOGIN' }));

    const login = screen.getByRole('form', { name: 'Login' });
    expect(within(login).getByLabelText('Email')).toHaveValue('grace@lab.example.edu');
    expect(screen.getByRole('button', { name: 'FORGOT PASSWORD?' })).toHaveFocus();
  });

  it('opens on the form when /auth is opened to ask for a new link', () => {
    renderWithProviders(<LoginPanel />, { path: '/auth', state: forgotPasswordState });
    expect(resetForm()).toBeInTheDocument();
  });

  it('disables SEND RESET LINK while the e-mail is empty, and reads SENDING... while busy', async () => {
    const server = new FakeSupabaseServer().on(recoverRoute, never);
    renderWithProviders(<LoginPanel />, { server });
    await openForgotPassword();
    expect(screen.getByRole('button', { name: 'SEND RESET LINK' })).toBeDisabled();
    await userEvent.type(within(resetForm()).getByLabelText('Email'), 'ada@lab.example.edu');
    await userEvent.click(screen.getByRole('button', { name: 'SEND RESET LINK' }));
    expect(await screen.findByRole('button', { name: 'SENDING...' })).toBeDisabled();
  });

  it('refuses an address that is not an e-mail, announced, without calling the server', async () => {
    const { server } = renderWithProviders(<LoginPanel />);
    await sendResetLink('not-an-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    expect(server.requests).toHaveLength(0);
  });

  it('checks approval, then asks for a link back to the reset screen and says to check the e-mail', async () => {
    const { server } = renderWithProviders(<LoginPanel />);
    await sendResetLink(' ada@lab.example.edu ');

    expect(await screen.findByText('Check Your Email')).toBeInTheDocument();
    expect(
      screen.getByText(
        'If this address has an account, a link to choose a new password is on its way.',
      ),
    ).toBeInTheDocument();
    const [approval] = server.requestsTo('POST /rest/v1/rpc/is_email_allowed');
    expect(approval?.body).toEqual({ p_email: 'ada@lab.example.edu' });
    const [recover] = server.requestsTo(recoverRoute);
    expect(recover?.body).toMatchObject({ email: 'ada@lab.example.edu' });
    expect(recover?.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/reset-password`,
    );
  });

  it('shows Access Required for an unapproved address and asks for no link', async () => {
    const server = new FakeSupabaseServer().on('POST /rest/v1/rpc/is_email_allowed', () =>
      jsonResponse(false),
    );
    renderWithProviders(<LoginPanel />, { server });
    await sendResetLink('stranger@outside.example.org');

    expect(await screen.findByText('Access Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request access here' })).toHaveAttribute(
      'href',
      '/beta',
    );
    expect(server.requestsTo(recoverRoute)).toHaveLength(0);
  });

  it("says the same when Auth's per-address limit answers: only an account's address reaches it", async () => {
    const server = new FakeSupabaseServer().on(recoverRoute, () =>
      jsonResponse(
        {
          code: 'over_email_send_rate_limit',
          message: 'For security purposes, you can only request this after 52 seconds.',
        },
        429,
      ),
    );
    renderWithProviders(<LoginPanel />, { server });
    await sendResetLink('ada@lab.example.edu');

    expect(await screen.findByText('Check Your Email')).toBeInTheDocument();
    expect(screen.queryByText(/52 seconds/)).not.toBeInTheDocument();
  });

  it("says no link was sent when the project's hourly limit on e-mails is reached", async () => {
    const server = new FakeSupabaseServer().on(recoverRoute, () =>
      jsonResponse(
        { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
        429,
      ),
    );
    renderWithProviders(<LoginPanel />, { server });
    await sendResetLink('ada@lab.example.edu');

    expect(await screen.findByText('Password Reset Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No e-mail was sent: Associate has sent as many e-mails as it may this hour. Try again in an hour.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Check Your Email')).not.toBeInTheDocument();
  });

  it('says no link was sent when Auth failed to send it, or could not be reached', async () => {
    const server = new FakeSupabaseServer().on(recoverRoute, () =>
      jsonResponse({ code: 'unexpected_failure', message: 'Error sending recovery email' }, 500),
    );
    renderWithProviders(<LoginPanel />, { server });
    await sendResetLink('ada@lab.example.edu');

    expect(
      await screen.findByText(
        'No e-mail was sent: An unexpected error occurred. Try again in a few minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('shows Password Reset Failed with the backend reason, and keeps the address', async () => {
    const server = new FakeSupabaseServer().on(recoverRoute, () =>
      jsonResponse({ code: 'email_address_invalid', message: 'Email address is invalid' }, 400),
    );
    renderWithProviders(<LoginPanel />, { server });
    await sendResetLink('ada@lab.example.edu');

    expect(await screen.findByText('Password Reset Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No e-mail was sent: Email address is invalid. Check the address and try again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'SEND RESET LINK' })).toBeEnabled(),
    );
    expect(within(resetForm()).getByLabelText('Email')).toHaveValue('ada@lab.example.edu');
  });
});
