import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatTerminal } from '@/features/chat/components/chat-terminal';
import { routerTestPrompt } from '@/features/chat/model/chat-copy';
import { offlineStorageKey } from '@/features/chat/model/offline-preference';
import { FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const routeCall = 'POST /functions/v1/route';
const user = { id: 'user-1', email: 'researcher@example.org', signOut: async () => null };

function serverReplying() {
  return new FakeSupabaseServer().on(routeCall, ({ body }) => {
    const offline = (body as { offline?: boolean }).offline === true;
    return jsonResponse({
      output: 'A reply.',
      meta: offline
        ? { vendor: 'local', model: 'retext-clarity', latency: 12 }
        : { vendor: 'openai', model: 'gpt-4o-mini', latency: 640 },
    });
  });
}

function renderTerminal(server = serverReplying()) {
  return renderWithProviders(<ChatTerminal user={user} />, { server, path: '/dashboard' });
}

const input = (): HTMLTextAreaElement => screen.getByPlaceholderText('Type your message...');
const offlineSwitch = () => screen.getByRole('button', { name: 'OFFLINE [O]' });
const sentBodies = (server: FakeSupabaseServer) =>
  server.requestsTo(routeCall).map((request) => request.body);

async function send(server: FakeSupabaseServer, text: string) {
  const before = server.requestsTo(routeCall).length;
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(server.requestsTo(routeCall)).toHaveLength(before + 1));
  await waitFor(() => expect(input()).not.toBeDisabled());
}

describe('the offline switch: drafts kept on our server', () => {
  it('is off by default, as the spec’s badge says, and turns on from the header', async () => {
    const server = serverReplying();
    renderTerminal(server);
    expect(offlineSwitch()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Active Provider: Auto (Router)')).toBeInTheDocument();
    await send(server, 'A first draft.');
    expect(sentBodies(server).at(-1)).toEqual({ text: 'A first draft.' });

    await userEvent.click(offlineSwitch());
    expect(offlineSwitch()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Active Provider: Offline (on our server)')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Terminal status' })).toHaveTextContent(
      'OFFLINE: YOUR DRAFTS STAY ON OUR SERVER; NO AI VENDOR IS CALLED',
    );
    await send(server, 'A private draft.');
    expect(sentBodies(server).at(-1)).toEqual({ text: 'A private draft.', offline: true });
  });

  it('is remembered in this browser for this user, and O turns it off again', async () => {
    const server = serverReplying();
    const { unmount } = renderTerminal(server);
    await userEvent.click(offlineSwitch());
    expect(window.localStorage.getItem(offlineStorageKey(user.id))).toBe('on');
    unmount();
    renderTerminal(server);
    expect(offlineSwitch()).toHaveAttribute('aria-pressed', 'true');
    input().blur();
    fireEvent.keyDown(document.body, { key: 'o' });
    expect(offlineSwitch()).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem(offlineStorageKey(user.id))).toBeNull();
    // Typed into the input, "o" is a letter of the message, never the switch.
    input().focus();
    fireEvent.keyDown(input(), { key: 'o' });
    expect(offlineSwitch()).toHaveAttribute('aria-pressed', 'false');
  });

  it('TEST ROUTER says it tested only the engine on our server when offline is on', async () => {
    const server = serverReplying();
    renderTerminal(server);
    await userEvent.click(offlineSwitch());
    await userEvent.click(screen.getByRole('button', { name: 'TEST ROUTER' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Terminal status' })).toHaveTextContent(
        'ROUTER TEST COMPLETE — OFFLINE: ONLY THE ENGINE ON OUR SERVER WAS TESTED — PROVIDER: local • MODEL: retext-clarity • LATENCY: 12 ms',
      ),
    );
    expect(sentBodies(server).at(-1)).toEqual({ text: routerTestPrompt, offline: true });
  });

  it('is named in the help, under the spec’s help text word for word', () => {
    renderTerminal();
    input().blur();
    fireEvent.keyDown(document.body, { key: '3' });
    expect(screen.getByRole('status', { name: 'Terminal status' })).toHaveTextContent(
      /^ENTER TO SEND • CTRL\+L TO CLEAR • ESC FOR SETTINGS • \[1-4\] FOR MENU OPTIONS$/,
    );
    expect(
      screen.getByText(
        'OFFLINE [O]: YOUR DRAFTS STAY ON OUR SERVER. THE OFFLINE ENGINE ANSWERS AND NO AI VENDOR IS CALLED OR SEES THEM',
      ),
    ).toBeInTheDocument();
  });
});
