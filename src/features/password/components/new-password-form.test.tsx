import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewPasswordForm } from '@/features/password/components/new-password-form';
import { FakeSupabaseServer, jsonResponse, never } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const updateRoute = 'PUT /auth/v1/user';
const email = 'ada@lab.example.edu';

function renderForm(server = new FakeSupabaseServer(), options: { signedIn?: boolean } = {}) {
  const onUpdated = vi.fn();
  const view = renderWithProviders(
    <NewPasswordForm
      email={email}
      name="Change password"
      submitLabel="CHANGE PASSWORD"
      onUpdated={onUpdated}
    />,
    { server, signedIn: options.signedIn ?? true },
  );
  return { ...view, onUpdated };
}

async function fill(password: string, confirmation: string) {
  if (password) await userEvent.type(screen.getByLabelText('New password'), password);
  if (confirmation)
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'CHANGE PASSWORD' }));
}

function reauthenticationNeededServer(): FakeSupabaseServer {
  return new FakeSupabaseServer().on(updateRoute, (request) =>
    (request.body as { nonce?: string }).nonce === '123456'
      ? jsonResponse({ id: 'u', email })
      : (request.body as { nonce?: string }).nonce
        ? jsonResponse(
            { code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' },
            422,
          )
        : jsonResponse(
            {
              code: 'reauthentication_needed',
              message: 'Password update requires reauthentication',
            },
            400,
          ),
  );
}

describe('NewPasswordForm', () => {
  it('labels both fields as new passwords, for password managers too', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('minlength', '6');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
  });

  it('disables the submit until both fields are filled, and reads SAVING... while busy', async () => {
    renderForm(new FakeSupabaseServer().on(updateRoute, never));
    expect(screen.getByRole('button', { name: 'CHANGE PASSWORD' })).toBeDisabled();
    await fill('brand new 77', '');
    expect(screen.getByRole('button', { name: 'CHANGE PASSWORD' })).toBeDisabled();
    await fill('', 'brand new 77');
    await submit();
    expect(await screen.findByRole('button', { name: 'SAVING...' })).toBeDisabled();
  });

  it('refuses a password under 6 characters, announced on the field, without a call', async () => {
    const { server } = renderForm();
    await fill('five5', 'five5');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters.',
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters.',
    );
    expect(server.requestsTo(updateRoute)).toHaveLength(0);
  });

  it('refuses two passwords that differ, on the confirmation, without a call', async () => {
    const { server } = renderForm();
    await fill('brand new 77', 'brand new 78');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    expect(server.requestsTo(updateRoute)).toHaveLength(0);
  });

  it('sets the password and says Password Updated', async () => {
    const { server, onUpdated } = renderForm();
    await fill('brand new 77', 'brand new 77');
    await submit();
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Use it the next time you sign in. Other devices will have to sign in again.',
      ),
    ).toBeInTheDocument();
    const [update] = server.requestsTo(updateRoute);
    expect(update?.body).toMatchObject({ password: 'brand new 77' });
    expect(update?.body).not.toHaveProperty('nonce');
    expect(onUpdated).toHaveBeenCalledTimes(1);
  });

  it("shows Password Update Failed in Auth's words and keeps what was typed", async () => {
    const server = new FakeSupabaseServer().on(updateRoute, () =>
      jsonResponse(
        {
          code: 'same_password',
          message: 'New password should be different from the old password.',
        },
        422,
      ),
    );
    const { onUpdated } = renderForm(server);
    await fill('brand new 77', 'brand new 77');
    await submit();
    expect(await screen.findByText('Password Update Failed')).toBeInTheDocument();
    expect(
      screen.getByText('New password should be different from the old password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('brand new 77');
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it('says the session has ended when there is none to change the password of', async () => {
    const { server } = renderForm(new FakeSupabaseServer(), { signedIn: false });
    await fill('brand new 77', 'brand new 77');
    await submit();
    expect(await screen.findByText('Password Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(server.requestsTo(updateRoute)).toHaveLength(0);
  });

  it('asks for the e-mailed code when Auth wants a recent sign-in, then sends it along', async () => {
    const { server, onUpdated } = renderForm(reauthenticationNeededServer());
    await fill('brand new 77', 'brand new 77');
    await submit();

    const code = await screen.findByLabelText('Confirmation code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(
      `To confirm it is you, enter the code we just e-mailed to ${email}.`,
    );
    expect(await screen.findByText('Code Sent')).toBeInTheDocument();
    expect(server.requestsTo('GET /auth/v1/reauthenticate')).toHaveLength(1);

    await userEvent.type(code, '123456');
    await submit();
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(server.requestsTo(updateRoute).at(-1)?.body).toMatchObject({
      password: 'brand new 77',
      nonce: '123456',
    });
    expect(onUpdated).toHaveBeenCalledTimes(1);
  });

  it('says so on the code field when the code is wrong, and can send a new one', async () => {
    const { server } = renderForm(reauthenticationNeededServer());
    await fill('brand new 77', 'brand new 77');
    await submit();
    await userEvent.type(await screen.findByLabelText('Confirmation code'), '654321');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is wrong or has expired.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'SEND A NEW CODE' }));
    await waitFor(() => expect(server.requestsTo('GET /auth/v1/reauthenticate')).toHaveLength(2));
  });

  it('refuses a code that is not digits before asking Auth', async () => {
    const { server } = renderForm(reauthenticationNeededServer());
    await fill('brand new 77', 'brand new 77');
    await submit();
    await userEvent.type(await screen.findByLabelText('Confirmation code'), 'abc');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is the 6-digit number in the e-mail.',
    );
    expect(server.requestsTo(updateRoute)).toHaveLength(1);
  });

  it('asks for the code all the same when Auth sent one to this address moments ago', async () => {
    const server = reauthenticationNeededServer().on('GET /auth/v1/reauthenticate', () =>
      jsonResponse(
        {
          code: 'over_email_send_rate_limit',
          message: 'For security purposes, you can only request this after 41 seconds.',
        },
        429,
      ),
    );
    renderForm(server);
    await fill('brand new 77', 'brand new 77');
    await submit();

    expect(await screen.findByLabelText('Confirmation code')).toBeInTheDocument();
    expect(
      await screen.findByText(
        `A code went to ${email} less than a minute ago: look in your inbox and spam folder. You can ask for another in 41 seconds.`,
      ),
    ).toBeInTheDocument();
  });

  it("says no code was sent when the project's hourly limit on e-mails is reached", async () => {
    const server = reauthenticationNeededServer().on('GET /auth/v1/reauthenticate', () =>
      jsonResponse(
        { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
        429,
      ),
    );
    renderForm(server);
    await fill('brand new 77', 'brand new 77');
    await submit();

    expect(await screen.findByText('Password Update Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No e-mail was sent: Associate has sent as many e-mails as it may this hour. Try again in an hour.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirmation code')).not.toBeInTheDocument();
    expect(screen.queryByText('Code Sent')).not.toBeInTheDocument();
  });
});
