import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AccountSettings,
  formatCreatedDate,
  type AccountUser,
} from '@/features/account/components/account-settings';
import { usageStatisticsFixture } from '@/features/account/api/usage-statistics.test-support';
import { FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const user: AccountUser = {
  email: 'researcher@example.org',
  id: '5f0c1e0a-9d2b-4f7e-9a55-3c2d1b0a9e11',
  created_at: '2025-09-17T10:00:00Z',
};

const usagePath = '/rest/v1/rpc/get_usage_statistics';
const usageRoute = `POST ${usagePath}`;

function renderAccount(accountUser: AccountUser = user, server = new FakeSupabaseServer()) {
  return renderWithProviders(<AccountSettings user={accountUser} />, { path: '/account', server });
}

async function openDeleteDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'DELETE ACCOUNT' }));
  return screen.findByRole('dialog', { name: 'DELETE ACCOUNT' });
}

describe('AccountSettings', () => {
  it('shows the title, the profile and a BACK link to /dashboard', () => {
    renderAccount();
    expect(screen.getByRole('heading', { name: 'ACCOUNT SETTINGS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PROFILE INFORMATION' })).toBeInTheDocument();
    expect(screen.getByText('researcher@example.org')).toBeInTheDocument();
    expect(screen.getByText(user.id)).toBeInTheDocument();
    expect(
      screen.getByText(new Date(user.created_at as string).toLocaleDateString()),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /BACK/ })).toHaveAttribute('href', '/dashboard');
  });

  it('shows Unknown when the creation date is missing or unreadable', () => {
    expect(formatCreatedDate(undefined)).toBe('Unknown');
    expect(formatCreatedDate('not a date')).toBe('Unknown');
    renderAccount({ ...user, created_at: undefined });
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('shows USAGE STATISTICS with the three rows of the spec, read from the server', async () => {
    const server = new FakeSupabaseServer().on(usageRoute, () =>
      jsonResponse(usageStatisticsFixture()),
    );
    renderAccount(user, server);
    expect(screen.getByRole('heading', { name: 'USAGE STATISTICS' })).toBeInTheDocument();
    expect(await screen.findByText('3 today · 140 this month')).toBeInTheDocument();
    for (const label of ['Tokens Used', 'API Calls', 'Credits Remaining']) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(server.requestsTo(usageRoute)).toHaveLength(1);
  });

  it('opens the DELETE ACCOUNT confirmation with its warning', async () => {
    renderAccount();
    expect(screen.getByRole('heading', { name: 'ACCOUNT ACTIONS' })).toBeInTheDocument();
    const dialog = await openDeleteDialog();
    expect(
      within(dialog).getByText(
        'This action cannot be undone. This will permanently delete your account and remove all your data from our servers.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'DELETE ACCOUNT' })).toBeInTheDocument();
  });

  it('is not dismissed by a click outside the dialog', async () => {
    renderAccount();
    await openDeleteDialog();
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog', { name: 'DELETE ACCOUNT' })).toBeInTheDocument();
  });

  it('closes on CANCEL without a toast', async () => {
    renderAccount();
    const dialog = await openDeleteDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Account Deletion')).not.toBeInTheDocument();
  });

  it('confirming shows the Account Deletion toast and deletes nothing', async () => {
    const { server } = renderAccount();
    const dialog = await openDeleteDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'DELETE ACCOUNT' }));
    expect(await screen.findByText('Account Deletion')).toBeInTheDocument();
    expect(
      screen.getByText('Account deletion is not yet implemented. Please contact support.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The only call the page made is reading the usage statistics: nothing was deleted.
    expect(server.requests.filter((request) => request.path !== usagePath)).toEqual([]);
  });
});
