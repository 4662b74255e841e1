import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupForm } from '@/features/auth/components/signup-form';
import { FakeSupabaseServer, jsonResponse, never, testSession } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const approvalRoute = 'POST /rest/v1/rpc/is_email_allowed';

function field(label: string) {
  return screen.getByLabelText(label);
}

async function acceptTerms() {
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

async function useMagicLink() {
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'Use magic link instead of password' }),
  );
}

async function fillPasswordSignup(email = 'new@example.org', password = 'secret1') {
  await userEvent.type(field('Email'), email);
  await userEvent.type(field('Password'), password);
  await acceptTerms();
}

function notApprovedServer(): FakeSupabaseServer {
  return new FakeSupabaseServer().on(approvalRoute, () => jsonResponse(false));
}

async function expectAccessRequired() {
  expect(await screen.findByText('Access Required')).toBeInTheDocument();
  expect(
    screen.getByText(/Your account hasn't been approved yet\. Please request access\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request access here' })).toHaveAttribute(
    'href',
    '/beta',
  );
}

describe('SignupForm', () => {
  it('disables SIGN UP until the terms are accepted', async () => {
    renderWithProviders(<SignupForm />);
    await userEvent.type(field('Email'), 'new@example.org');
    await userEvent.type(field('Password'), 'secret1');
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeDisabled();
    await acceptTerms();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeEnabled();
  });

  it('disables SIGN UP while the e-mail is empty', async () => {
    renderWithProviders(<SignupForm />);
    await userEvent.type(field('Password'), 'secret1');
    await acceptTerms();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeDisabled();
  });

  it('disables SIGN UP while the password is empty in password mode', async () => {
    renderWithProviders(<SignupForm />);
    await userEvent.type(field('Email'), 'new@example.org');
    await acceptTerms();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeDisabled();
  });

  it('hides the password and reads SEND MAGIC LINK when magic link is chosen', async () => {
    renderWithProviders(<SignupForm />);
    await useMagicLink();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.type(field('Email'), 'new@example.org');
    await acceptTerms();
    expect(screen.getByRole('button', { name: 'SEND MAGIC LINK' })).toBeEnabled();
  });

  it('opens the Terms of Service link in a new tab', () => {
    renderWithProviders(<SignupForm />);
    const link = screen.getByRole('link', { name: 'Terms of Service' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('marks the terms checkbox as required', () => {
    renderWithProviders(<SignupForm />);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeRequired();
  });

  it('refuses a password shorter than 6 characters without calling the server', async () => {
    const { server } = renderWithProviders(<SignupForm />);
    await fillPasswordSignup('new@example.org', '12345');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('refuses an address that is not an e-mail without calling the server', async () => {
    const { server } = renderWithProviders(<SignupForm />);
    await fillPasswordSignup('new@', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    expect(server.requests).toHaveLength(0);
  });

  it('reads PROCESSING... and is disabled while busy', async () => {
    const server = new FakeSupabaseServer().on(approvalRoute, never);
    renderWithProviders(<SignupForm />, { server });
    await fillPasswordSignup();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByRole('button', { name: 'PROCESSING...' })).toBeDisabled();
  });

  it('checks approval first, signs up with a redirect to /dashboard and shows Account Created', async () => {
    const { server } = renderWithProviders(<SignupForm />);
    await fillPasswordSignup('new@example.org', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText('Account Created')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account')).toBeInTheDocument();
    const paths = server.requests.map((request) => request.path);
    expect(paths).toEqual(['/rest/v1/rpc/is_email_allowed', '/auth/v1/signup']);
    expect(server.requests[0]?.body).toEqual({ p_email: 'new@example.org' });
    const signup = server.requestsTo('POST /auth/v1/signup')[0];
    expect(signup?.body).toMatchObject({ email: 'new@example.org', password: 'secret1' });
    expect(signup?.searchParams.get('redirect_to')).toBe(`${window.location.origin}/dashboard`);
  });

  it('shows no "check your email" toast when the server signs the user in at once', async () => {
    const server = new FakeSupabaseServer().on('POST /auth/v1/signup', () =>
      jsonResponse(testSession()),
    );
    renderWithProviders(<SignupForm />, { server });
    await fillPasswordSignup();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(server.requestsTo('POST /auth/v1/signup')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeEnabled());
    expect(screen.queryByText('Account Created')).not.toBeInTheDocument();
  });

  it('shows Access Required with a link to /beta and does not sign up an unapproved address', async () => {
    const server = notApprovedServer();
    renderWithProviders(<SignupForm />, { server });
    await fillPasswordSignup();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await expectAccessRequired();
    expect(server.requestsTo('POST /auth/v1/signup')).toHaveLength(0);
  });

  it('shows Access Required when the server refuses the sign-up with 403', async () => {
    const server = new FakeSupabaseServer().on('POST /auth/v1/signup', () =>
      jsonResponse(
        {
          code: 'unexpected_failure',
          message: "Your account hasn't been approved yet. Please request access.",
        },
        403,
      ),
    );
    renderWithProviders(<SignupForm />, { server });
    await fillPasswordSignup();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await expectAccessRequired();
  });

  it('shows Signup Failed with the backend message when Auth refuses the address or password', async () => {
    const server = new FakeSupabaseServer().on('POST /auth/v1/signup', () =>
      jsonResponse(
        {
          code: 'weak_password',
          message: 'Password should be at least 10 characters.',
          weak_password: { reasons: ['length'] },
        },
        422,
      ),
    );
    renderWithProviders(<SignupForm />, { server });
    await fillPasswordSignup();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 10 characters.')).toBeInTheDocument();
  });

  it("says no e-mail was sent when the project's hourly limit on e-mails is reached", async () => {
    const server = new FakeSupabaseServer().on('POST /auth/v1/signup', () =>
      jsonResponse(
        { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
        429,
      ),
    );
    renderWithProviders(<SignupForm />, { server });
    await fillPasswordSignup();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No e-mail was sent: Associate has sent as many e-mails as it may this hour. Try again in an hour.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/check your email/i)).not.toBeInTheDocument();
  });

  it('keeps its friendly words when this address was sent a link moments ago', async () => {
    const server = new FakeSupabaseServer().on('POST /auth/v1/signup', () =>
      jsonResponse(
        {
          code: 'over_email_send_rate_limit',
          message: 'For security purposes, you can only request this after 52 seconds.',
        },
        429,
      ),
    );
    renderWithProviders(<SignupForm />, { server });
    await fillPasswordSignup();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText('Check Your Email')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A confirmation link went to this address less than a minute ago: look in your inbox and spam folder. You can ask for another in 52 seconds.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Signup Failed')).not.toBeInTheDocument();
  });

  it('says a login link is on its way, or that none was sent, when Auth refuses a magic link', async () => {
    let answer = jsonResponse(
      {
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 1 second.',
      },
      429,
    );
    const server = new FakeSupabaseServer().on('POST /auth/v1/otp', () => answer);
    renderWithProviders(<SignupForm initialMagicLink />, { server });
    await userEvent.type(field('Email'), 'new@example.org');
    await acceptTerms();
    await userEvent.click(screen.getByRole('button', { name: 'SEND MAGIC LINK' }));
    expect(
      await screen.findByText(
        'A login link went to this address less than a minute ago: look in your inbox and spam folder. You can ask for another in 1 second.',
      ),
    ).toBeInTheDocument();

    answer = jsonResponse(
      { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
      429,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'SEND MAGIC LINK' })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'SEND MAGIC LINK' }));
    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    expect(
      screen.getByText(/^No e-mail was sent: Associate has sent as many e-mails/),
    ).toBeInTheDocument();
  });

  it('shows Signup Failed with "An unexpected error occurred" when the approval check breaks', async () => {
    const server = new FakeSupabaseServer().on(approvalRoute, () => jsonResponse('yes'));
    renderWithProviders(<SignupForm />, { server });
    await fillPasswordSignup();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('checks approval, then sends a magic link back to /dashboard and shows Magic Link Sent', async () => {
    const { server } = renderWithProviders(<SignupForm />);
    await useMagicLink();
    await userEvent.type(field('Email'), 'new@example.org');
    await acceptTerms();
    await userEvent.click(screen.getByRole('button', { name: 'SEND MAGIC LINK' }));
    expect(await screen.findByText('Magic Link Sent')).toBeInTheDocument();
    expect(screen.getByText('Check your email for the login link')).toBeInTheDocument();
    expect(server.requests.map((request) => request.path)).toEqual([
      '/rest/v1/rpc/is_email_allowed',
      '/auth/v1/otp',
    ]);
    const otp = server.requestsTo('POST /auth/v1/otp')[0];
    expect(otp?.body).toMatchObject({ email: 'new@example.org' });
    expect(otp?.searchParams.get('redirect_to')).toBe(`${window.location.origin}/dashboard`);
  });

  it('sends no magic link to an unapproved address', async () => {
    const server = notApprovedServer();
    renderWithProviders(<SignupForm />, { server });
    await useMagicLink();
    await userEvent.type(field('Email'), 'stranger@example.org');
    await acceptTerms();
    await userEvent.click(screen.getByRole('button', { name: 'SEND MAGIC LINK' }));
    await expectAccessRequired();
    expect(server.requestsTo('POST /auth/v1/otp')).toHaveLength(0);
  });
});
