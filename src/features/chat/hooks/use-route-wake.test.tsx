import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouteWake, wakeAgainAfterMs } from '@/features/chat/hooks/use-route-wake';
import { FakeSupabaseServer } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const wakeCall = 'POST /functions/v1/route/wake';

/** A draft input wired as the chat's composer is: each change goes to the wake. */
function DraftInput() {
  const wake = useRouteWake();
  return <textarea aria-label="Message" onChange={wake} />;
}

function renderDraftInput(server = new FakeSupabaseServer()) {
  return renderWithProviders(<DraftInput />, { server, signedIn: true });
}

const input = () => screen.getByRole('textbox', { name: 'Message' });

afterEach(() => vi.restoreAllMocks());

describe('useRouteWake', () => {
  it('wakes the route function once, with the session, as the writer starts a draft', async () => {
    const { server, client } = renderDraftInput();
    await userEvent.type(input(), 'Could you send');
    await waitFor(() => expect(server.requestsTo(wakeCall)).toHaveLength(1));
    const [wake] = server.requestsTo(wakeCall);
    const { data } = await client.auth.getSession();
    expect(wake?.headers.get('authorization')).toBe(`Bearer ${data.session?.access_token}`);
    expect(wake?.body).toBeUndefined();
    // No draft goes to the function's own path: the wake carries none.
    expect(server.requestsTo('POST /functions/v1/route')).toHaveLength(0);
    await userEvent.type(input(), ' the results?');
    expect(server.requestsTo(wakeCall)).toHaveLength(1);
  });

  it('wakes it again on a keystroke two quiet minutes after the last wake, not before', async () => {
    const { server } = renderDraftInput();
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    await userEvent.type(input(), 'A');
    clock.mockReturnValue(start + wakeAgainAfterMs - 1);
    await userEvent.type(input(), 'B');
    expect(server.requestsTo(wakeCall)).toHaveLength(1);
    clock.mockReturnValue(start + wakeAgainAfterMs);
    await userEvent.type(input(), 'C');
    await waitFor(() => expect(server.requestsTo(wakeCall)).toHaveLength(2));
  });

  it('keeps a failed wake to itself: nothing shown, nothing thrown, typing goes on', async () => {
    const server = new FakeSupabaseServer().on(wakeCall, () => {
      throw new TypeError('Failed to fetch');
    });
    const failing = renderDraftInput(server);
    await userEvent.type(input(), 'Still typing');
    await waitFor(() => expect(server.requestsTo(wakeCall)).toHaveLength(1));
    expect(input()).toHaveValue('Still typing');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    failing.unmount();

    const refusing = new FakeSupabaseServer().on(
      wakeCall,
      () => new Response(JSON.stringify({ error: { code: 'unauthorized' } }), { status: 401 }),
    );
    renderDraftInput(refusing);
    await userEvent.type(input(), 'And more');
    await waitFor(() => expect(refusing.requestsTo(wakeCall)).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
