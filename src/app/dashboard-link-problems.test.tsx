import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';

/** Where Auth's redirect lands a confirmation or magic link that failed. */
const expiredLink =
  '/dashboard#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
const refusedLink =
  '/dashboard#error=server_error&error_code=unexpected_failure&error_description=Call+%2B1+900+555+0100+now';

const location = () => screen.getByTestId('location');

describe('an e-mail link that failed on its way to /dashboard', () => {
  it('explains an expired or used link on /auth and opens the magic link to ask for a new one', async () => {
    renderApp(expiredLink);

    expect(await screen.findByRole('heading', { name: 'LINK EXPIRED' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/auth');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That e-mail link has expired or was already used: each link works once, within an hour, and only the newest one you asked for. Send yourself a new one with SEND MAGIC LINK below, or log in with your password on the LOGIN tab.',
    );
    expect(screen.getByRole('tab', { name: 'SIGNUP' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('checkbox', { name: 'Use magic link instead of password' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'SEND MAGIC LINK' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'LOGIN' }));
    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
  });

  it('explains any other refusal in its own words, never the words in the URL', async () => {
    renderApp(refusedLink);

    expect(await screen.findByRole('heading', { name: 'LINK NOT ACCEPTED' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That e-mail link could not be used.');
    expect(document.body).not.toHaveTextContent(/555|Call \+1/);
  });

  it('opens /auth as usual when nothing failed', async () => {
    renderApp('/dashboard');

    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'LOGIN' })).toHaveAttribute('aria-selected', 'true');
  });

  it('warns a signed-in user in fixed words and takes the error off the address', async () => {
    renderApp(refusedLink, { signedIn: true });

    expect(await screen.findByText('Link Not Used')).toBeInTheDocument();
    expect(
      screen.getByText(
        'That e-mail link could not be used. You are signed in, so there is nothing more to do.',
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/555|Call \+1/);
    await waitFor(() => expect(location()).toHaveAttribute('data-hash', ''));
    expect(location()).toHaveTextContent('/dashboard');
  });
});
