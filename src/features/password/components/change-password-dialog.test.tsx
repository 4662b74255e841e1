import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDialog } from '@/features/password/components/change-password-dialog';
import { renderWithProviders } from '@/test/render-with-providers';

const email = 'ada@lab.example.edu';

async function openDialog() {
  renderWithProviders(<ChangePasswordDialog email={email} />, { signedIn: true });
  await userEvent.click(screen.getByRole('button', { name: 'CHANGE PASSWORD' }));
  return screen.findByRole('dialog', { name: 'CHANGE PASSWORD' });
}

describe('ChangePasswordDialog', () => {
  it('asks for the new password twice for the signed-in account, focus in the dialog', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(
      `Choose a new password for ${email}. Other devices signed in to this account will have to sign in again.`,
    );
    expect(within(dialog).getByLabelText('New password')).toHaveFocus();
    expect(within(dialog).getByLabelText('Confirm new password')).toBeInTheDocument();
  });

  it('stays open on a click outside, and CANCEL closes it without a call', async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('New password'), 'brand new 77');
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New password')).toHaveValue('brand new 77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Password Updated once the password is set', async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('New password'), 'brand new 77');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'brand new 77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'CHANGE PASSWORD' }));
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'CHANGE PASSWORD' })).toHaveFocus();
  });
});
