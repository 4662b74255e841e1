import { focusManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usageStatisticsFixture } from '@/features/account/api/usage-statistics.test-support';
import {
  UsageStatisticsCard,
  usageNote,
} from '@/features/account/components/usage-statistics-card';
import { deferred } from '@/test/deferred';
import { FakeSupabaseServer, jsonResponse, testUser } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const route = 'POST /rest/v1/rpc/get_usage_statistics';
const notApproved = () =>
  jsonResponse(
    {
      code: '42501',
      message: "This account isn't approved for beta access.",
      details: null,
      hint: null,
    },
    403,
  );

function renderCard(server: FakeSupabaseServer) {
  return renderWithProviders(<UsageStatisticsCard userId={testUser.id} />, {
    server,
    path: '/account',
  });
}

/** The value next to a label of the panel's definition list. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('UsageStatisticsCard', () => {
  it('shows LOADING... in the panel, then the three rows with the server’s figures', async () => {
    const answer = deferred<Response>();
    renderCard(new FakeSupabaseServer().on(route, () => answer.promise));
    expect(await screen.findByText('LOADING...')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'USAGE STATISTICS' })).toBeInTheDocument();

    answer.resolve(jsonResponse(usageStatisticsFixture()));
    expect(await screen.findByText('3 today · 140 this month')).toBeInTheDocument();
    expect(valueOf('Tokens Used')).toHaveTextContent('1,234 this month · 100 today');
    expect(valueOf('Tokens Used')).toHaveTextContent(
      'local (offline engine) reported none for 19 answers',
    );
    expect(valueOf('API Calls')).toHaveTextContent('This month: 2 offline fallback · 1 error');
    expect(valueOf('Credits Remaining')).toHaveTextContent(
      '297 of 300 today · 19 of 20 this minute',
    );
    expect(valueOf('Credits Remaining')).toHaveTextContent(
      /The daily count resets at .+ \(00:00 UTC\)\./,
    );
    expect(screen.queryByText(/Coming Soon/)).not.toBeInTheDocument();
    expect(screen.queryByText(/future update/)).not.toBeInTheDocument();
    expect(screen.getByText(usageNote)).toBeInTheDocument();
  });

  it('shows the last 14 days and the engines, with every number readable by a screen reader', async () => {
    renderCard(new FakeSupabaseServer().on(route, () => jsonResponse(usageStatisticsFixture())));
    const days = await screen.findByRole('table', { name: 'Messages per day, last 14 days (UTC)' });
    const rows = within(days).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    expect(rows[7]).toHaveTextContent('Nov 916');
    expect(
      screen.getByRole('heading', { name: 'Last 14 days (UTC) · 37 messages' }),
    ).toBeInTheDocument();

    const engines = screen.getByRole('table', { name: /Engines this month/i });
    expect(
      within(engines)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['EngineCallsMedian latency', 'openai1201.2 s', 'local (offline engine)1942 ms']);
  });

  it('says clearly why the figures could not be loaded, and RETRY loads them', async () => {
    let answers = 0;
    const server = new FakeSupabaseServer().on(route, () =>
      ++answers === 1 ? notApproved() : jsonResponse(usageStatisticsFixture()),
    );
    renderCard(server);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Usage statistics could not be loaded: This account isn't approved for beta access.",
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'RETRY' }));
    expect(await screen.findByText('3 today · 140 this month')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the last figures on screen when a refresh fails, and says they may be behind', async () => {
    let answers = 0;
    const server = new FakeSupabaseServer().on(route, () =>
      ++answers === 1 ? jsonResponse(usageStatisticsFixture()) : notApproved(),
    );
    renderCard(server);
    expect(await screen.findByText('3 today · 140 this month')).toBeInTheDocument();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Could not refresh (This account isn't approved for beta access.); these figures may be out of date.",
    );
    expect(screen.getByText('3 today · 140 this month')).toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it('invents no quota before the server has applied one', async () => {
    const statistics = usageStatisticsFixture();
    const fresh = {
      ...statistics,
      quota: { ...statistics.quota, per_minute: null, per_day: null },
    };
    renderCard(new FakeSupabaseServer().on(route, () => jsonResponse(fresh)));
    expect(await screen.findByText('Shown after your first message')).toBeInTheDocument();
  });
});
